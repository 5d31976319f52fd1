import { cleanup, configure } from '@testing-library/react';
import { options } from 'preact';
import { afterEach, beforeEach } from 'vitest';
import { initI18n, i18n } from '../lib/i18n/i18n';
import { resources as en } from '../lib/i18n/locales/bundle-en';
import { resources as pt } from '../lib/i18n/locales/bundle-pt';
import { memberCentreResources as memberCentreEn } from '../lib/i18n/locales/member-centre-bundle-en';
import { memberCentreResources as memberCentrePt } from '../lib/i18n/locales/member-centre-bundle-pt';
import { feedbackEn } from '../lib/i18n/locales/feedback-en';
import { feedbackPt } from '../lib/i18n/locales/feedback-pt';
import { agentCentreEn } from '../lib/i18n/locales/agent-centre-en';
import { agentCentrePt } from '../lib/i18n/locales/agent-centre-pt';
import { identityFormsEn } from '../lib/i18n/locales/identity-forms-en';
import { identityFormsPt } from '../lib/i18n/locales/identity-forms-pt';
import { lotteryEn } from '../lib/i18n/locales/lottery-en';
import { lotteryPt } from '../lib/i18n/locales/lottery-pt';
import { playSessionEn } from '../lib/i18n/locales/play-session-en';
import { playSessionPt } from '../lib/i18n/locales/play-session-pt';
import { useSessionStore } from '../stores/session-store';
import { installDialogPolyfill } from './dialog-polyfill';

installDialogPolyfill();

// Preact runs effects after the next paint (a frame or a 35 ms timer). jsdom never paints,
// and tests that fake the timers would then never see an effect that follows an update made
// outside `act` (a resolved request): run them a microtask later instead, as a test
// environment of React does.
options.requestAnimationFrame = (callback) => queueMicrotask(callback);

// findBy* waits up to 5 s instead of 1 s: on a busy 2-core CI machine a view's first render
// (lazy strings, a mocked fetch, React's scheduling) has been seen to take over a second.
configure({ asyncUtilTimeout: 5_000 });

// Tests read English, the language most readers of the test output share.
// The member centre's and the identity dialogs' strings arrive with their code in the app
// (lib/i18n/i18n.ts, lazyStringSets); here they are simply in.
initI18n('en', { ...en, ...memberCentreEn });
i18n.addResourceBundle('en', 'translation', { identity: identityFormsEn }, true, false);
i18n.addResourceBundle('en', 'translation', { support: { feedback: feedbackEn } }, true, false);
i18n.addResourceBundle('en', 'translation', { agentCentre: agentCentreEn }, true, false);
i18n.addResourceBundle('en', 'translation', { lottery: lotteryEn }, true, false);
i18n.addResourceBundle('en', 'translation', { playSession: playSessionEn }, true, false);
i18n.addResourceBundle('pt', 'translation', { ...pt, ...memberCentrePt });
i18n.addResourceBundle('pt', 'translation', { identity: identityFormsPt }, true, false);
i18n.addResourceBundle('pt', 'translation', { support: { feedback: feedbackPt } }, true, false);
i18n.addResourceBundle('pt', 'translation', { agentCentre: agentCentrePt }, true, false);
i18n.addResourceBundle('pt', 'translation', { lottery: lotteryPt }, true, false);
i18n.addResourceBundle('pt', 'translation', { playSession: playSessionPt }, true, false);

beforeEach(async () => {
  sessionStorage.clear();
  localStorage.clear();
  useSessionStore.setState({ language: 'en', isLogin: false, loaderVisible: true });
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
});
