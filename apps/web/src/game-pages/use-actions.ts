import { useState } from 'react';
import { GameApiError } from './api';

/**
 * One action at a time per page: a busy flag for the controls, and the refusal's message
 * (already in the player's language). A refusal for want of money carries the balance.
 */
export function useActions(setBalance: (balance: number) => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function act<T>(call: () => Promise<T>): Promise<T | undefined> {
    setBusy(true);
    setError(null);
    try {
      return await call();
    } catch (caught) {
      if (caught instanceof GameApiError) {
        setError(caught.message);
        const balance = caught.value?.balance;
        if (typeof balance === 'number') setBalance(balance);
      } else {
        setError(String(caught));
      }
      return undefined;
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, act };
}
