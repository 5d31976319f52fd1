import { accountEn } from './account-en';
import { depositEn } from './deposit-en';
import { walletEn } from './wallet-en';
import { memberCentreEn } from './member-centre-en';
import { messagesEn } from './messages-en';
import type { MemberCentreBundle } from './member-centre-bundle-pt';
import { rewardsEn } from './rewards-en';
import { withdrawalEn } from './withdrawal-en';
import { responsibleGamingEn } from './responsible-gaming-en';

/** The member centre's English strings, typed by the Portuguese ones (no key missing). */
export const memberCentreResources: MemberCentreBundle = {
  memberCentre: memberCentreEn,
  deposit: depositEn,
  withdrawal: withdrawalEn,
  responsibleGaming: responsibleGamingEn,
  rewards: rewardsEn,
  wallet: walletEn,
  messages: messagesEn,
  account: accountEn,
};
