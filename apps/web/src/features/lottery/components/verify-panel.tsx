import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryDraw } from '@openlobby/contract/lottery/schemas';
import type { LotteryFamily } from '@openlobby/games';
import { verifyDraw } from '../utils/verify-draw';
import styles from './lottery.module.css';

/**
 * A drawn draw checked in the browser (ADR 024): the revealed seed against the hash
 * published before the draw opened, and the result recomputed from the seed and the
 * draw's client seed against the one published.
 */
export function VerifyPanel({
  draw,
  family,
  onClose,
}: {
  draw: LotteryDraw;
  family: LotteryFamily;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const check = useMemo(() => verifyDraw(family, draw), [family, draw]);
  return (
    <section className={styles.verify} aria-labelledby="lottery-verify-title">
      <h3 id="lottery-verify-title" className={styles.cardTitle}>
        {t('lottery.verify.title', { number: draw.drawNumber })}
      </h3>
      <dl className={styles.verifyFields}>
        <dt>{t('lottery.verify.seedHash')}</dt>
        <dd>{draw.seedHash}</dd>
        <dt>{t('lottery.verify.seed')}</dt>
        <dd>{draw.seed}</dd>
        <dt>{t('lottery.verify.clientSeed')}</dt>
        <dd>{draw.clientSeed}</dd>
        <dt>{t('lottery.verify.published')}</dt>
        <dd>{draw.result?.join(' ')}</dd>
        {check.state !== 'pending' && (
          <>
            <dt>{t('lottery.verify.recomputed')}</dt>
            <dd>{check.recomputed?.join(' ') ?? '—'}</dd>
          </>
        )}
      </dl>
      {check.state === 'verified' && (
        <p role="status" className={styles.verified}>
          {t('lottery.verify.verified')}
        </p>
      )}
      {check.state === 'mismatch' && (
        <p role="alert" className={styles.mismatch}>
          {!check.hashMatches
            ? t('lottery.verify.hashMismatch')
            : t('lottery.verify.resultMismatch')}
        </p>
      )}
      {check.state === 'pending' && <p className="muted">{t('lottery.verify.pending')}</p>}
      <button type="button" className={`button ${styles.small}`} onClick={onClose}>
        {t('common.close')}
      </button>
    </section>
  );
}
