import type { PGlite } from '@electric-sql/pglite';

/**
 * drizzle-orm's PGlite driver sends its result parsers (timestamps, dates and intervals left
 * as text, which Drizzle maps itself) with every query, and PGlite merges them into its ~300
 * default parsers each time: about 0.2 ms a query on a 2-core machine, as much as the query
 * itself (measured for P6). So the client gets those parsers once, at creation, and the
 * copy sent with each query is dropped. No result changes.
 */
const textTypeOids = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];

/** The parsers drizzle-orm asks for, to give PGlite once at creation. */
export const drizzleTextParsers = Object.fromEntries(
  textTypeOids.map((oid) => [oid, (value: string) => value]),
);

const withTextParsers = new WeakSet<object>();

/** Marks a client created with `drizzleTextParsers`. */
export function markTextParsers(client: PGlite): PGlite {
  withTextParsers.add(client);
  return client;
}

/** The client as Drizzle should see it: per-query parsers dropped when already installed. */
export function forDrizzle(client: PGlite): PGlite {
  return withTextParsers.has(client) ? stripParsers(client) : client;
}

type Queryable = { query: (...args: unknown[]) => unknown };

function stripParsers<T extends object>(target: T): T {
  return new Proxy(target, {
    get(t, property) {
      if (property === 'query') {
        return (text: unknown, params: unknown, options?: { parsers?: object }) =>
          (t as unknown as Queryable).query(text, params, withoutKnownParsers(options));
      }
      if (property === 'transaction') {
        return (work: (tx: object) => unknown) =>
          (t as unknown as { transaction: (w: (tx: object) => unknown) => unknown }).transaction(
            (tx) => work(stripParsers(tx)),
          );
      }
      // PGlite keeps private state: its methods must run on the real object.
      const value: unknown = Reflect.get(t, property, t);
      return typeof value === 'function' ? value.bind(t) : value;
    },
  });
}

function withoutKnownParsers(options?: { parsers?: object }) {
  if (!options?.parsers) return options;
  const known = Object.keys(options.parsers).every((oid) => textTypeOids.includes(Number(oid)));
  if (!known) return options;
  const rest = { ...options };
  delete rest.parsers;
  return rest;
}
