/** What a game page posts to its parent after each round (docs: the game iframe protocol). */
export const balanceMessageType = 'openlobby:balance';

/**
 * True for a same-origin `{ type: 'openlobby:balance' }` message. Other origins are
 * ignored: any page could post one, and a refetch per message would be theirs to trigger.
 */
export function isBalanceMessage(event: Pick<MessageEvent, 'origin' | 'data'>, origin: string) {
  const data: unknown = event.data;
  return (
    event.origin === origin &&
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === balanceMessageType
  );
}
