import { create } from 'zustand';

/**
 * The notice popup (spec §2 "noticeModal"): opened from a notice in the list or marquee,
 * on that notice's index in the list `useAnnouncements()` returns (all types, newest
 * first). A store, so any feature can open it and the layout shows it over any page.
 */
export type NoticeState = {
  /** The index of the chosen notice while the popup is open; null when closed. */
  noticeIndex: number | null;
  openNotice: (index: number) => void;
  closeNotice: () => void;
};

export const useNoticeStore = create<NoticeState>()((set) => ({
  noticeIndex: null,
  openNotice: (noticeIndex) => set({ noticeIndex }),
  closeNotice: () => set({ noticeIndex: null }),
}));
