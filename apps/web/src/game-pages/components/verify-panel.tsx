import type { InHouseRound } from '@openlobby/contract/in-house/schemas';
import { useEffect, useId, useRef } from 'react';
import { formatMoney } from '../../lib/format-money';
import { formatHundredths, formatMultiplier } from '../format';
import { useLanguage, useT } from '../i18n';
import { verifyRecordedRound } from '../verify';

/**
 * The Verify view: recomputes a past round here, in the browser, with `@openlobby/games`,
 * from its revealed server seed, and says whether it matches what the server recorded.
 */
export function VerifyPanel(props: { round: InHouseRound; currency: string; onClose: () => void }) {
  const t = useT();
  const language = useLanguage();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [props.round.id]);
  const { round } = props;
  const result = round.serverSeed ? verifyRecordedRound(round, round.serverSeed) : null;
  const yesNo = (ok: boolean) => (ok ? t('verify.yes') : t('verify.no'));

  return (
    <section className="panel verify" aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1}>
        {t('verify.title', { nonce: round.nonce })}
      </h2>
      <dl className="facts">
        <dt>{t('fair.hash')}</dt>
        <dd className="mono">{round.serverSeedHash}</dd>
        <dt>{t('fair.clientSeed')}</dt>
        <dd className="mono">{round.clientSeed}</dd>
        <dt>Nonce</dt>
        <dd>{round.nonce}</dd>
        {round.serverSeed ? (
          <>
            <dt>{t('verify.serverSeed')}</dt>
            <dd className="mono">{round.serverSeed}</dd>
          </>
        ) : null}
      </dl>
      {result ? (
        <>
          <dl className="facts">
            <dt>{t('verify.hashCheck')}</dt>
            <dd>{yesNo(result.hashMatches)}</dd>
            <dt>{t('verify.outcomeCheck')}</dt>
            <dd>{yesNo(result.outcomeMatches)}</dd>
            {result.recomputed ? (
              <>
                <dt>{t('verify.recomputed')}</dt>
                <dd>{describe(round.gameCode, result.recomputed)}</dd>
              </>
            ) : null}
          </dl>
          <p
            role="status"
            className={result.hashMatches && result.outcomeMatches ? 'verdict ok' : 'verdict bad'}
          >
            {result.hashMatches && result.outcomeMatches ? t('verify.match') : t('verify.mismatch')}
          </p>
        </>
      ) : (
        <p role="status">{t('verify.notRevealed')}</p>
      )}
      <button className="button" type="button" onClick={props.onClose}>
        {t('verify.close')}
      </button>
    </section>
  );

  function describe(gameCode: InHouseRound['gameCode'], outcome: InHouseRound['outcome']) {
    const payout = t('verify.payout', {
      amount: formatMoney(outcome.payout, language, props.currency),
      multiplier: formatMultiplier(outcome.multiplierBp, language),
    });
    if (gameCode === 'dice' && 'rollHundredths' in outcome) {
      return `${t('verify.roll', { roll: formatHundredths(outcome.rollHundredths, language) })} · ${payout}`;
    }
    if (gameCode === 'mines' && 'minePositions' in outcome) {
      const tiles = (outcome.minePositions ?? []).map((tile) => tile + 1).join(', ');
      return `${t('verify.mines', { tiles })} · ${payout}`;
    }
    if ('window' in outcome) {
      const rows = outcome.window.map((row) =>
        row.map((symbol) => t(`symbol.${symbol}` as 'symbol.wild')).join(' '),
      );
      return `${rows.join(' / ')} · ${payout}`;
    }
    return payout;
  }
}
