import { create } from 'zustand';
import { defaultLanguage, type Language } from '@openlobby/contract/language';
import type { MemberInfo } from '@openlobby/contract/identity/member';
import { isAgentType, isTrialType } from '@openlobby/contract/identity/member-types';
import { storageKeys } from '../lib/storage-keys';
import type { AgentCentreView } from './agent-centre-views';

export type { AgentCentreView } from './agent-centre-views';

/** What the header and the role checks need from `/wps/member/info` (spec §3). */
export type SessionMember = Pick<
  MemberInfo,
  'id' | 'account' | 'nickname' | 'type' | 'currencySymbol' | 'totpEnabled'
> &
  Partial<Pick<MemberInfo, 'iconUrl'>>;

/** The identity dialogs the layout can show over any page (spec §2 "Modals"). */
export type AuthModal =
  | {
      kind: 'login';
      returnTo?: string;
      /** Typed in the header form: the popup sends them at once (kept in memory only). */
      prefill?: { username: string; password: string };
    }
  | { kind: 'register'; referralCode?: string }
  | { kind: 'forgetPass' }
  | { kind: 'changePass'; forced: boolean; expired: boolean }
  | { kind: 'security' };

/**
 * Session and UI flags (architecture.md "Web"). Server data lives in TanStack Query;
 * this holds only what the UI itself decides and the login state of spec §3.
 */
export type SessionState = {
  /** Mirrors the presence of the session token; lib/session.ts keeps them in step. */
  isLogin: boolean;
  /** Derived from the member type (1, 2, 41, 42). */
  isAgent: boolean;
  /** Derived from the member type (4): a free-play account. */
  isTrial: boolean;
  /** From the last LoginValue; the first-login handling reads it. */
  firstTimeLogin: boolean;
  /**
   * A session token arrived in the URL (social sign-in, or another site handing over):
   * once the member info is in, that sign-in lands like any other (agents → /agentHome).
   */
  tokenHandedOver: boolean;
  /**
   * A session token another site put in the URL, not yet accepted: the member is asked
   * whether to continue as its account first (a link must not sign anyone in unasked).
   */
  pendingHandover: string | null;
  member: SessionMember | null;
  language: Language;
  /** The global loader, shown until the first page has rendered and after navigations. */
  loaderVisible: boolean;
  /** The agent centre overlay (spec §4 "Overlays": shown while acShow is set). */
  acShow: boolean;
  /** The agent centre's open view; null means the first view of its menu. */
  acView: AgentCentreView | null;
  authModal: AuthModal | null;
  /**
   * A contract request from the upline is on screen (the contract modal): the announcement
   * popups wait for it, as for the other overlays, instead of covering its answer buttons.
   */
  contractRequestShown: boolean;
  setLogin: (isLogin: boolean) => void;
  setMember: (member: SessionMember) => void;
  setFirstTimeLogin: (firstTimeLogin: boolean) => void;
  setTokenHandedOver: (handedOver: boolean) => void;
  setPendingHandover: (token: string | null) => void;
  /** Logged out: no member, no roles (spec §4 "Logout"). */
  clearMember: () => void;
  setLanguage: (language: Language) => void;
  setLoaderVisible: (visible: boolean) => void;
  setAcShow: (show: boolean) => void;
  /** Opens the agent centre on `view` (or its first view). Only agents see it (the host). */
  openAgentCentre: (view?: AgentCentreView) => void;
  openAuthModal: (modal: AuthModal) => void;
  closeAuthModal: () => void;
  setContractRequestShown: (shown: boolean) => void;
};

function hasStoredToken(): boolean {
  try {
    return Boolean(sessionStorage.getItem(storageKeys.token));
  } catch {
    return false;
  }
}

export const useSessionStore = create<SessionState>()((set) => ({
  isLogin: hasStoredToken(),
  isAgent: false,
  isTrial: false,
  firstTimeLogin: false,
  tokenHandedOver: false,
  pendingHandover: null,
  member: null,
  language: defaultLanguage,
  loaderVisible: true,
  acShow: false,
  acView: null,
  authModal: null,
  contractRequestShown: false,
  setLogin: (isLogin) => set({ isLogin }),
  setMember: (member) =>
    set({ member, isAgent: isAgentType(member.type), isTrial: isTrialType(member.type) }),
  setFirstTimeLogin: (firstTimeLogin) => set({ firstTimeLogin }),
  setTokenHandedOver: (tokenHandedOver) => set({ tokenHandedOver }),
  setPendingHandover: (pendingHandover) => set({ pendingHandover }),
  clearMember: () =>
    set({
      member: null,
      isLogin: false,
      isAgent: false,
      isTrial: false,
      firstTimeLogin: false,
      tokenHandedOver: false,
      acShow: false,
      acView: null,
    }),
  setLanguage: (language) => set({ language }),
  setLoaderVisible: (loaderVisible) => set({ loaderVisible }),
  setAcShow: (acShow) => set(acShow ? { acShow } : { acShow, acView: null }),
  openAgentCentre: (view) => set({ acShow: true, acView: view ?? null }),
  openAuthModal: (authModal) => set({ authModal }),
  closeAuthModal: () => set({ authModal: null }),
  setContractRequestShown: (contractRequestShown) => set({ contractRequestShown }),
}));

// The member centre's flag lives beside the session's: both are read by the page's frame
// on every page, and one module keeps them in the first page's code once (P1).

/**
 * The member centre's views in the order of its left menu (spec §2 "Member centre"). The
 * names are the spec's own, so texts and tests can refer to them as the spec does.
 */
export const memberCentreViews = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'responsibleGaming',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'vip',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'redEnvelope',
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
