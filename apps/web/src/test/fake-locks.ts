import type { LockRequester } from '../lib/push/push-channel';

/**
 * The Web Locks API in memory, shared by the tabs of one test: each lock is held by one
 * request at a time, the others wait in order; `crash` frees a tab's locks the way the
 * browser does when the tab closes or dies, without any of its code running.
 */
export function fakeLocks() {
  type Waiter = { name: string; tab: string; grant: () => void };
  const held = new Map<string, { tab: string; free: () => void }>();
  const waiting: Waiter[] = [];
  const next = (name: string) => {
    if (held.has(name)) return;
    const i = waiting.findIndex((w) => w.name === name);
    if (i >= 0) waiting.splice(i, 1)[0]!.grant();
  };
  return {
    tab: (tab: string): LockRequester => ({
      request: (name, { signal }, callback) =>
        new Promise((resolve, reject) => {
          const waiter: Waiter = {
            name,
            tab,
            grant: () => {
              let freed = false;
              const free = () => {
                if (freed) return;
                freed = true;
                held.delete(name);
                next(name);
              };
              held.set(name, { tab, free });
              void Promise.resolve().then(callback).then(resolve, reject).finally(free);
            },
          };
          signal?.addEventListener('abort', () => {
            const i = waiting.indexOf(waiter);
            if (i < 0) return;
            waiting.splice(i, 1);
            reject(new DOMException('aborted', 'AbortError'));
          });
          waiting.push(waiter);
          next(name);
        }),
    }),
    holder: (name: string) => held.get(name)?.tab ?? null,
    crash: (tab: string) => {
      for (const [, lock] of held) if (lock.tab === tab) lock.free();
    },
  };
}
