import type { ContractInfo, ContractRequest } from '@openlobby/contract/agent/schemas';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../components/app-dialog';
import { ApiError } from '../../../lib/api-client';
import { useLazyStrings } from '../../../lib/i18n/use-lazy-strings';
import { useSessionStore } from '../../../stores/session-store';
import { useContractInfo } from '../api/get-contract-info';
import { useProcessContract } from '../api/process-contract';
import { ContractTermsSummary } from './contract-terms';
import styles from './agent-views.module.css';

/** The consolidated info's fields (spec §3), in the order their requests are shown. */
const infoFields = [
  'divtypereq',
  'dailysalreqtype',
  'contracthoursalreq',
  'realtimesalreqtype',
] as const;

/** The open requests waiting for the member's answer, oldest first. */
export function openRequests(info: ContractInfo | undefined): ContractRequest[] {
  if (!info) return [];
  return infoFields
    .map((field) => info[field])
    .filter((r): r is ContractRequest => r !== null && r.status === 'process')
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/**
 * The contract modal (spec §2 "contract", §4 "Contract requests"): when the upline has
 * offered a contract or its end, the member (agent or not) sees who offers what and
 * accepts or rejects it. The info is read again when the window regains focus and after
 * each answer; a dismissed request comes back on the next visit.
 */
export function ContractModal() {
  const info = useContractInfo(true);
  const [dismissed, setDismissed] = useState<ReadonlySet<number>>(new Set());
  const request = openRequests(info.data).find((r) => !dismissed.has(r.id));
  const language = useSessionStore((s) => s.language);
  const stringsIn = useLazyStrings('agentCentre', request ? language : null);
  if (!request || !stringsIn) return null;
  return (
    <RequestDialog
      key={request.id}
      request={request}
      onDismiss={() => setDismissed(new Set([...dismissed, request.id]))}
    />
  );
}

function RequestDialog({
  request,
  onDismiss,
}: {
  request: ContractRequest;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const process = useProcessContract();
  const [error, setError] = useState<string | null>(null);
  const setShown = useSessionStore((s) => s.setContractRequestShown);
  // While a request is on screen the announcement popups wait (content-popup-host.tsx).
  useEffect(() => {
    setShown(true);
    return () => setShown(false);
  }, [setShown]);
  const kind = t(`agentCentre.kinds.${request.kind}`);
  const answer = async (action: 'accept' | 'reject') => {
    setError(null);
    try {
      await process.mutateAsync({ kind: request.kind, body: { action, requestId: request.id } });
    } catch (e) {
      setError(
        e instanceof ApiError && e.errorCode !== 'NETWORK'
          ? e.message
          : t('agentCentre.modal.failed'),
      );
    }
  };
  return (
    <AppDialog name="contract" open title={t('agentCentre.modal.title')} onClose={onDismiss}>
      <div className={styles.view}>
        <p>
          {request.action === 'new'
            ? t('agentCentre.modal.offers', { account: request.uplineAccount, kind })
            : t('agentCentre.modal.terminates', { account: request.uplineAccount, kind })}
        </p>
        {request.action === 'new' && request.terms && (
          <ContractTermsSummary kind={request.kind} terms={request.terms} caption={kind} />
        )}
        {error && (
          <p role="alert" className={styles.alert}>
            {error}
          </p>
        )}
        <div className={styles.row}>
          <button
            type="button"
            className="button button-primary"
            disabled={process.isPending}
            onClick={() => void answer('accept')}
          >
            {t('agentCentre.modal.accept')}
          </button>
          <button
            type="button"
            className="button"
            disabled={process.isPending}
            onClick={() => void answer('reject')}
          >
            {t('agentCentre.modal.reject')}
          </button>
        </div>
      </div>
    </AppDialog>
  );
}
