import { useMemberCentreStore, type MemberCentreView } from '../stores/session-store';
import { requireRealAccount } from './real-account-dialog';

/**
 * Opens the member centre, on `view` or on its menu's first view, for members only: a
 * visitor gets the login popup and a trial member the 'Please Register An Account First'
 * dialog (spec §6: trial members are blocked from the member centre). True when it opened.
 */
export function openMemberCentre(view?: MemberCentreView): boolean {
  if (!requireRealAccount()) return false;
  useMemberCentreStore.getState().open(view);
  return true;
}
