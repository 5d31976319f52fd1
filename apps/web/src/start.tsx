import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { QueryClient } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/routes';
import { customerServiceQueryOptions } from './api/get-customer-service';
import { bootStatusOpen, systemStatusQueryOptions } from './api/get-system-status';
import { vendorCategoriesQueryOptions } from './api/get-vendor-categories';
import { installBootData } from './lib/boot-data';
import { initI18n, loadLanguageResources } from './lib/i18n/i18n';
import { warmIntlOffMainThread } from './lib/i18n/intl-warmup';
import { resolveStartupLanguage } from './lib/i18n/language';
import { readToken, writeMemberHint } from './lib/session';
import { showStartFailure } from './lib/start-failure';
import { startSlicing } from './lib/start-up-slices';
import { firstScreenElementId } from '@openlobby/contract/boot';
import type { Language } from '@openlobby/contract/language';
import { useSessionStore } from './stores/session-store';

/** A failed strings chunk is retried once (a deploy may have replaced it), then reported. */
function loadStrings(language: Language) {
  return loadLanguageResources(language).catch(() => loadLanguageResources(language));
}

/**
 * Resolves once the router has its first page's chunk (or gave up on it), or after
 * `maxWaitMs`: the first render then draws the whole page in one pass instead of the shell
 * first and the page a moment later. The HTML's static header shows meanwhile.
 */
function routerReady(router: DataRouter, maxWaitMs: number): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, maxWaitMs);
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) done();
    });
    function done() {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    }
  });
}

/** The app's start-up, run by `main.tsx` once the HTML's first screen is painted. */
export function start(root: HTMLElement) {
  const language = resolveStartupLanguage(localStorage);
  warmIntlOffMainThread(language);
  document.documentElement.lang = language;
  useSessionStore.getState().setLanguage(language);

  // The replies the server answered inside the HTML (ADR 015) serve the first reads.
  installBootData(document);
  // A tab still holding its token (a reload, a restored tab) keeps the server's hint (ADR
  // 057); a visitor's tab leaves it alone, as another tab may be a member's.
  if (readToken()) writeMemberHint(true);

  // The status call, the first page's chunk and its data start now; the first render waits
  // for the language's strings, which load beside them, and for the page's chunk.
  const queryClient = createQueryClient();
  const open = bootStatusOpen();
  void queryClient.prefetchQuery(systemStatusQueryOptions());
  // The shell's own reads (top navigation, right bar), answered in the HTML when it could;
  // none on a closed site, whose page shows neither.
  if (open) {
    void queryClient.prefetchQuery(vendorCategoriesQueryOptions(language));
    void queryClient.prefetchQuery(customerServiceQueryOptions());
  }
  const strings = loadStrings(language);
  // Handled below, a task later; this keeps a quick failure from being reported as unhandled.
  strings.catch(() => {});
  // The router (it starts the first page's chunk) in a task of its own as well.
  setTimeout(() => render(root, language, queryClient, strings), 0);
}

function render(
  root: HTMLElement,
  language: Language,
  queryClient: QueryClient,
  strings: ReturnType<typeof loadStrings>,
) {
  const router = createAppRouter(queryClient);
  Promise.all([strings, routerReady(router, 2000)]).then(
    ([resources]) => {
      initI18n(language, resources);
      // Preact draws a tree in one pass (a transition does not slice it, ADR 047): the
      // parts the first screen does not need are drawn in tasks after it (ADR 052).
      startSlicing();
      startTransition(() => {
        // The first screen the HTML drew (ADR 051) goes in the task that draws the page, so
        // no frame shows neither; the page's nodes are all new, so nothing is seen to move.
        document.getElementById(firstScreenElementId)?.remove();
        createRoot(root).render(
          <StrictMode>
            <App router={router} queryClient={queryClient} />
          </StrictMode>,
        );
      });
    },
    // Nothing translated can be shown without the strings.
    () => showStartFailure(root),
  );
}
