import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { App } from '../app/app';
import { createAppRoutes } from '../app/routes';
import { fakeApi } from './fixtures';

/** Renders the whole app at `path` against a fake API answering `values` by path. */
export function renderApp(path: string, values: Record<string, unknown>) {
  const fetchMock = vi.fn(fakeApi(values));
  vi.stubGlobal('fetch', fetchMock);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(createAppRoutes(queryClient), { initialEntries: [path] });
  const view = render(<App router={router} queryClient={queryClient} />);
  return { ...view, router, fetchMock };
}
