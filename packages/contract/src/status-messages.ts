import type { Language } from './language';

/**
 * The messages of the two site-wide refusals (maintenance, region block), which the status
 * pages show as text and the server sends as envelope messages. A module of their own so
 * the browser's language bundles take these two without the whole error catalogue (P1);
 * `error-codes.ts` uses the same objects, so the texts cannot drift.
 */
export const maintenanceMessage: Record<Language, string> = {
  en: 'The system is under maintenance.',
  pt: 'O sistema está em manutenção.',
};

export const regionBlockedMessage: Record<Language, string> = {
  en: 'Access is restricted from your IP address or location.',
  pt: 'O acesso é restrito a partir do seu endereço IP ou localização.',
};
