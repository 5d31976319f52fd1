import { en } from './en';
import { homeEn } from './home-en';
import { noticesEn } from './notices-en';
import { supportEn } from './support-en';

/** Every English string of the site, loaded as one chunk when English is in use. */
export const resources = {
  ...en,
  homePage: homeEn,
  notices: noticesEn,
  support: supportEn,
};
