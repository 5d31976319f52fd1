import { loginRequiredRoutes, routeNameForPath, routePaths } from '@openlobby/contract/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ApiError } from '../../../lib/api-client';
import { readToken, writeToken } from '../../../lib/session';
import { useSessionStore } from '../../../stores/session-store';
import { getMemberInfoAs } from '../api/get-member-info';

/**
 * Asks before a session handed over in the URL (`?token=`, spec §2) becomes the tab's: it
 * names the account the link signs into, so a link planted anywhere cannot quietly put a
 * visitor into an account that is not theirs (where they might deposit), nor swap the
 * account a member is in. A token the server does not know is dropped without a word; one
 * that cannot be read for another reason is asked about without the account's name.
 */
export function HandoverDialog({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const current = useSessionStore((s) => s.member);
  const info = useQuery({
    queryKey: ['handover', token],
    queryFn: () => getMemberInfoAs(token),
    retry: false,
    gcTime: 0,
  });
  const dead = info.error instanceof ApiError && info.error.errorCode === 'UNAUTHORIZED';

  const leavePage = () => {
    // Declined (or dead) on a page that needs a login: the guard's answer, as for a visitor.
    const route = routeNameForPath(pathname);
    if (!readToken() && route && loginRequiredRoutes.includes(route)) {
      void navigate(routePaths.login, { replace: true });
    }
  };
  const cancel = () => {
    useSessionStore.getState().setPendingHandover(null);
    leavePage();
  };
  const accept = () => {
    const store = useSessionStore.getState();
    store.setPendingHandover(null);
    // Another account's replies must not show under the new one.
    if (readToken()) queryClient.clear();
    writeToken(token);
    store.setTokenHandedOver(true);
  };

  useEffect(() => {
    if (!dead) return;
    useSessionStore.getState().setPendingHandover(null);
    leavePage();
    // Once, when the read is refused.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dead]);

  if (info.isPending || dead) return null;
  const account = info.data?.account;
  const leaves = current && current.account !== account ? current.account : null;
  return (
    <ConfirmDialog
      name="handoverConfirm"
      title={t('identity.handover.title')}
      message={
        account
          ? t('identity.handover.account', { account })
          : t('identity.handover.unknownAccount')
      }
      detail={[
        t('identity.handover.why'),
        leaves ? t('identity.handover.leaves', { account: leaves }) : '',
      ]
        .filter(Boolean)
        .join(' ')}
      confirmLabel={
        account
          ? t('identity.handover.continue', { account })
          : t('identity.handover.continueUnknown')
      }
      onConfirm={accept}
      onCancel={cancel}
    />
  );
}
