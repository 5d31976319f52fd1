import { useMutation } from '@tanstack/react-query';
import { contentPaths } from '@openlobby/contract/content/paths';
import type { Envelope } from '@openlobby/contract/envelope';
import { ApiError } from '../../../lib/api-client';
import { apiBase } from '../../../lib/config';
import { readToken } from '../../../lib/session';
import { useSessionStore } from '../../../stores/session-store';

export type FeedbackInput = { content: string; images: readonly File[] };

/**
 * `PUT /wps/feedback` (T): multipart, which the JSON client does not speak. The browser
 * sets the multipart boundary itself, so no Content-Type header is given here.
 */
export async function sendFeedback(input: FeedbackInput): Promise<{ id: number }> {
  const form = new FormData();
  form.append('content', input.content);
  for (const image of input.images) form.append('images', image, image.name);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': useSessionStore.getState().language,
  };
  const token = readToken();
  if (token) headers.Authorization = token;
  let response: Response;
  let body: Envelope<{ id: number }>;
  try {
    response = await fetch(new URL(`${apiBase}${contentPaths.feedback}`, window.location.origin), {
      method: 'PUT',
      headers,
      body: form,
      credentials: 'same-origin',
    });
    body = (await response.json()) as Envelope<{ id: number }>;
  } catch (cause) {
    throw new ApiError('NETWORK', cause instanceof Error ? cause.message : String(cause));
  }
  if (!body.success) throw new ApiError(body.errorCode, body.message, response.status, body.value);
  return body.value;
}

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
