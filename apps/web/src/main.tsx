import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/routes';
import { systemStatusQueryOptions } from './api/get-system-status';
import { initI18n, loadLanguageResources } from './lib/i18n/i18n';
import { resolveStartupLanguage } from './lib/i18n/language';
import { useSessionStore } from './stores/session-store';
import './styles/global.css';

const language = resolveStartupLanguage(localStorage);
document.documentElement.lang = language;
useSessionStore.getState().setLanguage(language);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The status call, the first page's chunk and its data start now; only the first render
// waits for the language's strings, which load beside them.
const queryClient = createQueryClient();
void queryClient.prefetchQuery(systemStatusQueryOptions());
const router = createAppRouter(queryClient);

/** A failed strings chunk is retried once (a deploy may have replaced it), then reported. */
function loadStrings() {
  return loadLanguageResources(language).catch(() => loadLanguageResources(language));
}

loadStrings().then(
  (resources) => {
    initI18n(language, resources);
    createRoot(root).render(
      <StrictMode>
        <App router={router} queryClient={queryClient} />
      </StrictMode>,
    );
  },
  () => {
    // Nothing translated can be shown without the strings: say so in both languages.
    root.textContent =
      'Falha de conexão, recarregue a página. / Connection failed, reload the page.';
    root.setAttribute('role', 'alert');
  },
);
