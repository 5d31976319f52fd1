import { fieldMessages } from '@openlobby/contract/identity/field-rules';
import type { Language } from '@openlobby/contract/language';
import { useSessionStore } from '../../../stores/session-store';

/** The fixed field messages of spec §5, in the current language (one copy: the contract's). */
export function useFieldMessages(): Record<keyof typeof fieldMessages, string> & {
  language: Language;
} {
  const language = useSessionStore((s) => s.language);
  const messages = Object.fromEntries(
    Object.entries(fieldMessages).map(([key, text]) => [key, text[language]]),
  ) as Record<keyof typeof fieldMessages, string>;
  return { ...messages, language };
}
