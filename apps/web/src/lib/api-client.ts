import type { Envelope } from '@openlobby/contract/envelope';
import type { ErrorCode } from '@openlobby/contract/error-codes';
import type { ZodType } from 'zod';
import { apiRequestKey } from '@openlobby/contract/startup-requests';
import { useSessionStore } from '../stores/session-store';
import { bootDataReceivedAt, takeBootReply } from './boot-data';
import { apiBase } from './config';
import { encryptBody, forgetEncryptionKey, getEncryptionKey } from './crypto/encrypt-body';
import { readToken } from './session';

/** A reply with `success: false`, or no reply at all (errorCode then NETWORK). */
export class ApiError extends Error {
  constructor(
    readonly errorCode: ErrorCode | 'NETWORK',
    message: string,
    readonly status?: number,
    /** The error envelope's `value`: details a client acts on (e.g. `{ captcha: true }`). */
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type ApiGetOptions = {
  query?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Loads the reply's zod schema. Pass it only under `import.meta.env.DEV` so zod stays
   * out of the production bundle; replies are checked against the contract in development.
   */
  schema?: () => Promise<ZodType>;
  /**
   * Told when the reply arrived (`Date.now()`'s clock): now for a network reply, the HTML's
   * arrival for a boot reply. A reply carrying the server's clock corrects the local one by it.
   */
  onReceived?: (receivedAt: number) => void;
  /**
   * Sent with this session token instead of the tab's (a handed-over session the member has
   * not accepted yet): never answered from the boot data, and its refusals change nothing in
   * the tab (no forced password change, no status re-read).
   */
  asToken?: string;
};

/** GET an API path and unwrap its envelope (architecture.md "The contract is the seam"). */
export async function apiGet<T>(path: string, options: ApiGetOptions = {}): Promise<T> {
  const query = options.query ?? {};
  const headers = baseHeaders();
  if (options.asToken !== undefined) headers.Authorization = options.asToken;
  const boot =
    options.asToken === undefined &&
    takeBootReply(apiRequestKey({ path, query }), 'Authorization' in headers);
  let value: T;
  if (boot) {
    value = boot.value as T;
    options.onReceived?.(bootDataReceivedAt());
  } else {
    const url = new URL(`${apiBase}${path}`, window.location.origin);
    for (const [key, param] of Object.entries(query)) url.searchParams.set(key, param);
    const init = { headers, signal: options.signal ?? null };
    value = await request<T>(url, init, options.asToken === undefined);
    options.onReceived?.(Date.now());
  }
  if (options.schema) await checkReply(path, value, options.schema);
  return value;
}

export type ApiSendOptions = {
  /** An E call: the JSON body travels encrypted (identity-api.md "Encryption of E calls"). */
  encrypted?: boolean;
  /** Send the body as `application/x-www-form-urlencoded` (spec §7 forgot password). */
  form?: boolean;
  signal?: AbortSignal;
};

/** POST, PUT or DELETE an API path with a body, and unwrap its envelope. */
export async function apiSend<T>(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  options: ApiSendOptions = {},
): Promise<T> {
  const url = new URL(`${apiBase}${path}`, window.location.origin);
  const send = async (): Promise<T> => {
    const headers = baseHeaders();
    let payload: string | undefined;
    if (options.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(body as Record<string, string>).toString();
    } else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(
        options.encrypted ? await encryptBody(body, () => getEncryptionKey(apiBase)) : body,
      );
    }
    return request<T>(url, {
      method,
      headers,
      signal: options.signal ?? null,
      ...(payload === undefined ? {} : { body: payload }),
    });
  };
  try {
    return await send();
  } catch (error) {
    // The server's key changed since this page fetched it: fetch it again, once.
    if (!(
      options.encrypted &&
      error instanceof ApiError &&
      error.errorCode === 'DECRYPTION_FAILED'
    ))
      throw error;
    forgetEncryptionKey();
    return send();
  }
}

function baseHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': useSessionStore.getState().language,
  };
  const token = readToken();
  if (token) headers.Authorization = token;
  return headers;
}

/** `tabWide`: the reply may act on the tab (forced password change, status re-read). */
async function request<T>(url: URL, init: RequestInit, tabWide = true): Promise<T> {
  let response: Response;
  let body: Envelope<T> & { value?: unknown };
  try {
    response = await fetch(url, { credentials: 'same-origin', ...init });
    body = (await response.json()) as Envelope<T>;
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError('NETWORK', cause instanceof Error ? cause.message : String(cause));
  }
  if (!body.success) {
    if (tabWide && body.errorCode === 'PASSWORD_CHANGE_REQUIRED') forcePasswordChange();
    const gate = body.errorCode === 'MAINTENANCE' || body.errorCode === 'REGION_BLOCKED';
    if (tabWide && gate) gateRefused?.();
    throw new ApiError(body.errorCode, body.message, response.status, body.value);
  }
  return body.value;
}

let gateRefused: (() => void) | null = null;

/**
 * What the app does when the site's gate refuses a call (503 MAINTENANCE, 403
 * REGION_BLOCKED): the status the page read is out of date. Set once, by the query client.
 */
export function onGateRefusal(listener: (() => void) | null): void {
  gateRefused = listener;
}

/**
 * The server refuses everything but the password change to a session opened with the
 * default weak or a temporary password (S10): whichever call hears it first opens the
 * forced change-password dialog, as a login reporting `mustChangePassword` does.
 */
function forcePasswordChange() {
  const store = useSessionStore.getState();
  if (store.authModal?.kind === 'changePass' && store.authModal.forced) return;
  store.openAuthModal({ kind: 'changePass', forced: true, expired: false });
}

async function checkReply(path: string, value: unknown, load: () => Promise<ZodType>) {
  const result = (await load()).safeParse(value);
  if (!result.success) {
    // Development only: a mismatch means the server and the contract disagree.
    console.error(`Reply of ${path} does not match the contract`, result.error);
  }
}
