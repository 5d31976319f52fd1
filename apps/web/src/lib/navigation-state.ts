/** History state the app puts on navigations it starts (read by the scroll handling). */
export type AppNavigationState = {
  /** Set by the top navigation: the scroll back to the top is then smooth (spec §2). */
  fromTopNav?: boolean;
};

export const fromTopNavState: AppNavigationState = { fromTopNav: true };

export function isFromTopNav(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && (state as AppNavigationState).fromTopNav === true
  );
}
