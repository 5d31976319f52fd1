import { lazy, Suspense, type ReactNode } from 'react';
import { SystemStatus } from '@openlobby/contract/system-status';
import { useSystemStatus } from '../api/get-system-status';
import { PageLoader } from '../components/page-loader';
import { StatusErrorPage } from '../features/system-status/components/status-error-page';
import { BrandMark, HeaderFrame } from './layout/header-frame';

// Pages a site shows only while it is closed: not in every visitor's first load (P1).
const MaintenancePage = lazy(() =>
  import('../features/system-status/components/maintenance-page').then((m) => ({
    default: m.MaintenancePage,
  })),
);
const RegionBlockedPage = lazy(() =>
  import('../features/system-status/components/region-blocked-page').then((m) => ({
    default: m.RegionBlockedPage,
  })),
);

function GateShell({ children }: { children: ReactNode }) {
  return (
    <div className="app">
      <HeaderFrame
        brand={(label) => (
          <a href="/" className="brand">
            <BrandMark />
            <span className="phone-hidden-text">{label}</span>
          </a>
        )}
      />
      <Suspense fallback={<PageLoader fullScreen />}>{children}</Suspense>
    </div>
  );
}

/**
 * Spec §4 "System status": the permission info decides whether the site shows at all.
 * Maintenance replaces every route and wins over a region block.
 */
export function StatusGate({ children }: { children: ReactNode }) {
  const query = useSystemStatus();

  if (query.isPending) {
    return (
      <GateShell>
        <PageLoader fullScreen />
      </GateShell>
    );
  }
  if (query.isError) {
    return (
      <GateShell>
        <StatusErrorPage onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </GateShell>
    );
  }
  const info = query.data;
  if (info.status === SystemStatus.Maintenance || info.maintenance) {
    return (
      <GateShell>
        <MaintenancePage info={info} />
      </GateShell>
    );
  }
  if (info.status === SystemStatus.RegionBlocked) {
    return (
      <GateShell>
        <RegionBlockedPage info={info} />
      </GateShell>
    );
  }
  return children;
}
