import { create } from 'zustand';

/**
 * The member centre's views in the order of its left menu (spec §2 "Member centre"). The
 * names are the spec's own, so texts and tests can refer to them as the spec does.
 */
export const memberCentreViews = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
] as const;

export type MemberCentreView = (typeof memberCentreViews)[number];

/**
 * The member centre overlay (spec §4 "Overlays": shown while the mcShow flag is set). A
 * store, so the home page, the header and the announcement popup can all open it over any
 * page. `view` null while open means the first view of the menu.
 */
export type MemberCentreState = {
  mcShow: boolean;
  view: MemberCentreView | null;
  open: (view?: MemberCentreView) => void;
  close: () => void;
};

export const useMemberCentreStore = create<MemberCentreState>()((set) => ({
  mcShow: false,
  view: null,
  open: (view) => set({ mcShow: true, view: view ?? null }),
  close: () => set({ mcShow: false, view: null }),
}));
