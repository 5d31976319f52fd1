import type { Language } from '@openlobby/contract/language';

/** Locale Intl formats with for each site language (Portuguese as spoken in Brazil). */
export const intlLocales: Record<Language, string> = { pt: 'pt-BR', en: 'en-GB' };
