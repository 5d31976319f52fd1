import { useSessionStore } from '../../../stores/session-store';

/** The member whose favourites and history a list shows; undefined for visitors and trial. */
export function useMemberId(): number | undefined {
  return useSessionStore((s) => (s.isLogin && !s.isTrial ? s.member?.id : undefined));
}
