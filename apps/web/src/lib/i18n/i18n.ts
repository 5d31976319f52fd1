import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, type Language } from '@openlobby/contract/language';
import { en } from './locales/en';
import { homeEn } from './locales/home-en';
import { homePt } from './locales/home-pt';
import { noticesEn } from './locales/notices-en';
import { noticesPt } from './locales/notices-pt';
import { pt } from './locales/pt';
import { supportEn } from './locales/support-en';
import { supportPt } from './locales/support-pt';

/**
 * One i18next instance for the app. Both languages ship in the main chunk: together they
 * are a few kilobytes, less than the round trip a lazy language file would cost.
 */
export const i18n = i18next.createInstance();

export function initI18n(language: Language): typeof i18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: {
        pt: { translation: { ...pt, homePage: homePt, notices: noticesPt, support: supportPt } },
        en: { translation: { ...en, homePage: homeEn, notices: noticesEn, support: supportEn } },
      },
      lng: language,
      fallbackLng: defaultLanguage,
      // Resources are inline, so initialise synchronously and render translated at once.
      initAsync: false,
      interpolation: { escapeValue: false },
    });
  }
  return i18n;
}
