import { Suspense, useId, type ComponentType } from 'react';
import { AppDialog } from './app-dialog';
import { PageLoader } from './page-loader';
import { ViewBoundary } from './view-boundary';
import styles from './centre-overlay.module.css';

export type CentreMenuItem = {
  name: string;
  label: string;
  /** A count shown beside the entry when above 0, with its spoken text. */
  badge?: { count: number; spoken: string } | undefined;
};

type Props = {
  /** The dialog's name (AppDialog): `memberCentre`, `agentCentre`. */
  name: string;
  title: string;
  menuLabel: string;
  items: readonly CentreMenuItem[];
  /** The open view's name, one of `items`. */
  current: string | undefined;
  onOpen: (name: string) => void;
  onClose: () => void;
  /** The open view's component (lazy: it loads when first opened). */
  View: ComponentType | undefined;
};

/**
 * The overlay of spec §2 that the member centre and the agent centre share: a menu of
 * views on the left, the open view with its heading on the right, and a close button. A
 * view whose code fails to load stays inside its boundary.
 */
export function CentreOverlay({
  name,
  title,
  menuLabel,
  items,
  current,
  onOpen,
  onClose,
  View,
}: Props) {
  const headingId = useId();
  const currentLabel = items.find((i) => i.name === current)?.label;
  return (
    <AppDialog name={name} open size="wide" title={title} onClose={onClose}>
      <div className={styles.layout}>
        <nav className={styles.menu} aria-label={menuLabel}>
          <ul className={styles.menuList}>
            {items.map((item) => {
              const count = item.badge?.count ?? 0;
              return (
                <li key={item.name}>
                  <button
                    type="button"
                    className={styles.menuItem}
                    aria-current={item.name === current ? 'page' : undefined}
                    onClick={() => onOpen(item.name)}
                  >
                    <span>
                      {item.label}
                      {count > 0 && <span className="visually-hidden"> {item.badge!.spoken}</span>}
                    </span>
                    {count > 0 && (
                      <span className={styles.badge} aria-hidden="true">
                        {count}
                      </span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        </nav>
        <section className={styles.view} aria-labelledby={headingId}>
          {currentLabel && (
            <h2 id={headingId} className={styles.viewTitle}>
              {currentLabel}
            </h2>
          )}
          {View && (
            <ViewBoundary key={current}>
              <Suspense fallback={<PageLoader />}>
                <View />
              </Suspense>
            </ViewBoundary>
          )}
        </section>
      </div>
    </AppDialog>
  );
}
