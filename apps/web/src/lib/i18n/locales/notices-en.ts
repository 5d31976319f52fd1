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
    responsibleGaming: {
      title: 'Your responsible-gaming tools',
      limits:
        'In the member centre, under "Responsible gaming", you set deposit, loss (stakes minus winnings) and wager limits per day, week and month, and a session-time limit. A new or lower limit applies at once; a higher limit or a removal applies only after the cooling-off period (24 hours) and your confirmation then.',
      breaks:
        'You can take a time-out of 24 hours to 6 weeks, or self-exclude for 6 months to 5 years or with no end date. Once you confirm with your password you are logged out everywhere and cannot log in, bet or deposit until it ends; nobody can end it early. Pending withdrawals are still paid.',
    },
  },
};
