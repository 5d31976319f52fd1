import { lazy } from 'react';
import type { MemberCentrePages } from '../../features/member-centre/components/member-centre';

/**
 * The member centre's views that exist, composed here because each comes from its own
 * feature. Each loads when first opened (the home page pays for none of them, P1). The
 * menu lists exactly these, in the spec's order: a view not built yet is absent rather
 * than an empty screen. transferUpline is listed only for a member with an upline while the
 * operator allows it (open-member-centre.tsx leaves it out otherwise).
 */
export const memberCentrePages: MemberCentrePages = {
  securityCenter: lazy(() =>
    import('../../features/identity/components/account-view').then((m) => ({
      default: m.AccountView,
    })),
  ),
  transferFund: lazy(() =>
    import('../../features/wallet/components/transfer-fund-view').then((m) => ({
      default: m.TransferFundView,
    })),
  ),
  depositv2: lazy(() =>
    import('../../features/deposit/components/deposit-view').then((m) => ({
      default: m.DepositView,
    })),
  ),
  transferUpline: lazy(() =>
    import('../../features/agent-centre/components/transfer-upline-view').then((m) => ({
      default: m.TransferUplineView,
    })),
  ),
  transactionHistory: lazy(() =>
    import('../../features/member-centre/components/transaction-history-view').then((m) => ({
      default: m.TransactionHistoryView,
    })),
  ),
  withdraw: lazy(() =>
    import('../../features/withdrawal/components/withdraw-view').then((m) => ({
      default: m.WithdrawView,
    })),
  ),
  responsibleGaming: lazy(() => import('./responsible-gaming-page')),
  rewardCenter: lazy(() =>
    import('../../features/rewards/components/reward-center-view').then((m) => ({
      default: m.RewardCenterView,
    })),
  ),
  referral: lazy(() =>
    import('../../features/wallet/components/referral-view').then((m) => ({
      default: m.ReferralView,
    })),
  ),
  personalHistoryCopy: lazy(() =>
    import('../../features/records/components/bet-record-view').then((m) => ({
      default: m.BetRecordView,
    })),
  ),
  personalProfit: lazy(() =>
    import('../../features/records/components/profit-view').then((m) => ({
      default: m.ProfitView,
    })),
  ),
  bonusDetails: lazy(() =>
    import('../../features/records/components/bonus-view').then((m) => ({
      default: m.BonusView,
    })),
  ),
  vip: lazy(() =>
    import('../../features/vip/components/vip-view').then((m) => ({
      default: m.VipView,
    })),
  ),
  missionLeaderboard: lazy(() =>
    import('../../features/rewards/components/mission-view').then((m) => ({
      default: m.MissionView,
    })),
  ),
  redEnvelope: lazy(() =>
    import('../../features/red-envelope/components/red-envelope-view').then((m) => ({
      default: m.RedEnvelopeView,
    })),
  ),
  messageV2: lazy(() =>
    import('../../features/messages/components/messages-view').then((m) => ({
      default: m.MessagesView,
    })),
  ),
};
