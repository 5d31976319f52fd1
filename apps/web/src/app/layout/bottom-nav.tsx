import { routePaths } from '@openlobby/contract/routes';
import { productTypeForPath } from '@openlobby/contract/product-types';
import { Gamepad2, Gift, House, UserRound, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { openMemberCentre } from '../../components/open-member-centre';
import styles from './bottom-nav.module.css';

const iconProps = { 'aria-hidden': true, size: 22, strokeWidth: 1.75 } as const;

/** True on a page of games: a game list, a game centre or a lottery (the Games entry). */
function isGamesPage(pathname: string): boolean {
  return pathname === routePaths.hot || productTypeForPath(pathname) !== undefined;
}

function Entry({
  to,
  current,
  icon,
  label,
}: {
  to: string;
  current: boolean;
  icon: ReactNode;
  label: string;
}) {
  return (
    <li>
      <Link to={to} className={styles.entry} aria-current={current ? 'page' : undefined}>
        {icon}
        <span>{label}</span>
      </Link>
    </li>
  );
}

/**
 * The phones' bottom navigation (issue 19, ADR 041): home, games, promotions, deposit and
 * account, as casino apps have it. Shown by CSS only at 768 px and below, so no script
 * decides the layout (no shift, P2). Deposit and account open the member centre's views as
 * the header does; a visitor gets the login popup instead (openMemberCentre's guard).
 */
export function BottomNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav className={styles.bar} aria-label={t('navigation.bottom.label')}>
      <ul className={styles.list}>
        <Entry
          to={routePaths.home}
          current={pathname === routePaths.home}
          icon={<House {...iconProps} />}
          label={t('navigation.bottom.home')}
        />
        <Entry
          to={routePaths.hot}
          current={isGamesPage(pathname)}
          icon={<Gamepad2 {...iconProps} />}
          label={t('navigation.bottom.games')}
        />
        <Entry
          to={routePaths.promotions}
          current={pathname === routePaths.promotions}
          icon={<Gift {...iconProps} />}
          label={t('navigation.bottom.promotions')}
        />
        <li>
          <button
            type="button"
            className={styles.entry}
            onClick={() => openMemberCentre('depositv2')}
          >
            <Wallet {...iconProps} />
            <span>{t('navigation.bottom.deposit')}</span>
          </button>
        </li>
        <li>
          <button type="button" className={styles.entry} onClick={() => openMemberCentre()}>
            <UserRound {...iconProps} />
            <span>{t('navigation.bottom.account')}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
