import { useMemo, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { productTypeForPath } from '@openlobby/contract/product-types';
import { useVendorCategories } from '../../../api/get-vendor-categories';
import { apiUrl } from '../../../lib/config';
import { fromTopNavState } from '../../../lib/navigation-state';
import { useSessionStore } from '../../../stores/session-store';
import { buildNavEntries, type NavEntry } from '../utils/build-nav-entries';
import { NavIcon } from './nav-icons';
import styles from './top-nav.module.css';

/**
 * A pointer click leaves focus on the link, which would keep its drop-down open (it opens
 * on focus for keyboard users). `detail` is 0 for keyboard activation, which keeps focus.
 */
function releasePointerFocus(event: MouseEvent<HTMLAnchorElement>): void {
  if (event.detail > 0) event.currentTarget.blur();
}

function isActive(entry: NavEntry, pathname: string): boolean {
  const current = pathname.toLowerCase();
  if (entry.pathname.toLowerCase() === current) return true;
  // Sub-pages of a product (e.g. /sports/...) keep their product's entry highlighted.
  const product = productTypeForPath(pathname);
  return product !== undefined && product === productTypeForPath(entry.pathname);
}

/**
 * Main game navigation (spec §2 "Top navigation"), built from the vendor categories: one
 * row of icon-and-title entries. An entry's vendor drop-down opens on hover and on focus;
 * a click in the entry (the title or a vendor) or Escape closes it until the pointer
 * leaves the entry or focus comes back into it from outside, so it never stays over the
 * page it opened (issue 19). A drop-down's vendors are drawn when it first opens.
 */
export function TopNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isLogin = useSessionStore((s) => s.isLogin);
  const { data: categories } = useVendorCategories();
  const entries = useMemo(
    () => buildNavEntries(categories ?? [], { isLogin }),
    [categories, isLogin],
  );
  // The entry whose drop-down was closed by a click or Escape.
  const [closedKey, setClosedKey] = useState<string | null>(null);
  // Entries whose drop-down has been drawn: a drop-down is drawn the first time its entry is
  // hovered or focused, not with the page. The four menus are more than half of the shell's
  // elements, and a phone never opens them (P2: the first render's blocking time).
  const [drawn, setDrawn] = useState<ReadonlySet<string>>(() => new Set());
  const draw = (key: string) => {
    if (!drawn.has(key)) setDrawn((keys) => new Set(keys).add(key));
  };

  const onMenuKeyDown = (key: string) => (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape' || closedKey === key) return;
    event.preventDefault();
    setClosedKey(key);
    // Back to the entry's title: the next Tab moves on to the next entry.
    event.currentTarget.querySelector<HTMLAnchorElement>('a')?.focus();
  };
  const onEntryFocus = (key: string) => (event: FocusEvent<HTMLLIElement>) => {
    draw(key);
    const from = event.relatedTarget;
    if (closedKey === key && !(from instanceof Node && event.currentTarget.contains(from)))
      setClosedKey(null);
  };
  const onLinkClick = (key: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    releasePointerFocus(event);
    setClosedKey(key);
  };

  return (
    <nav aria-label={t('navigation.label')} className={styles.nav}>
      <ul className={styles.list}>
        {entries.map((entry) => {
          const title = entry.titleKey ? t(entry.titleKey) : (entry.title ?? entry.key);
          const active = isActive(entry, pathname);
          const closed = closedKey === entry.key;
          return (
            <li
              key={entry.key}
              className={styles.item}
              onKeyDown={onMenuKeyDown(entry.key)}
              onFocus={onEntryFocus(entry.key)}
              onMouseEnter={() => draw(entry.key)}
              onMouseLeave={closed ? () => setClosedKey(null) : undefined}
            >
              <Link
                to={entry.to}
                state={fromTopNavState}
                onClick={onLinkClick(entry.key)}
                className={active ? `${styles.link} ${styles.active}` : styles.link}
                aria-current={active ? 'page' : undefined}
              >
                <NavIcon entryKey={entry.key} />
                <span>{title}</span>
              </Link>
              {entry.vendors.length > 0 && drawn.has(entry.key) && (
                // Named by the entry's title alone, so it never shares a name with a page's
                // own provider list.
                <ul className={styles.menu} aria-label={title} hidden={closed || undefined}>
                  {entry.vendors.map((vendor) => (
                    <li key={vendor.vassalage}>
                      <Link
                        to={vendor.to}
                        state={fromTopNavState}
                        onClick={onLinkClick(entry.key)}
                        className={styles.vendor}
                      >
                        <img
                          src={apiUrl(vendor.imageUrl)}
                          alt=""
                          width={64}
                          height={32}
                          loading="lazy"
                          decoding="async"
                        />
                        <span>{vendor.vendorName}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
