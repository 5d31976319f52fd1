import { homePt } from './home-pt';
import { noticesPt } from './notices-pt';
import { pt } from './pt';
import { supportPt } from './support-pt';

/** Every Portuguese string of the site, loaded as one chunk when Portuguese is in use. */
export const resources = {
  ...pt,
  homePage: homePt,
  notices: noticesPt,
  support: supportPt,
};
