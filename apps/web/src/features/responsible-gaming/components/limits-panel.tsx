import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LimitView } from '@openlobby/contract/protection/schemas';
import { useMoney } from '../../../api/use-money';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date-time';
import { amountInputText, parseAmount } from '../../../lib/parse-amount';
import { useSessionStore } from '../../../stores/session-store';
import { useCancelPendingLimit, useConfirmLimit } from '../api/confirm-limit';
import { useProtection } from '../api/get-protection';
import { useSetLimit } from '../api/set-limit';
import styles from './responsible-gaming-view.module.css';

/** The limits (C1): current, used in the window, pending with its confirm button when due. */
export function LimitsPanel() {
  const { t } = useTranslation();
  const id = useId();
  const protection = useProtection();
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('responsibleGaming.limits.title')}</h3>
      {protection.isError && <p role="alert">{t('common.loadFailed')}</p>}
      <ul className={styles.limits}>
        {protection.data?.limits.map((limit) => (
          <LimitRow key={limit.limit} limit={limit} />
        ))}
      </ul>
    </section>
  );
}

function useLimitName(key: LimitView['limit']): string {
  const { t } = useTranslation();
  if (key === 'session') return t('responsibleGaming.limits.kinds.session');
  const [kind, window] = key.split(':') as [string, string];
  return `${t(`responsibleGaming.limits.kinds.${kind}`)} ${t(`responsibleGaming.limits.windows.${window}`)}`;
}

function LimitRow({ limit }: { limit: LimitView }) {
  const { t } = useTranslation();
  const language = useSessionStore((s) => s.language);
  const money = useMoney();
  const name = useLimitName(limit.limit);
  const inputId = useId();
  const session = limit.limit === 'session';
  const show = (value: number) =>
    session ? t('responsibleGaming.limits.minutes', { count: value }) : money(value);
  const [text, setText] = useState(
    limit.current === null
      ? ''
      : session
        ? String(limit.current)
        : amountInputText(limit.current, language),
  );
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const set = useSetLimit();
  const confirm = useConfirmLimit();
  const cancel = useCancelPendingLimit();
  // The time the view opened: a change that falls due while it is open shows on the next read.
  const [openedAt] = useState(() => Date.now());
  const due = limit.pending !== null && Date.parse(limit.pending.confirmableAt) <= openedAt;

  // What this limit's kind takes: minutes for the session time, an amount for money.
  const invalid = session
    ? t('responsibleGaming.limits.invalidMinutes')
    : t('responsibleGaming.limits.invalidAmount', { example: money(10_000) });
  const fail = (error: unknown) =>
    setMessage({ error: true, text: error instanceof ApiError ? error.message : invalid });
  const ok = () => setMessage({ error: false, text: t('responsibleGaming.limits.saved') });

  const save = (value: number | null) => {
    set.mutate({ limit: limit.limit, value }, { onSuccess: ok, onError: fail });
  };
  const onSave = () => {
    const value = session
      ? /^[0-9]+$/.test(text.trim())
        ? Number(text.trim())
        : null
      : parseAmount(text, language);
    if (value === null || value < 1 || (session && value > 1440)) {
      setMessage({ error: true, text: invalid });
      return;
    }
    save(value);
  };

  return (
    <li className={styles.limit}>
      <p className={styles.limitName}>{name}</p>
      <dl className={styles.figures}>
        <div>
          <dt>{t('responsibleGaming.limits.current')}</dt>
          <dd>
            {limit.current === null ? t('responsibleGaming.limits.none') : show(limit.current)}
          </dd>
        </div>
        <div>
          <dt>{t('responsibleGaming.limits.used')}</dt>
          <dd>{show(limit.used)}</dd>
        </div>
      </dl>
      {limit.pending && (
        <p className={styles.pending}>
          {limit.pending.value === null
            ? t('responsibleGaming.limits.pendingRemoval', {
                time: formatDateTime(limit.pending.confirmableAt),
              })
            : t('responsibleGaming.limits.pending', {
                value: show(limit.pending.value),
                time: formatDateTime(limit.pending.confirmableAt),
              })}{' '}
          {due && (
            <button
              type="button"
              className="button"
              aria-label={t('responsibleGaming.limits.confirmLabel', { name })}
              disabled={confirm.isPending}
              onClick={() => confirm.mutate(limit.limit, { onSuccess: ok, onError: fail })}
            >
              {t('responsibleGaming.limits.confirm')}
            </button>
          )}{' '}
          <button
            type="button"
            className="button"
            aria-label={t('responsibleGaming.limits.cancelLabel', { name })}
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(limit.limit, { onSuccess: ok, onError: fail })}
          >
            {t('responsibleGaming.limits.cancel')}
          </button>
        </p>
      )}
      <div className={styles.limitForm}>
        <label htmlFor={inputId}>{t('responsibleGaming.limits.newValue', { name })}</label>
        <input
          id={inputId}
          inputMode={session ? 'numeric' : 'decimal'}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <button
          type="button"
          className="button"
          aria-label={t('responsibleGaming.limits.setLabel', { name })}
          disabled={set.isPending}
          onClick={onSave}
        >
          {t('responsibleGaming.limits.set')}
        </button>
        {limit.current !== null && (
          <button
            type="button"
            className="button"
            aria-label={t('responsibleGaming.limits.removeLabel', { name })}
            disabled={set.isPending}
            onClick={() => save(null)}
          >
            {t('responsibleGaming.limits.remove')}
          </button>
        )}
      </div>
      {message && (
        <p
          role={message.error ? 'alert' : 'status'}
          className={message.error ? styles.alert : undefined}
        >
          {message.text}
        </p>
      )}
    </li>
  );
}
