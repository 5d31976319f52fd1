import { apiPaths, pushPaths } from '@openlobby/contract';
import { inHouseApiPrefix } from '@openlobby/contract/in-house/paths';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/errors';
import { routedPath } from '../../lib/request-path';
import { isRegionBlocked, clientLocation } from './access';

/**
 * The member API, and the in-house games' API, where a game window plays with real money:
 * a window left open (or a game token kept) must not play on through maintenance or from a
 * blocked region. The sandbox provider's game API stands for a third party's servers, which
 * know nothing of this site's maintenance; its calls to the wallet are ours and gated.
 */
const gatedPrefixes = ['/wps/', '/lgw/', '/lotto/', `${inHouseApiPrefix}/`];
/** What the app needs to show the maintenance or blocked page stays reachable. */
// The push channel moves no money and carries the status event that ends the page.
const alwaysOpen = new Set<string>([apiPaths.systemStatus, apiPaths.whitelabel, pushPaths.events]);

/**
 * Game providers call the seamless wallet server to server: wins and rollbacks must settle
 * during maintenance, and a provider's servers are not in the member's region.
 */
const providerWalletPrefix = '/wps/provider/';

/** `path` is a route pattern (`/wps/v2/...`) or, for a request no route took, its decoded path. */
export function isGatedPath(path: string): boolean {
  return (
    !alwaysOpen.has(path) &&
    !path.startsWith(providerWalletPrefix) &&
    gatedPrefixes.some((p) => path.startsWith(p))
  );
}

/**
 * While maintenance is on, or the caller's region is blocked, the member API refuses every
 * call (503 MAINTENANCE, 403 REGION_BLOCKED) except status and whitelabel; so a client that
 * ignores the status page still cannot play or move money.
 *
 * The gate decides on the route the router matched (its pattern), not on the raw URL: the
 * router decodes `/%77ps/v2/...` to `/wps/v2/...` before matching, so a test of the raw
 * string would let an encoded path through to the handler. A request no route took is
 * judged on its decoded path, so an unknown member API path answers as it did before.
 */
export default fp<{ countryHeader: string | undefined }>(
  async (app, { countryHeader }) => {
    app.addHook('onRequest', async (request) => {
      if (!isGatedPath(routedPath(request))) return;
      const settings = await app.settings.get();
      if (settings.maintenance.enabled) throw new AppError('MAINTENANCE');
      if (isRegionBlocked(settings, clientLocation(request, countryHeader))) {
        throw new AppError('REGION_BLOCKED', `blocked ${request.ip}`);
      }
    });
  },
  { name: 'system-gate', dependencies: ['settings'] },
);
