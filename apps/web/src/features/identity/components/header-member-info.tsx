import { routePaths } from '@openlobby/contract/routes';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { clearLocalSession } from '../../../lib/session';
import { useSessionStore } from '../../../stores/session-store';
import { useWalletBalance } from '../../../api/get-wallet-balance';
import { formatMoney } from '../../../lib/format-money';
import { logout } from '../api/logout';
import { openMemberCentre } from '../../../components/open-member-centre';
import styles from './header-identity.module.css';

const ConfirmDialog = lazy(() =>
  import('../../../components/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })),
);

/**
 * The header's member info (spec §2): account (which opens the member centre), balance
 * with show/hide, deposit, security, logout.
 */
export function HeaderMemberInfo() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const member = useSessionStore((s) => s.member);
  const language = useSessionStore((s) => s.language);
  const [balanceShown, setBalanceShown] = useState(true);
  const [confirming, setConfirming] = useState(false);
  const balance = useWalletBalance(member !== null);

  const onLogout = async () => {
    setConfirming(false);
    try {
      await logout();
    } catch {
      // The session ends in this tab whatever the server answered.
    }
    clearLocalSession();
    // A member's own data is keyed under `member` or `wallet` (docs/architecture.md), so
    // nothing read for this member is shown to the next one in this tab.
    queryClient.removeQueries({ queryKey: ['member'] });
    queryClient.removeQueries({ queryKey: ['wallet'] });
    await navigate(routePaths.home);
  };

  // Spec §9: two decimals and thousands separators, in the reader's language. The query
  // refetches on focus and when a game reports a finished round (the game popup).
  const amount = balance.data
    ? formatMoney(balance.data.balance, language, balance.data.currency)
    : '—';

  return (
    <div className={styles.memberInfo}>
      {member?.iconUrl && (
        <img
          className={styles.memberIcon}
          src={member.iconUrl}
          alt={t('identity.member.icon')}
          width={28}
          height={28}
        />
      )}
      <button
        type="button"
        className={`${styles.account} ${styles.accountButton}`}
        onClick={() => openMemberCentre()}
      >
        <span className="visually-hidden">{t('identity.member.memberCentre')}: </span>
        {member?.account ?? '…'}
      </button>
      <span className={styles.balance}>
        <span className="visually-hidden">{t('identity.member.balance')}: </span>
        <span data-testid="balance">{balanceShown ? amount : '••••'}</span>
        <button
          type="button"
          className={styles.iconButton}
          aria-pressed={!balanceShown}
          aria-label={
            balanceShown ? t('identity.member.hideBalance') : t('identity.member.showBalance')
          }
          onClick={() => setBalanceShown((shown) => !shown)}
        >
          <span aria-hidden="true">{balanceShown ? '◉' : '◎'}</span>
        </button>
      </span>
      <button
        type="button"
        className="button button-primary"
        onClick={() => openMemberCentre('depositv2')}
      >
        {t('identity.member.deposit')}
      </button>
      <button
        type="button"
        className="button"
        // Security lives in my account (securityCenter); this is its shortcut. Trial members
        // are kept out of the member centre (spec §6), which openMemberCentre checks.
        onClick={() => openMemberCentre('securityCenter')}
      >
        {t('identity.member.security')}
      </button>
      <button type="button" className="button" onClick={() => setConfirming(true)}>
        {t('identity.member.logout')}
      </button>
      {confirming && (
        <Suspense fallback={null}>
          <ConfirmDialog
            name="logoutConfirm"
            message={t('identity.member.logoutConfirm')}
            onConfirm={() => void onLogout()}
            onCancel={() => setConfirming(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
