import type { LoginRequest, LoginValue } from '@openlobby/contract/identity/session';
import type { MemberInfo } from '@openlobby/contract/identity/member';
import { identityPaths, oauthPaths, verificationPaths } from '@openlobby/contract/identity/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client';
import type { OauthProvider } from './types';

export const memberInfoQueryKey = ['member', 'info'] as const;

export function getMemberInfo(): Promise<MemberInfo> {
  return apiGet<MemberInfo>(identityPaths.memberInfo);
}

export const memberInfoQueryOptions = () =>
  queryOptions({ queryKey: memberInfoQueryKey, queryFn: getMemberInfo, staleTime: 30_000 });

export function login(body: LoginRequest): Promise<LoginValue> {
  return apiSend<LoginValue>('POST', identityPaths.login, body, { encrypted: true });
}

export function loginRemembered(username: string): Promise<LoginValue> {
  return apiSend<LoginValue>('POST', identityPaths.loginRemembered, { username });
}

export function loginFreePlay(): Promise<LoginValue> {
  return apiSend<LoginValue>('POST', identityPaths.loginFreePlay, { platform: 'W' });
}

export function logout(): Promise<true> {
  return apiSend<true>('DELETE', identityPaths.logout);
}

export function answerVerification(challengeId: string, answer: string): Promise<LoginValue> {
  return apiSend<LoginValue>(
    'POST',
    verificationPaths.answer,
    { challengeId, answer },
    { encrypted: true },
  );
}

export function sendVerificationCode(challengeId: string): Promise<{ expiredMinutes: number }> {
  return apiSend('POST', verificationPaths.send, { challengeId });
}

export function getOauthProviders(): Promise<OauthProvider[]> {
  return apiGet<OauthProvider[]>(oauthPaths.providers);
}

export function useOauthProviders() {
  return useQuery({
    queryKey: ['session', 'oauthProviders'],
    queryFn: getOauthProviders,
    staleTime: 5 * 60_000,
  });
}
