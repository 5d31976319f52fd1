import type { MemberInfo } from '@openlobby/contract/identity/member';
import { identityPaths } from '@openlobby/contract/identity/paths';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** `GET /wps/member/info` (T): the member's account, type, masked contacts, authenticator state. */
export function getMemberInfo(): Promise<MemberInfo> {
  return apiGet<MemberInfo>(identityPaths.memberInfo);
}

/**
 * The member info of a handed-over session the tab has not accepted yet (HandoverDialog):
 * read with that token, leaving the tab's own session alone.
 */
export function getMemberInfoAs(token: string): Promise<MemberInfo> {
  return apiGet<MemberInfo>(identityPaths.memberInfo, { asToken: token });
}

/** Under `member`, which logout removes. */
export const memberInfoQueryKey = () => ['member', 'info'] as const;

export const memberInfoQueryOptions = () =>
  queryOptions({ queryKey: memberInfoQueryKey(), queryFn: getMemberInfo, staleTime: 30_000 });
