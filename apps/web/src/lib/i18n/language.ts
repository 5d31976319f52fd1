import {
  defaultLanguage,
  isSupportedLanguage,
  languageCookieName,
  languageStorageKeys,
  type Language,
} from '@openlobby/contract/language';
import { useSessionStore } from '../../stores/session-store';
import { changeI18nLanguage } from './i18n';

function storeLanguage(storage: Storage, language: Language): void {
  try {
    for (const key of languageStorageKeys) storage.setItem(key, language);
  } catch {
    // Without storage the choice lasts for this page only.
  }
  mirrorToCookie(language);
}

/**
 * The server reads the choice from a cookie to answer the first reads in the page's
 * language inside its HTML (ADR 015); kept a year, like the stored choice.
 */
function mirrorToCookie(language: Language): void {
  document.cookie = `${languageCookieName}=${language}; path=/; max-age=31536000; samesite=lax`;
}

function readStoredLanguage(storage: Storage): string | null {
  try {
    return storage.getItem(languageStorageKeys[0]);
  } catch {
    return null;
  }
}

/**
 * Spec §4 "Language": the stored language is used only if supported; otherwise the
 * default is stored (in both `lang` and `hisLang`) and used.
 */
export function resolveStartupLanguage(storage: Storage): Language {
  const stored = readStoredLanguage(storage);
  if (isSupportedLanguage(stored)) {
    mirrorToCookie(stored);
    return stored;
  }
  storeLanguage(storage, defaultLanguage);
  return defaultLanguage;
}

/** Switches every visible string, the <html lang>, the store and the stored choice. */
export function applyLanguage(language: Language): void {
  storeLanguage(localStorage, language);
  document.documentElement.lang = language;
  useSessionStore.getState().setLanguage(language);
  void changeI18nLanguage(language);
}
