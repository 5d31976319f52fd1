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

const addStrings = (language: Language, strings: ResourceLanguage) =>
  i18n.addResourceBundle(language, 'translation', strings, true, false);

/**
 * Lazy strings that arrived before i18next was initialised (a first page's own, loaded
 * beside its chunk): `initI18n` adds them, so that page's first render has them.
 */
const beforeInit: Array<[Language, ResourceLanguage]> = [];

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
    for (const [lang, strings] of beforeInit.splice(0)) addStrings(lang, strings);
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

/**
 * Strings that arrive with the code that shows them rather than with the page (P1): the
 * member centre's (its frame, deposit, withdrawal, rewards), the identity dialogs' forms
 * the feedback dialog's, the agent centre's (with its login page and the contract modal),
 * the lottery pages' and the promotions page's (the reward centre's strings).
 * Each is added to its language's bundle, deep-merged under the same keys.
 */
const lazyStringSets = {
  memberCentre: {
    pt: () => import('./locales/member-centre-bundle-pt').then((m) => m.memberCentreResources),
    en: () => import('./locales/member-centre-bundle-en').then((m) => m.memberCentreResources),
  },
  feedback: {
    pt: () =>
      import('./locales/feedback-pt').then((m) => ({ support: { feedback: m.feedbackPt } })),
    en: () =>
      import('./locales/feedback-en').then((m) => ({ support: { feedback: m.feedbackEn } })),
  },
  agentCentre: {
    pt: () => import('./locales/agent-centre-pt').then((m) => ({ agentCentre: m.agentCentrePt })),
    en: () => import('./locales/agent-centre-en').then((m) => ({ agentCentre: m.agentCentreEn })),
  },
  identityForms: {
    pt: () => import('./locales/identity-forms-pt').then((m) => ({ identity: m.identityFormsPt })),
    en: () => import('./locales/identity-forms-en').then((m) => ({ identity: m.identityFormsEn })),
  },
  lottery: {
    pt: () => import('./locales/lottery-pt').then((m) => ({ lottery: m.lotteryPt })),
    en: () => import('./locales/lottery-en').then((m) => ({ lottery: m.lotteryEn })),
  },
  /** The /promotions page: the reward centre's strings, which its cards and actions share. */
  promotions: {
    pt: () => import('./locales/rewards-pt').then((m) => ({ rewards: m.rewardsPt })),
    en: () => import('./locales/rewards-en').then((m) => ({ rewards: m.rewardsEn })),
  },
  /** The raffles on the promotions page (ADR 039). */
  raffle: {
    pt: () => import('./locales/raffle-pt').then((m) => ({ raffle: m.rafflePt })),
    en: () => import('./locales/raffle-en').then((m) => ({ raffle: m.raffleEn })),
  },
  records: {
    pt: () => import('./locales/records-pt').then((m) => ({ records: m.recordsPt })),
    en: () => import('./locales/records-en').then((m) => ({ records: m.recordsEn })),
  },
  vip: {
    pt: () => import('./locales/vip-pt').then((m) => ({ vip: m.vipPt })),
    en: () => import('./locales/vip-en').then((m) => ({ vip: m.vipEn })),
  },
  playSession: {
    pt: () => import('./locales/play-session-pt').then((m) => ({ playSession: m.playSessionPt })),
    en: () => import('./locales/play-session-en').then((m) => ({ playSession: m.playSessionEn })),
  },
} satisfies Record<string, Record<Language, () => Promise<ResourceLanguage>>>;

export type LazyStringSet = keyof typeof lazyStringSets;

const lazyLoaded = new Set<string>();

/** True once the strings of `set` in `language` are in (see loadLazyStrings). */
export function hasLazyStrings(set: LazyStringSet, language: Language): boolean {
  return lazyLoaded.has(`${set}:${language}`);
}

/** Fetches the strings of `set` in `language` once and adds them to that language's bundle. */
export async function loadLazyStrings(set: LazyStringSet, language: Language): Promise<void> {
  if (hasLazyStrings(set, language)) return;
  const strings = await lazyStringSets[set][language]();
  if (i18n.isInitialized) addStrings(language, strings);
  else beforeInit.push([language, strings]);
  lazyLoaded.add(`${set}:${language}`);
}
