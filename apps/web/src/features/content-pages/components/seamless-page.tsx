import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { walletBalanceQueryKey } from '../../../api/get-wallet-balance';
import { launchGame } from '../../../components/game-launch/api/launch-game';
import { isBalanceMessage } from '../../../components/game-launch/balance-message';
import { requireRealAccount } from '../../../components/real-account-dialog';
import { ApiError } from '../../../lib/api-client';
import { apiUrl } from '../../../lib/config';
import { useSessionStore } from '../../../stores/session-store';
import styles from './content-pages.module.css';

/** A provider or game code as an address may carry it (what the server's schema accepts). */
const CODE = /^[A-Za-z0-9_.-]{1,100}$/;

/** The game the address names, or null when it names none. */
export function seamlessGame(params: URLSearchParams) {
  const vassalage = params.get('vassalage')?.trim() ?? '';
  const gameCode = params.get('gameCode')?.trim() ?? '';
  return CODE.test(vassalage) && vassalage.length <= 40 && CODE.test(gameCode)
    ? { vassalage, gameCode }
    : null;
}

type Launch =
  | { status: 'waiting' }
  | { status: 'launching' }
  | { status: 'ready'; url: string }
  | { status: 'failed'; error: unknown };

/**
 * /seamless (spec §2, a game page): the game of `?vassalage=&gameCode=` full-page, playing
 * against the member's one wallet, for phones where the game popup is cramped. The launch
 * rules are the popup's: a visitor gets the login popup (and the game once logged in), a
 * trial member the register-first notice; the server refuses a closed provider or game.
 * Lottery games open their own page.
 */
export function SeamlessPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const game = seamlessGame(params);
  const isLogin = useSessionStore((s) => s.isLogin);
  const isTrial = useSessionStore((s) => s.isTrial);
  // The member info decides trial or not; until it is in, the rules cannot be applied.
  const memberKnown = useSessionStore((s) => s.member !== null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [launch, setLaunch] = useState<Launch>({ status: 'waiting' });
  const asked = useRef<string | null>(null);
  const key = game ? `${game.vassalage}/${game.gameCode}` : null;

  const start = useCallback(() => {
    if (!game) return;
    if (!requireRealAccount()) return;
    setLaunch({ status: 'launching' });
    launchGame({ vassalage: game.vassalage, gameCode: game.gameCode, demo: false }).then(
      (value) => {
        if (value.lotteryPage) void navigate(value.url, { replace: true });
        else setLaunch({ status: 'ready', url: value.url });
      },
      (error: unknown) => setLaunch({ status: 'failed', error }),
    );
    // game is rebuilt each render from the address; key names it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, navigate]);

  useEffect(() => {
    // Opening the page is the request to play: once per game and session state.
    if (!key || (isLogin && !memberKnown)) return;
    const state = `${key}|${isLogin}|${isTrial}`;
    if (asked.current === state) return;
    asked.current = state;
    start();
  }, [key, isLogin, isTrial, memberKnown, start]);

  useEffect(() => {
    const refetchBalance = (event: MessageEvent) => {
      if (!isBalanceMessage(event, window.location.origin)) return;
      void queryClient.invalidateQueries({ queryKey: walletBalanceQueryKey() });
    };
    window.addEventListener('message', refetchBalance);
    return () => window.removeEventListener('message', refetchBalance);
  }, [queryClient]);

  const back = (
    <Link to="/" className="button">
      {t('pages.seamless.back')}
    </Link>
  );

  if (!game) {
    return (
      <div className="page-stack centered">
        <h1 className="page-title">{t('pages.seamless.title')}</h1>
        <p role="alert">{t('pages.seamless.badAddress')}</p>
        {back}
      </div>
    );
  }

  return (
    <div className={`page-stack ${styles.game}`}>
      <h1 className="page-title">{t('pages.seamless.playing', { code: game.gameCode })}</h1>
      {launch.status === 'waiting' && (
        <div className="centered">
          <p>{t(isLogin ? 'pages.seamless.registerFirst' : 'pages.seamless.loginFirst')}</p>
          <button type="button" className="button button-primary" onClick={start}>
            {t('pages.seamless.play')}
          </button>
          {back}
        </div>
      )}
      {launch.status === 'launching' && <p role="status">{t('gameLaunch.launching')}</p>}
      {launch.status === 'failed' && (
        <div role="alert" className="centered">
          <p>{failure(launch.error, t('gameLaunch.failed'))}</p>
          {retryable(launch.error) && (
            <button type="button" className="button" onClick={start}>
              {t('common.retry')}
            </button>
          )}
          {back}
        </div>
      )}
      {launch.status === 'ready' && (
        <iframe
          className={styles.frame}
          src={apiUrl(launch.url)}
          title={game.gameCode}
          allow="fullscreen; autoplay"
          referrerPolicy="origin"
        />
      )}
    </div>
  );
}

/** The server's message is written for the player; a lost connection is not. */
function failure(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.errorCode !== 'NETWORK' ? error.message : fallback;
}

/** Another try can help a lost connection or a server fault, not a refusal. */
function retryable(error: unknown): boolean {
  return (
    !(error instanceof ApiError) || error.errorCode === 'NETWORK' || (error.status ?? 0) >= 500
  );
}
