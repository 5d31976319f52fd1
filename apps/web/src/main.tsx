import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/routes';
import { initI18n } from './lib/i18n/i18n';
import { resolveStartupLanguage } from './lib/i18n/language';
import { useSessionStore } from './stores/session-store';
import './styles/global.css';

const language = resolveStartupLanguage(localStorage);
document.documentElement.lang = language;
useSessionStore.getState().setLanguage(language);
initI18n(language);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
createRoot(root).render(
  <StrictMode>
    <App router={createAppRouter(queryClient)} queryClient={queryClient} />
  </StrictMode>,
);
