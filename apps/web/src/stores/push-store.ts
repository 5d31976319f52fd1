import { create } from 'zustand';

/**
 * Whether this tab's push channel is up (ADR 031). While it is, the balance and the
 * message badge wait for events; while it is down they poll and refetch on focus as before.
 */
export const usePushStore = create<{
  connected: boolean;
  setConnected: (connected: boolean) => void;
}>((set) => ({
  connected: false,
  setConnected: (connected) => set({ connected }),
}));
