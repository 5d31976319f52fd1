/** Languages the site speaks (spec §4 "Language", §9: default PT, supported PT and EN). */
export const supportedLanguages = ['pt', 'en'] as const;
export type Language = (typeof supportedLanguages)[number];
export const defaultLanguage: Language = 'pt';

/** Local-storage keys that hold the chosen language (spec §3 "Browser storage"). */
export const languageStorageKeys = ['lang', 'hisLang'] as const;

/** The cookie in which the web app mirrors the chosen language, for the server (ADR 015). */
export const languageCookieName = 'lang';

export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}

/**
 * Picks the language for a server reply from an Accept-Language header: the first
 * supported primary tag wins, else the default.
 */
export function languageFromAcceptLanguage(header: string | undefined): Language {
  if (!header) return defaultLanguage;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().split('-')[0];
    if (isSupportedLanguage(tag)) return tag;
  }
  return defaultLanguage;
}
