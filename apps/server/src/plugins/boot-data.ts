import type { IncomingHttpHeaders } from 'node:http';
import {
  bootRequestsFor,
  type BootData,
  type BootRequest,
  type FirstScreenPart,
} from '@openlobby/contract/boot';
import {
  defaultLanguage,
  isSupportedLanguage,
  languageCookieName,
  type Language,
} from '@openlobby/contract/language';
import {
  loginRequiredRoutes,
  memberHintCookieName,
  routeNameForPath,
  routePaths,
  type RouteName,
} from '@openlobby/contract/routes';
import { apiRequestKey } from '@openlobby/contract/startup-requests';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * A page's first API reads, answered inside its HTML (ADR 015). Each read goes through this
 * server's own route with `inject`, so the reply is byte for byte what the browser would
 * have fetched: same validation, same gate, same caller (address and headers).
 */
export type PageBoot = {
  data: BootData;
  /** The image the page's largest paint will show, for a `<link rel="preload">`. */
  largestImage: string | undefined;
  /** The replies the page's HTML draws its first screen from, by part (ADR 051). */
  firstScreen: Partial<Record<FirstScreenPart, unknown>>;
  language: Language;
  /** The page's query (a lottery page's `?gameCode` picks the game its first screen draws). */
  search: URLSearchParams;
};

/** A read slower than this is left to the browser: the HTML must not wait on it. */
const BOOT_READ_BUDGET_MS = 400;

/** Headers that describe the HTML request itself, not the caller. */
const notForwarded = new Set([
  'accept',
  'accept-encoding',
  'authorization',
  'connection',
  'content-length',
  'content-type',
  'if-modified-since',
  'if-none-match',
  'upgrade',
]);

function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  const match = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${name}=([^;]*)`));
  return match?.[1]?.trim();
}

function cookieLanguage(cookieHeader: string | undefined): Language {
  const value = cookieValue(cookieHeader, languageCookieName);
  return isSupportedLanguage(value) ? value : defaultLanguage;
}

/**
 * The page a path's HTML draws: its own, except a login-required route asked for by a
 * browser with no member hint (ADR 057), which gets the login page its guard will send the
 * visitor to (the home page with the login popup), so the first screen is the one that stays.
 */
export function drawnPage(
  pathname: string,
  cookieHeader: string | undefined,
): { route: RouteName | undefined; pathname: string } {
  const route = routeNameForPath(pathname);
  const visitor = cookieValue(cookieHeader, memberHintCookieName) === undefined;
  return route && visitor && loginRequiredRoutes.includes(route)
    ? { route: 'login', pathname: routePaths.login }
    : { route, pathname };
}

function forwardedHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const forwarded: Record<string, string> = { accept: 'application/json' };
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || notForwarded.has(name)) continue;
    forwarded[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return forwarded;
}

type Answer = { key: string; boot: BootRequest; value: unknown };

async function answer(
  app: FastifyInstance,
  request: FastifyRequest,
  boot: BootRequest,
): Promise<Answer | undefined> {
  const key = apiRequestKey(boot.request);
  const reply = await app.inject({
    method: 'GET',
    url: key,
    headers: forwardedHeaders(request.headers),
    remoteAddress: request.socket.remoteAddress ?? request.ip,
  });
  if (reply.statusCode !== 200) return undefined;
  const envelope = reply.json<{ success: boolean; value?: unknown }>();
  return envelope.success ? { key, boot, value: envelope.value } : undefined;
}

function withinBudget<T>(work: Promise<T>): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), BOOT_READ_BUDGET_MS);
  });
  return Promise.race([work.catch(() => undefined), late]).finally(() => clearTimeout(timer));
}

/**
 * The boot data of one page request: what its first screen reads, already answered.
 * `pathname` is the page drawn (see drawnPage), the request's own by default.
 */
export async function pageBoot(
  app: FastifyInstance,
  request: FastifyRequest,
  pathname?: string,
): Promise<PageBoot> {
  const url = new URL(request.url, 'http://page.invalid');
  const language = cookieLanguage(request.headers.cookie);
  const reads = bootRequestsFor(pathname ?? url.pathname, url.searchParams, language);
  const answers = await Promise.all(reads.map((boot) => withinBudget(answer(app, request, boot))));
  const data: BootData = { replies: {} };
  let largestImage: string | undefined;
  const firstScreen: PageBoot['firstScreen'] = {};
  for (const done of answers) {
    if (!done) continue;
    data.replies[done.key] = done.boot.visitorOnly
      ? { value: done.value, visitorOnly: true }
      : { value: done.value };
    largestImage ??= done.boot.largestImage?.(done.value);
    if (done.boot.firstScreen) firstScreen[done.boot.firstScreen] = done.value;
  }
  return { data, largestImage, firstScreen, language, search: url.searchParams };
}

/**
 * The boot data as a JSON data block. `<` is escaped so no value (a banner title, an
 * announcement's HTML) can close the element; U+2028/9 for old JSON-in-HTML parsers.
 */
export function bootDataScript(id: string, data: BootData): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${id}">${json}</script>`;
}
