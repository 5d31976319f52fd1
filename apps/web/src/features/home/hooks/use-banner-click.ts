import type { Banner } from '@openlobby/contract/content/schemas';
import { promotionDetailHref } from '@openlobby/contract/rewards/paths';
import { routePaths } from '@openlobby/contract/routes';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useGameStart } from '../../../components/game-launch/use-game-start';

/**
 * What clicking a banner does (spec §2, §3 linkageType): a promotion opens its detail on
 * /promotions (the list when the banner names none), a
 * game starts by the one start rule (login popup for visitors, …), a URL opens in a new
 * tab without handing it `window.opener`; NONE does nothing.
 */
export function useBannerClick() {
  const navigate = useNavigate();
  const { start } = useGameStart();
  return useCallback(
    (banner: Banner) => {
      switch (banner.linkageType) {
        case 'PROMOTION':
          void navigate(
            banner.linkage ? promotionDetailHref(banner.linkage) : routePaths.promotions,
          );
          return;
        case 'GAME':
          if (banner.game) start(banner.game);
          return;
        case 'URL':
          if (banner.linkage) window.open(banner.linkage, '_blank', 'noopener,noreferrer');
          return;
        case 'NONE':
          return;
      }
    },
    [navigate, start],
  );
}
