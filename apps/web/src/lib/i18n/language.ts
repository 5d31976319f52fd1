import {
  defaultLanguage,
  isSupportedLanguage,
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
  if (isSupportedLanguage(stored)) return stored;
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
