import type { MemberCentreResources } from './member-centre-pt';

/** English strings of the member centre's frame and its account record. */
export const memberCentreEn: MemberCentreResources = {
  title: 'Member centre',
  menu: 'Member centre menu',
  badge: '({{count}} new)',
  views: {
    securityCenter: 'My account',
    transferFund: 'Wallet',
    depositv2: 'Deposit',
    withdraw: 'Withdrawal',
    transferUpline: 'Transfer to upline',
    personalHistoryCopy: 'Betting record',
    transactionHistory: 'Account record',
    personalProfit: 'Profit and loss',
    bonusDetails: 'Bonus details',
    rewardCenter: 'Reward centre',
    referral: 'Invite friends',
    missionLeaderboard: 'Mission activity',
    messageV2: 'Platform messages',
  },
  records: {
    kind: 'Type',
    allKinds: 'All',
    time: 'Date and time',
    amount: 'Amount',
    balanceAfter: 'Balance after',
    empty: 'No movements yet.',
    pages: 'Pages',
    kinds: {
      deposit: 'Deposit',
      withdrawal: 'Withdrawal',
      bet: 'Bet',
      win: 'Win',
      rollback: 'Cancelled bet',
      bonus: 'Bonus',
      adjustment: 'Adjustment',
      transfer: 'Transfer',
    },
  },
};
