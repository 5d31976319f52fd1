import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { walletBalanceQueryKey } from '../../api/get-wallet-balance';
import { ApiError } from '../../lib/api-client';
import { apiUrl } from '../../lib/config';
import { AppDialog } from '../app-dialog';
import { useSessionStore } from '../../stores/session-store';
import { formatMoney } from '../../lib/format-money';
import { balanceOf, isBalanceMessage } from './balance-message';
import { gameLaunch, type GameSession } from './game-launch-store';
import styles from './game-popup.module.css';

/**
 * The game popup of spec §2: the launched game in an iframe named after the game, with a
 * full-screen toggle. A round's end posted by the game refreshes the header balance.
 */
export function GamePopup({ game, sessionBar }: { game: GameSession; sessionBar?: ReactNode }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const language = useSessionStore((s) => s.language);
  const balanceId = useId();
  const stage = useRef<HTMLDivElement>(null);
  const [frameBalance, setFrameBalance] = useState<{ balance: number; currency: string } | null>(
    null,
  );
  const fullscreen = useFullscreen(stage);
  const title = game.demo ? t('gameLaunch.demoTitle', { name: game.name }) : game.name;

  useEffect(() => {
    const refetchBalance = (event: MessageEvent) => {
      if (!isBalanceMessage(event, window.location.origin)) return;
      const reported = balanceOf(event, window.location.origin);
      if (reported) setFrameBalance(reported);
      void queryClient.invalidateQueries({ queryKey: walletBalanceQueryKey() });
    };
    window.addEventListener('message', refetchBalance);
    return () => window.removeEventListener('message', refetchBalance);
  }, [queryClient]);

  const close = () => {
    gameLaunch.close();
    // Rounds may have ended without a message (a game closed mid-round): look again.
    void queryClient.invalidateQueries({ queryKey: walletBalanceQueryKey() });
  };

  return (
    <AppDialog name="gamePopup" open size="game" title={title} onClose={close} scrollLock>
      <div ref={stage} className={styles.stage}>
        {!game.demo && sessionBar}
        {(fullscreen.supported || frameBalance) && (
          <div className={styles.toolbar}>
            {frameBalance && (
              <p className={styles.balance}>
                <span id={balanceId}>
                  {game.demo ? t('gameLaunch.demoBalance') : t('gameLaunch.balance')}
                </span>{' '}
                <output aria-labelledby={balanceId}>
                  {formatMoney(frameBalance.balance, language, frameBalance.currency)}
                </output>
              </p>
            )}
            {fullscreen.supported && (
              <button
                type="button"
                className="button"
                aria-pressed={fullscreen.active}
                onClick={fullscreen.toggle}
              >
                {t('gameLaunch.fullscreen')}
              </button>
            )}
          </div>
        )}
        {game.status === 'launching' && (
          <p role="status" className={styles.message}>
            {t('gameLaunch.launching')}
          </p>
        )}
        {game.status === 'failed' && (
          <div role="alert" className={styles.message}>
            <p>{launchErrorMessage(game.error, t('gameLaunch.failed'))}</p>
            {isRetryable(game.error) && (
              <button
                type="button"
                className="button"
                onClick={() =>
                  gameLaunch.play({ nodeId: game.nodeId, name: game.name, demo: game.demo })
                }
              >
                {t('common.retry')}
              </button>
            )}
          </div>
        )}
        {game.status === 'ready' && game.url && (
          <iframe
            className={styles.frame}
            src={apiUrl(game.url)}
            title={game.name}
            allow="fullscreen; autoplay"
            referrerPolicy="origin"
          />
        )}
      </div>
    </AppDialog>
  );
}

/** The server's message is written for the player; a lost connection is not. */
function launchErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.errorCode !== 'NETWORK' ? error.message : fallback;
}

/** Another try can help a lost connection or a server fault, not a refusal. */
function isRetryable(error: unknown): boolean {
  return (
    !(error instanceof ApiError) || error.errorCode === 'NETWORK' || (error.status ?? 0) >= 500
  );
}

/** Full screen for the stage, following the browser's own state (Escape leaves it too). */
function useFullscreen(stage: RefObject<HTMLDivElement | null>) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const sync = () =>
      setActive(
        document.fullscreenElement !== null && document.fullscreenElement === stage.current,
      );
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [stage]);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void stage.current?.requestFullscreen().catch(() => setActive(false));
  };
  return { supported: document.fullscreenEnabled === true, active, toggle };
}
