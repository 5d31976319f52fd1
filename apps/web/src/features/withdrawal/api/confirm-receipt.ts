import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@openlobby/contract/envelope';
import { withdrawalReceiptPaths, type ReceiptAnswer } from '@openlobby/contract/messages/paths';
import type { Withdrawal } from '@openlobby/contract/withdrawal/schemas';
import { ApiError } from '../../../lib/api-client';
import { apiBase } from '../../../lib/config';
import { readToken } from '../../../lib/session';
import { useSessionStore } from '../../../stores/session-store';
import { invalidateMoney } from './invalidate-money';

export type ReceiptInput = { id: number; answer: ReceiptAnswer; images: readonly File[] };

/**
 * `POST /wps/v2/withdrawals/:id/receipt` (T): multipart, which the JSON client does not
 * speak (the browser sets the boundary itself). Proof images go with "not received" only.
 */
export async function confirmReceipt(input: ReceiptInput): Promise<Withdrawal> {
  const form = new FormData();
  form.append('answer', input.answer);
  for (const image of input.images) form.append('images', image, image.name);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': useSessionStore.getState().language,
  };
  const token = readToken();
  if (token) headers.Authorization = token;
  let response: Response;
  let body: Envelope<Withdrawal>;
  try {
    const url = new URL(
      `${apiBase}${withdrawalReceiptPaths.receipt(input.id)}`,
      window.location.origin,
    );
    response = await fetch(url, {
      method: 'POST',
      headers,
      body: form,
      credentials: 'same-origin',
    });
    body = (await response.json()) as Envelope<Withdrawal>;
  } catch (cause) {
    throw new ApiError('NETWORK', cause instanceof Error ? cause.message : String(cause));
  }
  if (!body.success) throw new ApiError(body.errorCode, body.message, response.status, body.value);
  return body.value;
}

export function useConfirmReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmReceipt,
    onSettled: () => invalidateMoney(queryClient),
  });
}
