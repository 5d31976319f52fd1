import { sandboxPaths, SANDBOX_MIN_STAKE } from '@openlobby/contract/sandbox/paths';
import type {
  SandboxRound,
  SandboxRoundList,
  SandboxSession,
  SandboxSpinValue,
} from '@openlobby/contract/sandbox/schemas';
import { useEffect, useState } from 'react';
import { inHouseStakeOptions } from '@openlobby/contract/in-house/paths';
import { formatMoney } from '../lib/format-money';
import { notifyBalanceChanged, type GameApi } from './api';
import { ErrorLine } from './components/error-line';
import { GameHeader } from './components/game-header';
import { RoundHistory } from './components/round-history';
import { StakeRow } from './components/stake-row';
import { formatMultiplier, formatPercent } from './format';
import { useLanguage, useT } from './i18n';
import { useActions } from './use-actions';

const stakeOptions = inHouseStakeOptions.filter((s) => s >= SANDBOX_MIN_STAKE);

/** The sandbox provider's generic game page for a third-party catalogue entry. */
export function SandboxPage({ api, session }: { api: GameApi; session: SandboxSession }) {
  const t = useT();
  const language = useLanguage();
  const [balance, setBalance] = useState(session.balance);
  const [stake, setStake] = useState<number>(stakeOptions[2] ?? SANDBOX_MIN_STAKE);
  const [rounds, setRounds] = useState<SandboxRound[]>([]);
  const [last, setLast] = useState<SandboxRound | null>(null);
  const { busy, error, act } = useActions(setBalance);
  // The game window covers the site's header: its frame shows the balance the game reports.
  useEffect(
    () => notifyBalanceChanged(session.balance, session.currency),
    [session.balance, session.currency],
  );

  const refresh = () =>
    api
      .get<SandboxRoundList>(sandboxPaths.rounds)
      .then((list) => setRounds(list.rounds))
      .catch(() => undefined);
  useEffect(() => {
    let live = true;
    api
      .get<SandboxRoundList>(sandboxPaths.rounds)
      .then((list) => live && setRounds(list.rounds))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api]);

  const play = async () => {
    const result = await act(() =>
      api.send<SandboxSpinValue>('POST', sandboxPaths.spin, {
        vendor: session.vendor,
        gameCode: session.gameCode,
        stake,
      }),
    );
    if (!result) return;
    setLast(result.round);
    setBalance(result.balance);
    notifyBalanceChanged(result.balance, session.currency);
    void refresh();
  };

  return (
    <main className="game-page" aria-labelledby="game-title">
      <GameHeader
        title={session.gameName}
        subtitle={session.vendor}
        demo={session.demo}
        balance={balance}
        currency={session.currency}
      />
      <ErrorLine message={error} />
      <div className="game-layout">
        <div className="game-board sandbox">
          <ul className="wheel" aria-label={t('sandbox.wheel')}>
            {session.multipliersBp.map((bp) => (
              <li key={bp} className={last?.multiplierBp === bp ? 'lit' : undefined}>
                {formatMultiplier(bp, language)}
              </li>
            ))}
          </ul>
          <div aria-live="polite" className="sandbox-result">
            {last ? (
              <p className={last.payout > 0 ? 'win' : 'loss'}>
                {t('sandbox.result', { multiplier: formatMultiplier(last.multiplierBp, language) })}
                {' · '}
                {t('page.win')}: {formatMoney(last.payout, language, session.currency)}
              </p>
            ) : null}
          </div>
          <StakeRow
            stake={stake}
            options={stakeOptions}
            currency={session.currency}
            busy={busy}
            onStakeChange={setStake}
            playLabel={t('sandbox.spin')}
            onPlay={() => void play()}
          />
          <p className="muted">
            {t('sandbox.rtp', { rtp: formatPercent(session.rtp, language) })}.{' '}
            {t('sandbox.notFair')}
          </p>
        </div>
        <aside className="game-side">
          <RoundHistory rounds={rounds} currency={session.currency} />
        </aside>
      </div>
    </main>
  );
}
