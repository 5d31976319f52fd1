import { accountPt } from './account-pt';
import { depositPt } from './deposit-pt';
import { walletPt } from './wallet-pt';
import { memberCentrePt } from './member-centre-pt';
import { messagesPt } from './messages-pt';
import { rewardsPt } from './rewards-pt';
import { withdrawalPt } from './withdrawal-pt';
import { responsibleGamingPt } from './responsible-gaming-pt';

/**
 * The member centre's Portuguese strings: a chunk loaded when the centre first opens, not
 * with the page (P1: the home page's JavaScript carries none of them).
 */
export const memberCentreResources = {
  memberCentre: memberCentrePt,
  deposit: depositPt,
  withdrawal: withdrawalPt,
  responsibleGaming: responsibleGamingPt,
  rewards: rewardsPt,
  wallet: walletPt,
  messages: messagesPt,
  account: accountPt,
};

export type MemberCentreBundle = typeof memberCentreResources;
