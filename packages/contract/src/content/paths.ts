/**
 * Paths of the site-content API (spec §7 "Announcements and support", "Live chat", the
 * winner board of "Games", and the home page's banners). Zod-free so the browser can import
 * it. The `MCSFE_*`, `GCSGAME_*`, `CBS_*` and `CSP_*` names are kept for clients of this API.
 */
export const contentPaths = {
  /** Announcements, notices and popups (types B, PL, PU, PR, H; execution A, B, F). */
  announcements: '/wps/relay/MCSFE_getListAnnouncements',
  /** Banners of one group (w_home, w_login, w_register, w_forget). */
  banners: '/wps/system/banners',
  /** The winner board (gameCategory ALL, limitNum 20). */
  winners: '/wps/relay/GCSGAME_getRankList',
  /** Help-centre topics for a language and device (WEB). */
  helpCenter: '/wps/system/helpCenter',
  /** App download links (iOS, Android) and the lite app (this site as a PWA). */
  download: '/wps/system/download',
  /** The QR code of one store link (`ios`, `android`), drawn by the server as SVG. */
  downloadQr: (platform: 'ios' | 'android') => `/wps/system/download/qr/${platform}`,
  /** The route pattern of `downloadQr`. */
  downloadQrRoute: '/wps/system/download/qr/:platform',
  /** Live-chat channels the operator configured. */
  chatModels: '/wps/relay/CBS_modelList',
  /** Starts a live chat on one channel: the URL to open. */
  launchChat: '/wps/relay/CBS_launchChat',
  /** Sends feedback (T): multipart, `content` plus up to 3 PNG/JPEG `images`. */
  feedback: '/wps/feedback',
  /** The feedback form's bounds (words, images). */
  feedbackRules: '/wps/feedback/rules',
  /** Operator API: list and add announcements; `/:id` switches one on/off or removes it. */
  operatorAnnouncements: '/operator/announcements',
  /** Operator API: list help topics, add (or replace) one; `/:tag` removes one. */
  operatorHelpTopics: '/operator/help-topics',
  /** Operator API: list and add banners; `/:id` switches one on/off or removes it. */
  operatorBanners: '/operator/banners',
  /** Operator API: the app-download store links (iOS, Android). */
  operatorDownload: '/operator/download',
  /** The operator's sponsorships (/sponsor), in the reader's language. */
  sponsors: '/wps/system/sponsors',
  /** The about, terms, privacy and responsible-gaming texts (/description). */
  description: '/wps/system/description',
  /** Operator API: list and add sponsorships; `/:id` removes one. */
  operatorSponsors: '/operator/sponsors',
  /** Operator API: list the description's sections; `/:section` sets or removes one. */
  operatorDescription: '/operator/description',
  /** Generated sponsorship images: `/img/sponsors/<id>.svg`. */
  sponsorImage: (id: number) => `/img/sponsors/${id}.svg`,
  /** Generated banner images: `/img/banners/<id>.svg`. */
  bannerImage: (id: number) => `/img/banners/${id}.svg`,
} as const;

/** Spec §3 "Announcement item": the announcement types the front end asks for. */
export const announcementTypes = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof announcementTypes)[number];

/**
 * Announcements for the agent audience (ADR 023): the operator adds them like the others,
 * but only agents read them, through the agent centre (`agentPaths.announcements`); the
 * public list never includes them.
 */
export const AGENT_ANNOUNCEMENT_TYPE = 'AG';
/** Every type an operator may give an announcement: the public ones and the agents'. */
export const operatorAnnouncementTypes = [...announcementTypes, AGENT_ANNOUNCEMENT_TYPE] as const;
export type OperatorAnnouncementType = (typeof operatorAnnouncementTypes)[number];

/**
 * Spec §3 "Popup: execution A/B/F", §4 "Popups": A shows to logged-in members, B to
 * anonymous visitors, F on a member's first login. An announcement without an execution is
 * listed but never pops up.
 */
export const popupExecutions = ['A', 'B', 'F'] as const;
export type PopupExecution = (typeof popupExecutions)[number];

/** Spec §3 "Banner": the banner groups. */
export const bannerGroups = ['w_home', 'w_login', 'w_register', 'w_forget'] as const;
export type BannerGroup = (typeof bannerGroups)[number];

/** Where a banner leads: nowhere, a promotion, a game (by node id) or a URL. */
export const bannerLinkageTypes = ['NONE', 'PROMOTION', 'GAME', 'URL'] as const;
export type BannerLinkageType = (typeof bannerLinkageTypes)[number];

/** Spec §9: announcements a page in the popup's list. */
export const ANNOUNCEMENT_PAGE_SIZE = 6;
/** Spec §9: the winner board's length. */
export const WINNER_BOARD_LIMIT = 20;
/** Spec §5 and S5: feedback images. */
export const FEEDBACK_MAX_IMAGES = 3;
export const FEEDBACK_MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** A help topic's tag: the `/help#tag` anchor and the element id (lower-case words, dashes). */
export const HELP_TAG_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;
