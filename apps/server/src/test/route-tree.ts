import type { App } from '../app';

export type Route = { method: string; url: string };

/**
 * Every route of the app, read from Fastify's own route tree (`printRoutes`), hidden ones
 * included. Each line is one path segment below its parent, with the methods it answers.
 */
export function routesOf(app: App): Route[] {
  const routes: Route[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    parents.length = match[1]!.length / 4;
    parents.push(match[2]!);
    const url = parents.join('');
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, url });
  }
  return routes;
}
