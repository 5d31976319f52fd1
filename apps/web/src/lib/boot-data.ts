import { bootDataElementId, type BootData, type BootReply } from '@openlobby/contract/boot';

/**
 * The API replies the server put in the page's HTML (ADR 015), each taken at most once:
 * the first read of a request is answered from here, every later one (a refetch, a retry)
 * goes to the network.
 */
const replies = new Map<string, BootReply>();

/** Reads the HTML's boot data block into the store and removes it from the page. */
export function installBootData(doc: Document): void {
  const element = doc.getElementById(bootDataElementId);
  if (!element) return;
  element.remove();
  try {
    const data = JSON.parse(element.textContent ?? '') as BootData;
    for (const [key, reply] of Object.entries(data.replies ?? {})) replies.set(key, reply);
  } catch {
    // A broken block only costs the round trips it would have saved.
  }
}

/**
 * The boot reply for a request key, if one is left. `member` says the request carries a
 * member token: a reply made for a visitor is then not theirs (it is dropped all the same).
 */
export function takeBootReply(key: string, member: boolean): BootReply | undefined {
  const reply = replies.get(key);
  if (!reply) return undefined;
  replies.delete(key);
  return member && reply.visitorOnly ? undefined : reply;
}

/** The boot reply for a request key, left in place for the read that takes it. */
export function peekBootReply(key: string): BootReply | undefined {
  return replies.get(key);
}

/**
 * When the HTML (and so every boot reply) arrived, on `Date.now()`'s clock: a reply that
 * carries the server's time was written then, not when the app took it a moment later.
 */
export function bootDataReceivedAt(): number {
  const navigation = performance.getEntriesByType?.('navigation')[0] as
    PerformanceNavigationTiming | undefined;
  return navigation && navigation.responseStart > 0
    ? performance.timeOrigin + navigation.responseStart
    : Date.now();
}

/** Forgets every boot reply (tests). */
export function clearBootData(): void {
  replies.clear();
}
