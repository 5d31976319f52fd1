/** A reply carrying the server's clock, with the local instant it arrived at. */
export type Clocked<T extends { serverTime: string }> = T & {
  /** `Date.now()` when the reply arrived: serverTime − receivedAt corrects the local clock. */
  receivedAt: number;
};

/**
 * A clocked read: `read` is handed the `onReceived` of `apiGet`, so a reply answered inside
 * the HTML (ADR 015) counts from the HTML's arrival, not from when the app took it.
 */
export async function withClock<T extends { serverTime: string }>(
  read: (onReceived: (at: number) => void) => Promise<T>,
): Promise<Clocked<T>> {
  let receivedAt = Date.now();
  const reply = await read((at) => {
    receivedAt = at;
  });
  return { ...reply, receivedAt };
}

/** Milliseconds to add to `Date.now()` to read the server's clock (0 when unknown). */
export function clockOffset(reply: { serverTime: string; receivedAt: number } | undefined): number {
  if (!reply) return 0;
  const server = Date.parse(reply.serverTime);
  return Number.isNaN(server) ? 0 : server - reply.receivedAt;
}
