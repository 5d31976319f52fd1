import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { initI18n, i18n } from '../lib/i18n/i18n';
import { useSessionStore } from '../stores/session-store';

// Tests read English, the language most readers of the test output share.
initI18n('en');

beforeEach(async () => {
  sessionStorage.clear();
  localStorage.clear();
  useSessionStore.setState({ language: 'en', isLogin: false, loaderVisible: true });
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
});
