import type { noticesPt } from './notices-pt';

/** English strings of the announcement and notice popups and the help centre (issue 5). */
export const noticesEn: typeof noticesPt = {
  publicModal: { title: 'Announcements' },
  noticeModal: { title: 'Notices' },
  titles: 'Titles',
  pages: {
    label: 'Title pages',
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {{page}}',
  },
  publishedAt: 'Published {{time}}',
  goToPromotion: 'Go to promotion',
  empty: 'No notices at the moment.',
  help: {
    title: 'Help centre',
    topics: 'Help topics',
    empty: 'There are no help topics yet.',
    backToTop: 'Back to top',
  },
};
