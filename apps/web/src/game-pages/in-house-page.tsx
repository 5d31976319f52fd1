import { inHousePaths, type InHouseGameCode } from '@openlobby/contract/in-house/paths';
import type {
  FairnessState,
  InHouseRound,
  InHouseSession,
  RotateSeedValue,
  RoundList,
  RoundResult,
} from '@openlobby/contract/in-house/schemas';
import { declaredRtp } from '@openlobby/games';
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { notifyBalanceChanged, type GameApi } from './api';
import { ErrorLine } from './components/error-line';
import { FairnessPanel } from './components/fairness-panel';
import { GameHeader } from './components/game-header';
import { RoundHistory } from './components/round-history';
import { VerifyPanel } from './components/verify-panel';
import { DiceGame } from './games/dice-game';
import { MinesGame } from './games/mines-game';
import { SlotGame } from './games/slot-game';
import type { GameProps } from './games/types';
import { formatPercent } from './format';
import { useLanguage, useT } from './i18n';
import { useActions } from './use-actions';

const games: Record<InHouseGameCode, ComponentType<GameProps>> = {
  slot: SlotGame,
  dice: DiceGame,
  mines: MinesGame,
};

/** An in-house (BGS) game page: the game, balance, fairness, history and verification. */
export function InHousePage({ api, session }: { api: GameApi; session: InHouseSession }) {
  const t = useT();
  const language = useLanguage();
  // C6 (Brazil): every in-house game shows its RTP, the one its maths is built for.
  const rtp = formatPercent(declaredRtp[session.gameCode], language);
  const [balance, setBalance] = useState(session.balance);
  const [fairness, setFairness] = useState<FairnessState>(session.fairness);
  const [rounds, setRounds] = useState<InHouseRound[]>([]);
  const [verifying, setVerifying] = useState<InHouseRound | null>(null);
  const { busy, error, act } = useActions(setBalance);
  // The game window covers the site's header: its frame shows the balance the game reports.
  useEffect(
    () => notifyBalanceChanged(session.balance, session.currency),
    [session.balance, session.currency],
  );

  const show = useCallback((state: Awaited<ReturnType<typeof readState>>) => {
    setRounds(state.rounds);
    setFairness(state.fairness);
  }, []);
  const refresh = () =>
    readState(api, session.gameCode)
      .then(show)
      .catch(() => undefined);
  useEffect(() => {
    let live = true;
    readState(api, session.gameCode)
      .then((state) => live && show(state))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, session.gameCode, show]);

  const onRound = (result: RoundResult) => {
    setBalance(result.balance);
    notifyBalanceChanged(result.balance, session.currency);
    void refresh();
  };
  const saveClientSeed = async (clientSeed: string) => {
    const next = await act(() =>
      api.send<FairnessState>('PUT', inHousePaths.clientSeed, { clientSeed }),
    );
    if (next) setFairness(next);
  };
  const rotate = async () => {
    const result = await act(() => api.send<RotateSeedValue>('POST', inHousePaths.rotateSeed));
    if (result) {
      setFairness(result.current);
      await refresh();
    }
    return result;
  };
  const verify = async (round: { id: string }) => {
    const details = await act(() => api.get<InHouseRound>(inHousePaths.round(round.id)));
    if (details) setVerifying(details);
  };

  const Game = games[session.gameCode];
  return (
    <main className="game-page" aria-labelledby="game-title">
      <GameHeader
        title={t(`game.${session.gameCode}`)}
        subtitle={`BGS Originals · ${t('page.rtp', { rtp })}`}
        demo={session.demo}
        balance={balance}
        currency={session.currency}
      />
      <ErrorLine message={error} />
      <div className="game-layout">
        <Game api={api} currency={session.currency} busy={busy} act={act} onRound={onRound} />
        <aside className="game-side">
          <details className="game-rules">
            <summary>{t('rules.title')}</summary>
            <p>{t('rules.rtp', { rtp })}</p>
            <p>{t(`rules.${session.gameCode}`)}</p>
          </details>
          {verifying ? (
            <VerifyPanel
              round={verifying}
              currency={session.currency}
              onClose={() => setVerifying(null)}
            />
          ) : null}
          <FairnessPanel
            fairness={fairness}
            busy={busy}
            onSaveClientSeed={saveClientSeed}
            onRotate={rotate}
          />
          <RoundHistory
            rounds={rounds}
            currency={session.currency}
            onVerify={(round) => void verify(round)}
          />
        </aside>
      </div>
    </main>
  );
}

/** The round history and the fairness state, which every round changes. */
async function readState(api: GameApi, gameCode: InHouseGameCode) {
  const [list, fairness] = await Promise.all([
    api.get<RoundList>(`${inHousePaths.rounds}?game=${gameCode}`),
    api.get<FairnessState>(inHousePaths.fairness),
  ]);
  return { rounds: list.rounds, fairness };
}
