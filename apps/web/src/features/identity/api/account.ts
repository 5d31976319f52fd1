import { accountPaths, sessionPath } from '@openlobby/contract/identity/account-paths';
import type {
  AccountOverview,
  ContactBindRequest,
  ContactCodeRequest,
  IconValue,
  PaymentPasswordRequest,
  ProfileUpdate,
  SessionsValue,
} from '@openlobby/contract/identity/account';
import type { Envelope } from '@openlobby/contract/envelope';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend, ApiError } from '../../../lib/api-client';
import { apiBase } from '../../../lib/config';
import { readToken } from '../../../lib/session';
import { useSessionStore } from '../../../stores/session-store';
import { memberInfoQueryKey } from './get-member-info';

/** Under `member`, which logout removes. */
export const accountQueryKey = () => ['member', 'account'] as const;
export const sessionsQueryKey = () => ['member', 'account', 'sessions'] as const;

/** `GET /wps/member/account` (T): profile, icon, contacts, payment password state. */
export function useAccount() {
  return useQuery({
    queryKey: accountQueryKey(),
    queryFn: () => apiGet<AccountOverview>(accountPaths.overview),
  });
}

/** After a change: the overview as the server answered it, and the header's member info. */
function useSettled() {
  const queryClient = useQueryClient();
  return (overview?: AccountOverview) => {
    if (overview) queryClient.setQueryData(accountQueryKey(), overview);
    else void queryClient.invalidateQueries({ queryKey: accountQueryKey(), exact: true });
    void queryClient.invalidateQueries({ queryKey: memberInfoQueryKey() });
  };
}

/** `PUT /wps/member/account/profile` (T). */
export function useUpdateProfile() {
  const settled = useSettled();
  return useMutation({
    mutationFn: (body: ProfileUpdate) =>
      apiSend<AccountOverview>('PUT', accountPaths.profile, body),
    onSuccess: settled,
  });
}

/** `PUT /wps/member/account/payment-password` (T, E). */
export function useSetPaymentPassword() {
  const settled = useSettled();
  return useMutation({
    mutationFn: (body: PaymentPasswordRequest) =>
      apiSend<AccountOverview>('PUT', accountPaths.paymentPassword, body, { encrypted: true }),
    onSuccess: settled,
  });
}

/** `GET /wps/member/info/icon` (T): the icon and the avatars to pick from. */
export function useIcon() {
  return useQuery({
    queryKey: ['member', 'account', 'icon'],
    queryFn: () => apiGet<IconValue>(accountPaths.icon),
    staleTime: 60_000,
  });
}

/** `PUT /wps/member/info/icon` (T): a generated avatar. */
export function useChooseAvatar() {
  const settled = useSettled();
  return useMutation({
    mutationFn: (avatar: number) => apiSend<IconValue>('PUT', accountPaths.icon, { avatar }),
    onSuccess: () => settled(),
  });
}

/**
 * `POST /wps/member/info/icon` (T): multipart, which the JSON client does not speak; the
 * browser sets the boundary itself, so no Content-Type header is given here.
 */
export async function uploadIcon(file: File): Promise<IconValue> {
  const form = new FormData();
  form.append('icon', file, file.name);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': useSessionStore.getState().language,
  };
  const token = readToken();
  if (token) headers.Authorization = token;
  let response: Response;
  let body: Envelope<IconValue>;
  try {
    response = await fetch(new URL(`${apiBase}${accountPaths.icon}`, window.location.origin), {
      method: 'POST',
      headers,
      body: form,
      credentials: 'same-origin',
    });
    body = (await response.json()) as Envelope<IconValue>;
  } catch (cause) {
    throw new ApiError('NETWORK', cause instanceof Error ? cause.message : String(cause));
  }
  if (!body.success) throw new ApiError(body.errorCode, body.message, response.status, body.value);
  return body.value;
}

export function useUploadIcon() {
  const settled = useSettled();
  return useMutation({ mutationFn: uploadIcon, onSuccess: () => settled() });
}

/** `GET /wps/member/account/sessions` (T): live sessions and recent logins. */
export function useSessions() {
  return useQuery({
    queryKey: sessionsQueryKey(),
    queryFn: () => apiGet<SessionsValue>(accountPaths.sessions),
  });
}

/** `DELETE /wps/member/account/sessions/:id` (T): one of my sessions. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiSend<SessionsValue>('DELETE', sessionPath(id)),
    onSuccess: (value) => queryClient.setQueryData(sessionsQueryKey(), value),
  });
}

/** `DELETE /wps/member/account/sessions` (T): every session but this one. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend<{ ended: number }>('DELETE', accountPaths.sessions),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey() }),
  });
}

/** `POST /wps/member/account/contact/code` (T): a code to the new number or address. */
export function useSendContactCode() {
  return useMutation({
    mutationFn: (body: ContactCodeRequest) =>
      apiSend<{ expiredMinutes: number }>('POST', accountPaths.contactCode, body),
  });
}

/** `PUT /wps/member/account/contact` (T, E): the change, with the code and a proof. */
export function useBindContact() {
  const settled = useSettled();
  return useMutation({
    mutationFn: (body: ContactBindRequest) =>
      apiSend<AccountOverview>('PUT', accountPaths.contact, body, { encrypted: true }),
    onSuccess: settled,
  });
}
