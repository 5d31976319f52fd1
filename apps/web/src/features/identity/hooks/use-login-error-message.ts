import type { ErrorCode, errorMessages as catalogue } from '@openlobby/contract/error-codes';
import type { Language } from '@openlobby/contract/language';
import { useEffect, useState } from 'react';

type Catalogue = typeof catalogue;

/**
 * The message for a social sign-in's `?loginError=<code>`, in the member's language. The
 * catalogue holds every error code in both languages (about 8 KiB gzipped), and only a
 * sign-in that came back refused needs it: it is imported then, not with the login popup
 * (P1). `undefined` while it loads (nothing to announce yet); `null` for a code it does not
 * know (the caller says the generic "Login failed").
 */
export function useLoginErrorMessage(
  code: string | null,
  language: Language,
): string | null | undefined {
  const [messages, setMessages] = useState<Catalogue | 'unavailable' | null>(null);
  useEffect(() => {
    if (!code) return;
    let live = true;
    import('@openlobby/contract/error-codes').then(
      (module) => live && setMessages(() => module.errorMessages),
      // A chunk that failed to load (a deploy replaced it): the generic message still shows.
      () => live && setMessages('unavailable'),
    );
    return () => {
      live = false;
    };
  }, [code]);
  if (!code) return null;
  if (messages === null) return undefined;
  if (messages === 'unavailable' || !Object.hasOwn(messages, code)) return null;
  return messages[code as ErrorCode][language];
}
