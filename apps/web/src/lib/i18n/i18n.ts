import i18next, { type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, type Language } from '@openlobby/contract/language';

/**
 * One i18next instance for the app. Each language is a chunk of its own, loaded before the
 * first render (beside the start-up status call, so it costs no round trip of its own) or
 * when the visitor switches: a visitor downloads only the language they read (P1).
 */
export const i18n = i18next.createInstance();

const bundles: Record<Language, () => Promise<ResourceLanguage>> = {
  pt: () => import('./locales/bundle-pt').then((m) => m.resources),
  en: () => import('./locales/bundle-en').then((m) => m.resources),
};

export function loadLanguageResources(language: Language): Promise<ResourceLanguage> {
  return bundles[language]();
}

/** Initialises synchronously with the language's strings already loaded. */
export function initI18n(language: Language, resources: ResourceLanguage): typeof i18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: { [language]: { translation: resources } },
      lng: language,
      fallbackLng: defaultLanguage,
      initAsync: false,
      interpolation: { escapeValue: false },
    });
  }
  return i18n;
}

/** Switches i18next to `language`, loading its strings first when they are not here yet. */
export async function changeI18nLanguage(language: Language): Promise<void> {
  if (!i18n.hasResourceBundle(language, 'translation')) {
    i18n.addResourceBundle(language, 'translation', await loadLanguageResources(language));
  }
  await i18n.changeLanguage(language);
}

const memberCentreBundles: Record<Language, () => Promise<ResourceLanguage>> = {
  pt: () => import('./locales/member-centre-bundle-pt').then((m) => m.memberCentreResources),
  en: () => import('./locales/member-centre-bundle-en').then((m) => m.memberCentreResources),
};
const memberCentreLoaded = new Set<Language>();

/** True once the member centre's strings of `language` are in (see loadMemberCentreStrings). */
export function hasMemberCentreStrings(language: Language): boolean {
  return memberCentreLoaded.has(language);
}

/**
 * Adds the member centre's strings of `language` (its frame, deposit, withdrawal, rewards)
 * to the language's bundle. They are a chunk of their own, fetched when the centre opens:
 * the first page of the site does not carry them (P1).
 */
export async function loadMemberCentreStrings(language: Language): Promise<void> {
  if (memberCentreLoaded.has(language)) return;
  const strings = await memberCentreBundles[language]();
  i18n.addResourceBundle(language, 'translation', strings, true, false);
  memberCentreLoaded.add(language);
}
