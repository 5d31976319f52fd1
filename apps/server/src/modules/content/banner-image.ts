import type { BannerGroup } from '@openlobby/contract';
import { renderTitleArtSvg } from '../images';

/**
 * Generated banner images (`GET /img/banners/<id>.svg`), drawn from the title by the
 * images module: the title's motif as art, the title beside it. The home carousel is wide (3:1); the popup banners (w_login, w_register,
 * w_forget) are short strips.
 */
const sizes: Record<BannerGroup, { width: number; height: number }> = {
  w_home: { width: 1200, height: 400 },
  w_login: { width: 800, height: 180 },
  w_register: { width: 800, height: 180 },
  w_forget: { width: 800, height: 180 },
};

export function renderBannerSvg(id: number, groupName: BannerGroup, title: string): string {
  const wide = groupName === 'w_home';
  return renderTitleArtSvg({
    seed: `banner-${id}-${title}`,
    ...sizes[groupName],
    title,
    // The subject takes the right; the title keeps to the left of it.
    lineLength: wide ? 16 : 20,
    fontSize: wide ? { one: 76, two: 64 } : { one: 42, two: 34 },
    // The carousel lays its call-to-action button under the title (banner-carousel.tsx).
    ...(wide ? { titleAt: 0.4 } : {}),
  });
}
