import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { RouterProvider, type DataRouter } from 'react-router';
import { TopErrorBoundary } from './errors/top-error-boundary';
import { PushEvents } from './push-events';
import { StatusGate } from './status-gate';

/** Providers, then the status gate, then the routes. */
export function App({ router, queryClient }: { router: DataRouter; queryClient: QueryClient }) {
  return (
    <TopErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <PushEvents />
        <StatusGate>
          {/* What react-router/dom adds, done here so one copy of the router runs everywhere
              (tests resolve react-router/dom to a second copy with its own contexts). */}
          <RouterProvider router={router} flushSync={(update) => void flushSync(update)} />
        </StatusGate>
      </QueryClientProvider>
    </TopErrorBoundary>
  );
}
