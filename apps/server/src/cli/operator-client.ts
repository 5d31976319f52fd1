import { errorEnvelopeSchema, errorMessages, type ErrorCode } from '@openlobby/contract';
import { z } from 'zod';

export class CliError extends Error {
  override name = 'CliError';
}

export type OperatorClientConfig = {
  baseUrl: string;
  token: string;
  /** Where the token came from, to point at it when the server refuses it. */
  tokenSource: string;
  fetch?: typeof fetch;
};

/** What to tell the operator for each refusal; the server's own message stays generic. */
function explain(code: ErrorCode, config: OperatorClientConfig): string {
  switch (code) {
    case 'UNAUTHORIZED':
      return `The server refused the operator token from ${config.tokenSource}.`;
    case 'FORBIDDEN':
      return 'The server takes operator commands only from its own machine (start it with OPERATOR_ALLOW_REMOTE=true to allow others), and never through a proxy: call an instance on its own address.';
    default:
      return `The server refused the request: ${errorMessages[code].en} (${code})`;
  }
}

/** Calls one operator endpoint and returns the envelope's value, or throws a CliError. */
export async function callOperator<T extends z.ZodType>(
  config: OperatorClientConfig,
  method: 'GET' | 'PUT' | 'PATCH' | 'POST' | 'DELETE',
  path: string,
  valueSchema: T,
  body?: unknown,
  /** A long operation (a settlement of thousands of bills) may take longer than 10 s. */
  timeoutMs = 10_000,
): Promise<z.output<T>> {
  const url = new URL(path, config.baseUrl);
  let response: Response;
  try {
    response = await (config.fetch ?? fetch)(url, {
      method,
      headers: {
        authorization: `Bearer ${config.token}`,
        'accept-language': 'en',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    throw new CliError(
      `Cannot reach the OpenLobby server at ${config.baseUrl}; is it running (npm start)?`,
    );
  }
  const json: unknown = await response.json().catch(() => null);
  const refused = errorEnvelopeSchema.safeParse(json);
  if (refused.success) throw new CliError(explain(refused.data.errorCode, config));
  const accepted = z.object({ success: z.literal(true), value: z.unknown() }).safeParse(json);
  const value = valueSchema.safeParse(accepted.data?.value);
  if (!accepted.success || !value.success) {
    throw new CliError(
      `${config.baseUrl} answered ${response.status} with something that is not the OpenLobby API; is OPERATOR_URL right?`,
    );
  }
  return value.data as z.output<T>;
}
