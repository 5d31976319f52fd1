/** What a game page posts to its parent after each round (docs: the game iframe protocol). */
export const balanceMessageType = 'openlobby:balance';

/**
 * The message: after a round, and once when the game opens, with the balance the game's
 * own API reported (minor units) and its currency, so the game window can show it while it
 * covers the site's header.
 */
export type BalanceMessage = {
  type: typeof balanceMessageType;
  balance?: number;
  currency?: string;
};

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

/** The balance a (same-origin) balance message carries, if it carries a sane one. */
export function balanceOf(
  event: Pick<MessageEvent, 'origin' | 'data'>,
  origin: string,
): { balance: number; currency: string } | null {
  if (!isBalanceMessage(event, origin)) return null;
  const { balance, currency } = event.data as Partial<BalanceMessage>;
  if (typeof balance !== 'number' || !Number.isSafeInteger(balance)) return null;
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) return null;
  return { balance, currency };
}
