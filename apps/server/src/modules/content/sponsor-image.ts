import type { SponsorKind } from '@openlobby/contract';
import { renderTitleArtSvg } from '../images';

const marks: Record<SponsorKind, string> = {
  // A shield for a club, a star for an event, a circle (a face) for an ambassador.
  club: '<path d="M460 40 L540 70 L540 130 Q540 180 460 210 Q380 180 380 130 L380 70 Z"/>',
  event:
    '<path d="M460 40 L485 100 L550 105 L500 145 L515 205 L460 172 L405 205 L420 145 L370 105 L435 100 Z"/>',
  ambassador: '<circle cx="460" cy="110" r="72"/>',
};

/**
 * A sponsorship's image when the operator gave none (`GET /img/sponsors/<id>.svg`):
 * OpenLobby ships no artwork, so it is drawn from the title by the images module, as the
 * banners are, with a mark for its kind behind it. 600×250.
 */
export function renderSponsorSvg(id: number, kind: SponsorKind, title: string): string {
  return renderTitleArtSvg({
    seed: `sponsor-${id}-${title}`,
    width: 600,
    height: 250,
    title,
    lineLength: 16,
    fontSize: { one: 40, two: 34 },
    decoration: marks[kind],
  });
}
