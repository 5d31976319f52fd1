/** A reply carrying the server's clock, with the local instant it arrived at. */
export type Clocked<T extends { serverTime: string }> = T & {
  /** `Date.now()` when the reply arrived: serverTime − receivedAt corrects the local clock. */
  receivedAt: number;
};

export function withClock<T extends { serverTime: string }>(reply: T): Clocked<T> {
  return { ...reply, receivedAt: Date.now() };
}

/** Milliseconds to add to `Date.now()` to read the server's clock (0 when unknown). */
export function clockOffset(reply: { serverTime: string; receivedAt: number } | undefined): number {
  if (!reply) return 0;
  const server = Date.parse(reply.serverTime);
  return Number.isNaN(server) ? 0 : server - reply.receivedAt;
}
