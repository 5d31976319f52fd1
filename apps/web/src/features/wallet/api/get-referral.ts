import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { referralPaths } from '@openlobby/contract/referral/paths';
import type { InviteesPage, ReferralInfo } from '@openlobby/contract/referral/schemas';
import { apiGet } from '../../../lib/api-client';

/** Under `wallet`, so logout removes it with the member's other money reads. */
const referralKey = ['wallet', 'referral'] as const;

/** `GET /wps/member/referral` (T): the invitation code and link, counts and reward rules. */
export function useReferralInfo() {
  return useQuery({
    queryKey: [...referralKey, 'info'] as const,
    queryFn: ({ signal }) => apiGet<ReferralInfo>(referralPaths.info, { signal }),
  });
}

/** `GET /wps/member/referral/invitees?page=` (T): the invitees, masked, newest first. */
export function useInvitees(page: number) {
  return useQuery({
    queryKey: [...referralKey, 'invitees', page] as const,
    queryFn: ({ signal }) =>
      apiGet<InviteesPage>(referralPaths.invitees, { signal, query: { page: String(page) } }),
    placeholderData: keepPreviousData,
  });
}
