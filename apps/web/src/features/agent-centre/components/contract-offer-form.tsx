import {
  contractKinds,
  dividendPeriods,
  MAX_TIERS,
  realtimeTypes,
  type ContractKind,
} from '@openlobby/contract/agent/paths';
import type { Contract, Downline } from '@openlobby/contract/agent/schemas';
import { useId, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../components/query-status';
import { ApiError } from '../../../lib/api-client';
import { parseAmount } from '../../../lib/parse-amount';
import { useSessionStore } from '../../../stores/session-store';
import { useContracts } from '../api/get-contracts';
import { useProcessContract } from '../api/process-contract';
import {
  offerProblem,
  offerTerms,
  parseCount,
  parseRate,
  type OfferValues,
} from '../utils/offer-terms';
import { OutcomeMessage, type Outcome } from './form-fields';
import styles from './agent-views.module.css';

/**
 * A contract offered to a direct downline (spec §3, §4): its kind, tiers (rows added and
 * removed), conditions, and the extras of dividends and real-time salaries. Checked here
 * against the agent's own contract of that kind; the server decides, and the downline
 * answers in its contract modal.
 */
export function ContractOfferForm({ downline }: { downline: Downline }) {
  const contracts = useContracts();
  // The agent's own contracts first: they choose the kind offered and bound its rates.
  if (!contracts.data) return <QueryStatus query={contracts} />;
  return <OfferForm downline={downline} mine={contracts.data.mine} />;
}

function OfferForm({ downline, mine }: { downline: Downline; mine: readonly Contract[] }) {
  const { t } = useTranslation();
  const id = useId();
  const language = useSessionStore((s) => s.language);
  const send = useProcessContract();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<OfferValues>({
    defaultValues: {
      kind: mine.find((c) => c.endedAt === null)?.kind ?? 'daily',
      tiers: [{ from: '0', rate: '' }],
      minActiveMembers: '0',
      minMemberValidBet: '0',
      period: 'W',
      realtimeType: 'profit',
      singleBetAmount: '',
    },
  });
  const tiers = useFieldArray({ control, name: 'tiers' });
  const kind = useWatch({ control, name: 'kind' });
  const realtimeType = useWatch({ control, name: 'realtimeType' });
  const kindName = (k: ContractKind) => t(`agentCentre.kinds.${k}`);

  const amount = (v: string) =>
    parseAmount(v, language) !== null || t('agentCentre.offer.amountFormat');

  const onSubmit = async (values: OfferValues) => {
    setOutcome(null);
    const terms = offerTerms(values, language);
    const problem = offerProblem(terms, values.kind, mine);
    if (problem) {
      setOutcome({
        ok: false,
        message: t(`agentCentre.offer.${problem}`, { kind: kindName(values.kind) }),
      });
      return;
    }
    try {
      await send.mutateAsync({
        kind: values.kind,
        body: { action: 'offer', downlineId: downline.id, terms },
      });
      setOutcome({ ok: true, message: t('agentCentre.offer.done', { account: downline.account }) });
    } catch (error) {
      const known = error instanceof ApiError && error.errorCode !== 'NETWORK';
      setOutcome({ ok: false, message: known ? error.message : t('agentCentre.offer.failed') });
    }
  };

  const errorOf = (message: string | undefined, errorId: string) =>
    message ? (
      <p id={errorId} className={styles.error} role="alert">
        {message}
      </p>
    ) : null;

  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t('agentCentre.offer.title', { account: downline.account })}
      onSubmit={handleSubmit(onSubmit)}
    >
      <h4>{t('agentCentre.offer.title', { account: downline.account })}</h4>
      <div className={styles.field}>
        <label htmlFor={`${id}-kind`}>{t('agentCentre.offer.kind')}</label>
        <select id={`${id}-kind`} {...register('kind')}>
          {contractKinds.map((k) => (
            <option key={k} value={k}>
              {kindName(k)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('agentCentre.offer.tiers')}</legend>
        {tiers.fields.map((row, i) => {
          const n = i + 1;
          const fromError = errors.tiers?.[i]?.from?.message;
          const rateError = errors.tiers?.[i]?.rate?.message;
          return (
            <div key={row.id} className={styles.tier}>
              <div className={styles.field}>
                <label htmlFor={`${id}-tier-${i}-from`}>
                  {t('agentCentre.offer.tierFrom', { n })}
                </label>
                <input
                  id={`${id}-tier-${i}-from`}
                  inputMode="decimal"
                  aria-invalid={fromError ? true : undefined}
                  aria-describedby={fromError ? `${id}-tier-${i}-from-error` : undefined}
                  {...register(`tiers.${i}.from`, { validate: amount })}
                />
                {errorOf(fromError, `${id}-tier-${i}-from-error`)}
              </div>
              <div className={styles.field}>
                <label htmlFor={`${id}-tier-${i}-rate`}>
                  {t('agentCentre.offer.tierRate', { n })}
                </label>
                <input
                  id={`${id}-tier-${i}-rate`}
                  inputMode="decimal"
                  aria-invalid={rateError ? true : undefined}
                  aria-describedby={rateError ? `${id}-tier-${i}-rate-error` : undefined}
                  {...register(`tiers.${i}.rate`, {
                    validate: (v) =>
                      parseRate(v, language) !== null || t('agentCentre.offer.rateFormat'),
                  })}
                />
                {errorOf(rateError, `${id}-tier-${i}-rate-error`)}
              </div>
              {tiers.fields.length > 1 && (
                <button type="button" className="button" onClick={() => tiers.remove(i)}>
                  {t('agentCentre.offer.removeTier', { n })}
                </button>
              )}
            </div>
          );
        })}
        {tiers.fields.length < MAX_TIERS && (
          <button
            type="button"
            className="button"
            onClick={() => tiers.append({ from: '', rate: '' })}
          >
            {t('agentCentre.offer.addTier')}
          </button>
        )}
      </fieldset>
      <div className={styles.field}>
        <label htmlFor={`${id}-minActiveMembers`}>{t('agentCentre.offer.minActiveMembers')}</label>
        <input
          id={`${id}-minActiveMembers`}
          inputMode="numeric"
          {...register('minActiveMembers', {
            validate: (v) => parseCount(v) !== null || t('agentCentre.offer.countFormat'),
          })}
        />
        {errorOf(errors.minActiveMembers?.message, `${id}-minActiveMembers-error`)}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-minMemberValidBet`}>
          {t('agentCentre.offer.minMemberValidBet')}
        </label>
        <input
          id={`${id}-minMemberValidBet`}
          inputMode="decimal"
          {...register('minMemberValidBet', { validate: amount })}
        />
        {errorOf(errors.minMemberValidBet?.message, `${id}-minMemberValidBet-error`)}
      </div>
      {kind === 'dividend' && (
        <div className={styles.field}>
          <label htmlFor={`${id}-period`}>{t('agentCentre.offer.period')}</label>
          <select id={`${id}-period`} {...register('period')}>
            {dividendPeriods.map((p) => (
              <option key={p} value={p}>
                {t(`agentCentre.periods.${p}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      {kind === 'realtime' && (
        <div className={styles.field}>
          <label htmlFor={`${id}-realtimeType`}>{t('agentCentre.offer.realtimeType')}</label>
          <select id={`${id}-realtimeType`} {...register('realtimeType')}>
            {realtimeTypes.map((r) => (
              <option key={r} value={r}>
                {t(`agentCentre.realtimeTypes.${r}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      {kind === 'realtime' && realtimeType === 'single_bet' && (
        <div className={styles.field}>
          <label htmlFor={`${id}-singleBetAmount`}>{t('agentCentre.offer.singleBetAmount')}</label>
          <input
            id={`${id}-singleBetAmount`}
            inputMode="decimal"
            {...register('singleBetAmount', {
              validate: (v) =>
                (parseAmount(v, language) ?? 0) > 0 || t('agentCentre.offer.amountFormat'),
            })}
          />
          {errorOf(errors.singleBetAmount?.message, `${id}-singleBetAmount-error`)}
        </div>
      )}
      <OutcomeMessage outcome={outcome} />
      <button type="submit" className="button button-primary" disabled={send.isPending}>
        {send.isPending ? t('agentCentre.offer.sending') : t('agentCentre.offer.submit')}
      </button>
    </form>
  );
}
