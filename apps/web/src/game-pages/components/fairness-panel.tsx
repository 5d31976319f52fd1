import type { FairnessState, RotateSeedValue } from '@openlobby/contract/in-house/schemas';
import { useId, useState, type FormEvent } from 'react';
import { useT } from '../i18n';

/**
 * The commitment before play (server-seed hash), the player's own client seed, the next
 * nonce, and seed rotation, which reveals the retired server seed so past rounds verify.
 */
export function FairnessPanel(props: {
  fairness: FairnessState;
  busy: boolean;
  onSaveClientSeed: (clientSeed: string) => Promise<void>;
  onRotate: () => Promise<RotateSeedValue | undefined>;
}) {
  const t = useT();
  const seedId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [revealed, setRevealed] = useState<RotateSeedValue['previous'] | null>(null);
  const clientSeed = draft ?? props.fairness.clientSeed;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    await props.onSaveClientSeed(clientSeed);
    setDraft(null);
  };
  const rotate = async () => {
    const result = await props.onRotate();
    if (result) setRevealed(result.previous);
  };

  return (
    <section className="panel" aria-labelledby={`${seedId}-title`}>
      <h2 id={`${seedId}-title`}>{t('fair.title')}</h2>
      <dl className="facts">
        <dt>{t('fair.hash')}</dt>
        <dd className="mono" data-testid="server-seed-hash">
          {props.fairness.serverSeedHash}
        </dd>
        <dt>{t('fair.nonce')}</dt>
        <dd data-testid="nonce">{props.fairness.nonce}</dd>
      </dl>
      <form className="seed-form" onSubmit={(event) => void save(event)}>
        <label htmlFor={seedId}>{t('fair.clientSeed')}</label>
        <input
          id={seedId}
          value={clientSeed}
          maxLength={64}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button className="button" type="submit" disabled={props.busy || draft === null}>
          {t('fair.saveSeed')}
        </button>
      </form>
      <button className="button" type="button" disabled={props.busy} onClick={() => void rotate()}>
        {t('fair.rotate')}
      </button>
      {revealed ? (
        <dl className="facts" aria-live="polite">
          <dt>{t('fair.revealed')}</dt>
          <dd className="mono" data-testid="revealed-server-seed">
            {revealed.serverSeed}
          </dd>
          <dt>{t('fair.revealedHash')}</dt>
          <dd className="mono">{revealed.serverSeedHash}</dd>
          <dd>{t('fair.revealedRounds', { n: revealed.rounds })}</dd>
        </dl>
      ) : null}
    </section>
  );
}
