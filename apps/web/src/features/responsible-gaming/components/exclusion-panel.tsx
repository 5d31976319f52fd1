import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date-time';
import { clearLocalSession } from '../../../lib/session';
import { useMemberCentreStore } from '../../../stores/session-store';
import { useTakeExclusion } from '../api/take-exclusion';
import styles from './responsible-gaming-view.module.css';

/** Lengths offered: hours for a time-out, months for a self-exclusion (0 = no end). */
const timeoutHours = [24, 72, 168, 336, 720, 1008];
const exclusionMonths = [6, 12, 24, 36, 60, 0];

/**
 * Time-out and self-exclusion (C4): a clear warning, the length, the password. On success
 * every session has ended on the server, so this tab logs out too.
 */
export function ExclusionPanel() {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const closeCentre = useMemberCentreStore((s) => s.close);
  const take = useTakeExclusion();
  const [kind, setKind] = useState<'timeout' | 'self-exclusion'>('timeout');
  const [length, setLength] = useState(24);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const lengthLabel = (n: number) => {
    if (kind === 'self-exclusion') {
      if (n === 0) return t('responsibleGaming.exclusion.indefinite');
      return n % 12 === 0
        ? t('responsibleGaming.exclusion.years', { count: n / 12 })
        : t('responsibleGaming.exclusion.months', { count: n });
    }
    if (n % 168 === 0) return t('responsibleGaming.exclusion.weeks', { count: n / 168 });
    if (n % 24 === 0 && n > 24) return t('responsibleGaming.exclusion.days', { count: n / 24 });
    return t('responsibleGaming.exclusion.hours', { count: n });
  };

  const onKind = (next: 'timeout' | 'self-exclusion') => {
    setKind(next);
    setLength(next === 'timeout' ? 24 : 6);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(t('responsibleGaming.exclusion.passwordRequired'));
      return;
    }
    setError(null);
    const input =
      kind === 'timeout'
        ? { kind, hours: length, password }
        : length === 0
          ? { kind, indefinite: true, password }
          : { kind, months: length, password };
    take.mutate(input, {
      onSuccess: (exclusion) => {
        setDone(
          t('responsibleGaming.exclusion.done', {
            until: exclusion.until
              ? formatDateTime(exclusion.until)
              : t('responsibleGaming.exclusion.indefinite'),
          }),
        );
        // Every session ended on the server: this tab forgets the member too.
        clearLocalSession();
        queryClient.removeQueries({ queryKey: ['member'] });
        queryClient.removeQueries({ queryKey: ['wallet'] });
        setTimeout(closeCentre, 4000);
      },
      onError: (e) => setError(e instanceof ApiError ? e.message : String(e)),
    });
  };

  const options = kind === 'timeout' ? timeoutHours : exclusionMonths;
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('responsibleGaming.exclusion.title')}</h3>
      <p className={styles.warning} id={`${id}-warning`}>
        {t('responsibleGaming.exclusion.warning')}
      </p>
      {done ? (
        <p role="status">{done}</p>
      ) : (
        <form
          className={styles.exclusionForm}
          onSubmit={onSubmit}
          aria-describedby={`${id}-warning`}
        >
          <fieldset>
            <legend>{t('responsibleGaming.exclusion.kind')}</legend>
            <label>
              <input
                type="radio"
                name={`${id}-kind`}
                checked={kind === 'timeout'}
                onChange={() => onKind('timeout')}
              />{' '}
              {t('responsibleGaming.exclusion.timeout')}
            </label>
            <label>
              <input
                type="radio"
                name={`${id}-kind`}
                checked={kind === 'self-exclusion'}
                onChange={() => onKind('self-exclusion')}
              />{' '}
              {t('responsibleGaming.exclusion.selfExclusion')}
            </label>
          </fieldset>
          <label htmlFor={`${id}-length`}>{t('responsibleGaming.exclusion.length')}</label>
          <select
            id={`${id}-length`}
            value={length}
            onChange={(e) => setLength(Number(e.target.value))}
          >
            {options.map((n) => (
              <option key={n} value={n}>
                {lengthLabel(n)}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-password`}>{t('responsibleGaming.exclusion.password')}</label>
          <input
            id={`${id}-password`}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          {error && (
            <p role="alert" className={styles.alert}>
              {error}
            </p>
          )}
          <button type="submit" className="button" disabled={take.isPending}>
            {t('responsibleGaming.exclusion.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
