import { routePaths } from '@openlobby/contract/routes';
import { Eye, EyeOff, LogOut, ShieldCheck, UserRound } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSessionStore } from '../../../stores/session-store';
import { useWalletBalance } from '../../../api/get-wallet-balance';
import { formatMoney } from '../../../lib/format-money';
import { useEndSession } from '../hooks/use-end-session';
import { openMemberCentre } from '../../../components/open-member-centre';
import styles from './header-identity.module.css';

const ConfirmDialog = lazy(() =>
  import('../../../components/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })),
);

/**
 * The header's member info (spec §2): account (which opens the member centre), balance
 * with show/hide, deposit, security, logout. Every part keeps its final size from the first
 * paint (P2, no layout shift): the icon's circle, the account's and the balance's widths are
 * fixed, and placeholders of the same size stand in until the member info and balance arrive.
 */
export function HeaderMemberInfo() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const member = useSessionStore((s) => s.member);
  const language = useSessionStore((s) => s.language);
  const [balanceShown, setBalanceShown] = useState(true);
  const [confirming, setConfirming] = useState(false);
  const balance = useWalletBalance(member !== null);

  const endSession = useEndSession();

  const onLogout = async () => {
    setConfirming(false);
    await endSession();
    await navigate(routePaths.home);
  };

  // Spec §9: two decimals and thousands separators, in the reader's language. The query
  // refetches on focus and when a game reports a finished round (the game popup).
  const amount = balance.data
    ? formatMoney(balance.data.balance, language, balance.data.currency)
    : '—';

  return (
    <div className={styles.memberInfo}>
      <span className={styles.memberIcon} aria-hidden={member?.iconUrl ? undefined : true}>
        {member?.iconUrl ? (
          <img src={member.iconUrl} alt={t('identity.member.icon')} width={28} height={28} />
        ) : (
          <UserRound size={18} strokeWidth={1.75} />
        )}
      </span>
      <button
        type="button"
        className={`${styles.account} ${styles.accountButton}`}
        onClick={() => openMemberCentre()}
      >
        <span className="visually-hidden">{t('identity.member.memberCentre')}: </span>
        {member ? member.account : <span className={styles.skeleton} aria-hidden="true" />}
      </button>
      <span className={styles.balance}>
        <span className="visually-hidden">{t('identity.member.balance')}: </span>
        <span className={styles.amount} data-testid="balance">
          {balanceShown ? amount : '••••'}
        </span>
        <button
          type="button"
          className={styles.iconButton}
          aria-pressed={!balanceShown}
          aria-label={
            balanceShown ? t('identity.member.hideBalance') : t('identity.member.showBalance')
          }
          onClick={() => setBalanceShown((shown) => !shown)}
        >
          {balanceShown ? (
            <Eye aria-hidden="true" size={16} strokeWidth={1.75} />
          ) : (
            <EyeOff aria-hidden="true" size={16} strokeWidth={1.75} />
          )}
        </button>
      </span>
      <button
        type="button"
        className={`button button-primary ${styles.wideOnly}`}
        onClick={() => openMemberCentre('depositv2')}
      >
        {t('identity.member.deposit')}
      </button>
      <button
        type="button"
        className={`button ${styles.wideOnly} header-compact`}
        // Security lives in my account (securityCenter); this is its shortcut. Trial members
        // are kept out of the member centre (spec §6), which openMemberCentre checks.
        onClick={() => openMemberCentre('securityCenter')}
      >
        <ShieldCheck
          className="header-compact-icon"
          aria-hidden="true"
          size={18}
          strokeWidth={1.75}
        />
        <span className="header-compact-label">{t('identity.member.security')}</span>
      </button>
      <button
        type="button"
        className={`button ${styles.logout}`}
        onClick={() => setConfirming(true)}
      >
        <LogOut className={styles.logoutIcon} aria-hidden="true" size={18} strokeWidth={1.75} />
        <span className="phone-hidden-text">{t('identity.member.logout')}</span>
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
