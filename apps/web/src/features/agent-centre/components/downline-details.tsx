import type { ContractKind } from '@openlobby/contract/agent/paths';
import type { Downline } from '@openlobby/contract/agent/schemas';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../components/query-status';
import { ApiError } from '../../../lib/api-client';
import { useDownline } from '../api/get-downline';
import { useProcessContract } from '../api/process-contract';
import { ContractOfferForm } from './contract-offer-form';
import { ContractTermsSummary } from './contract-terms';
import { OutcomeMessage, type Outcome } from './form-fields';
import { OverviewFigures } from './team-overview-view';
import { TransferDownlineForm } from './transfer-downline-form';
import styles from './agent-views.module.css';

type Panel = 'transfer' | 'offer' | null;

/**
 * One downline's details: this month's team figures, the contracts it holds from the
 * agent and the open requests; a transfer, and (direct downlines only: contracts run
 * between an upline and a direct downline, spec §3) a contract offer or its end.
 */
export function DownlineDetails({
  downline,
  onClose,
}: {
  downline: Downline;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const query = useDownline(downline.id);
  const process = useProcessContract();
  const [panel, setPanel] = useState<Panel>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const detail = query.data;
  const direct = downline.level === 1;
  // The details open below a page of downlines: bring them into view and move focus there,
  // or the Details button seems to do nothing.
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);

  const end = async (kind: ContractKind) => {
    setOutcome(null);
    const kindName = t(`agentCentre.kinds.${kind}`);
    try {
      await process.mutateAsync({ kind, body: { action: 'terminate', downlineId: downline.id } });
      setOutcome({
        ok: true,
        message: t('agentCentre.detail.endSent', { kind: kindName, account: downline.account }),
      });
    } catch (error) {
      const known = error instanceof ApiError && error.errorCode !== 'NETWORK';
      setOutcome({ ok: false, message: known ? error.message : t('agentCentre.offer.failed') });
    }
  };

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <div className={styles.row}>
        <h3 id={`${id}-title`} ref={titleRef} tabIndex={-1}>
          {t('agentCentre.downlines.details', { account: downline.account })}
        </h3>
        <button type="button" className="button" onClick={onClose}>
          {t('agentCentre.detail.close')}
        </button>
      </div>
      <QueryStatus query={query} />
      {detail && (
        <>
          <OverviewFigures overview={detail.overview} label={t('agentCentre.detail.overview')} />
          <div className={styles.section}>
            <h4>{t('agentCentre.detail.contracts')}</h4>
            {detail.contractsHeld.length === 0 && (
              <p className="muted">{t('agentCentre.detail.noContracts')}</p>
            )}
            <ul className={styles.list}>
              {detail.contractsHeld.map((contract) => (
                <li key={contract.id} className={styles.item}>
                  <ContractTermsSummary
                    kind={contract.kind}
                    terms={contract.terms}
                    caption={t(`agentCentre.kinds.${contract.kind}`)}
                  />
                  {direct && !contract.endedAt && (
                    <button
                      type="button"
                      className="button"
                      disabled={process.isPending}
                      onClick={() => void end(contract.kind)}
                    >
                      {t('agentCentre.detail.end', {
                        kind: t(`agentCentre.kinds.${contract.kind}`),
                      })}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </div>
          {detail.requests.length > 0 && (
            <div className={styles.section}>
              <h4>{t('agentCentre.detail.requests')}</h4>
              <ul className={styles.list}>
                {detail.requests.map((r) => (
                  <li key={r.id} className={styles.item}>
                    {t('agentCentre.detail.request', {
                      action: t(`agentCentre.actions.${r.action}`),
                      kind: t(`agentCentre.kinds.${r.kind}`),
                      status: t(`agentCentre.requestStatuses.${r.status}`),
                    })}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </>
      )}
      <OutcomeMessage outcome={outcome} />
      <div className={styles.row}>
        <button
          type="button"
          className="button"
          aria-expanded={panel === 'transfer'}
          onClick={() => setPanel(panel === 'transfer' ? null : 'transfer')}
        >
          {t('agentCentre.detail.transfer')}
        </button>
        {direct && (
          <button
            type="button"
            className="button"
            aria-expanded={panel === 'offer'}
            onClick={() => setPanel(panel === 'offer' ? null : 'offer')}
          >
            {t('agentCentre.detail.offer')}
          </button>
        )}
      </div>
      {panel === 'transfer' && <TransferDownlineForm downline={downline} />}
      {panel === 'offer' && direct && <ContractOfferForm downline={downline} />}
    </section>
  );
}
