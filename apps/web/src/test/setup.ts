import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { initI18n, i18n } from '../lib/i18n/i18n';
import { resources as en } from '../lib/i18n/locales/bundle-en';
import { resources as pt } from '../lib/i18n/locales/bundle-pt';
import { memberCentreResources as memberCentreEn } from '../lib/i18n/locales/member-centre-bundle-en';
import { memberCentreResources as memberCentrePt } from '../lib/i18n/locales/member-centre-bundle-pt';
import { useSessionStore } from '../stores/session-store';
import { installDialogPolyfill } from './dialog-polyfill';

installDialogPolyfill();

// Tests read English, the language most readers of the test output share.
// The member centre's strings arrive with the centre in the app; here they are simply in.
initI18n('en', { ...en, ...memberCentreEn });
i18n.addResourceBundle('pt', 'translation', { ...pt, ...memberCentrePt });

beforeEach(async () => {
  sessionStorage.clear();
  localStorage.clear();
  useSessionStore.setState({ language: 'en', isLogin: false, loaderVisible: true });
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
});
