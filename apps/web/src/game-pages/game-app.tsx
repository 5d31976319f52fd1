import { inHousePaths, isInHouseGameCode } from '@openlobby/contract/in-house/paths';
import type { DemoSessionValue, InHouseSession } from '@openlobby/contract/in-house/schemas';
import { sandboxPaths } from '@openlobby/contract/sandbox/paths';
import type { SandboxSession } from '@openlobby/contract/sandbox/schemas';
import { useEffect, useState } from 'react';
import { gameApi, GameApiError, type GameApi } from './api';
import { storedLanguage, useT } from './i18n';
import { InHousePage } from './in-house-page';
import { SandboxPage } from './sandbox-page';

export type GameTarget =
  { kind: 'bgs'; gameCode: string } | { kind: 'sandbox'; vendor: string; gameCode: string };

/** Which game a page URL names: `/games/bgs/<code>` or `/games/sandbox/<vendor>/<code>`. */
export function gameTargetOf(pathname: string): GameTarget | null {
  const parts = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  if (parts[0] !== 'games') return null;
  if (parts[1] === 'bgs' && parts.length === 3) return { kind: 'bgs', gameCode: parts[2]! };
  if (parts[1] === 'sandbox' && parts.length === 4) {
    return { kind: 'sandbox', vendor: parts[2]!, gameCode: parts[3]! };
  }
  return null;
}

type Loaded =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'bgs'; api: GameApi; session: InHouseSession }
  | { status: 'sandbox'; api: GameApi; session: SandboxSession };

/**
 * A game page as the game popup's iframe opens it: with the game token of a real launch
 * (`?token=`), or `?demo=1`, for which it opens a demo session of play money itself.
 */
export function GameApp({ location }: { location: Location }) {
  const t = useT();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    load(location)
      .then((value) => live && setLoaded(value))
      .catch((error: unknown) => {
        if (!live) return;
        const message =
          error instanceof GameApiError && error.errorCode !== 'NETWORK'
            ? error.message
            : t('page.error');
        setLoaded({ status: 'failed', message });
      });
    return () => {
      live = false;
    };
    // The page's URL never changes while it is open; load once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (loaded.status === 'loading') {
    return <div className="boot-loader" role="status" aria-label={t('page.loading')} />;
  }
  if (loaded.status === 'failed') {
    return (
      <main className="game-page" aria-labelledby="game-title">
        <h1 id="game-title">{t('page.error')}</h1>
        <p role="alert">{loaded.message}</p>
      </main>
    );
  }
  if (loaded.status === 'bgs') return <InHousePage api={loaded.api} session={loaded.session} />;
  return <SandboxPage api={loaded.api} session={loaded.session} />;

  async function load(where: Location): Promise<Loaded> {
    const target = gameTargetOf(where.pathname);
    const query = new URLSearchParams(where.search);
    let token = query.get('token');
    if (!target || (target.kind === 'bgs' && !isInHouseGameCode(target.gameCode))) {
      return { status: 'failed', message: t('page.noToken') };
    }
    if (!token && query.get('demo') === '1') {
      const anonymous = gameApi(null, storedLanguage);
      const demo = await anonymous.send<DemoSessionValue>(
        'POST',
        target.kind === 'bgs' ? inHousePaths.demo : sandboxPaths.demo,
        target.kind === 'bgs'
          ? { gameCode: target.gameCode }
          : { vendor: target.vendor, gameCode: target.gameCode },
      );
      token = demo.token;
    }
    if (!token) return { status: 'failed', message: t('page.noToken') };
    const api = gameApi(token, storedLanguage);
    if (target.kind === 'bgs') {
      return { status: 'bgs', api, session: await api.get<InHouseSession>(inHousePaths.session) };
    }
    const query2 = new URLSearchParams({ vendor: target.vendor, gameCode: target.gameCode });
    const session = await api.get<SandboxSession>(`${sandboxPaths.session}?${query2}`);
    return { status: 'sandbox', api, session };
  }
}
