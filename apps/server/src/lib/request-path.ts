import type { FastifyRequest } from 'fastify';

/**
 * The path a policy decides on. Never the raw `request.url`: Fastify's router (find-my-way)
 * percent-decodes the path before it matches, so `/%77ps/v2/...` reaches the `/wps/v2/...`
 * handler while a string test of the raw URL sees `/%77ps/`. Whatever the router matched,
 * its pattern is what runs, so that is what a rule must look at. A request no route took,
 * or only a catch-all (the static files' `/*`, which ends in the 404 handler for anything
 * that is not a file), is judged on its decoded path instead, which names more than `/*`.
 */
export function routedPath(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  return pattern === undefined || pattern.endsWith('*') ? decodedPathname(request.url) : pattern;
}

/**
 * The path of a URL without its query or fragment, percent-decoded once (as the router does,
 * and `%2F` too): for a request no route took, so `/%77ps/nope` is answered like `/wps/nope`.
 * A URL that does not decode is the router's 400 before any hook; kept raw here if ever met.
 */
export function decodedPathname(url: string): string {
  const end = url.search(/[?#]/);
  const path = end === -1 ? url : url.slice(0, end);
  if (!path.includes('%')) return path;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
