import {
  defaultLanguage,
  isSupportedLanguage,
  languageStorageKeys,
  type Language,
} from '@openlobby/contract/language';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { translate, type MessageKey } from './messages';

/** The site's language choice (`lang` in local storage, spec §3), shared with the game page. */
export function storedLanguage(): Language {
  try {
    const stored = localStorage.getItem(languageStorageKeys[0]);
    return isSupportedLanguage(stored) ? stored : defaultLanguage;
  } catch {
    return defaultLanguage;
  }
}

type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;
const LanguageContext = createContext<Language>(defaultLanguage);

/** Follows the site: switching language in the page around the game switches the game too. */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const [language, setLanguage] = useState<Language>(storedLanguage);
  useEffect(() => {
    const onStorage = () => setLanguage(storedLanguage());
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): Language {
  return useContext(LanguageContext);
}

export function useT(): Translate {
  const language = useLanguage();
  return (key, values) => translate(language, key, values);
}
