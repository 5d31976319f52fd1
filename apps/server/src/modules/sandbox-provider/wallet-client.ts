import {
  PROVIDER_SIGNATURE_HEADER,
  providerWalletPath,
  type ErrorCode,
  type ProviderWalletCall,
  type ProviderWalletReply,
} from '@openlobby/contract';
import type { PostTransport } from '../../lib/post-transport';
import { signProviderBody } from '../wallet';

/** The wallet refused the call (a 4xx): final, retrying cannot change the answer. */
export class WalletRefusal extends Error {
  override name = 'WalletRefusal';
  constructor(
    readonly errorCode: ErrorCode,
    readonly status: number,
    readonly value: Record<string, unknown> | undefined,
  ) {
    super(`wallet refused: ${errorCode}`);
  }
}

/** The call's fate is unknown (network error or 5xx after every retry). */
export class WalletUnavailable extends Error {
  override name = 'WalletUnavailable';
}

export type WalletClientOptions = {
  /** In process (`injectTransport`) or over the network (`fetchTransport`). */
  transport: PostTransport;
  /** The signing secret the wallet holds for a vendor code (shared out of band). */
  secretFor: (vendorCode: string) => Promise<string>;
  /** Delays before each retry; the calls are idempotent by transaction id, so retrying is safe. */
  retryDelaysMs?: readonly number[];
};

/**
 * The aggregator's client of our seamless wallet (docs/provider-wallet-api.md): signs each
 * body with the provider secret, retries what may not have arrived with the very same
 * body (same transaction id), and tells final refusals from unknown outcomes.
 */
export class SeamlessWalletClient {
  private readonly retryDelaysMs: readonly number[];

  constructor(private readonly options: WalletClientOptions) {
    this.retryDelaysMs = options.retryDelaysMs ?? [50, 250, 1_000];
  }

  async call(
    vendorCode: string,
    what: ProviderWalletCall,
    body: Record<string, unknown>,
  ): Promise<ProviderWalletReply> {
    const raw = JSON.stringify(body);
    const path = providerWalletPath(vendorCode, what);
    let lastProblem = 'no attempt';
    for (let attempt = 0; attempt <= this.retryDelaysMs.length; attempt += 1) {
      if (attempt > 0) await sleep(this.retryDelaysMs[attempt - 1]!);
      const headers = {
        'content-type': 'application/json',
        [PROVIDER_SIGNATURE_HEADER]: signProviderBody(
          await this.options.secretFor(vendorCode),
          raw,
        ),
      };
      let res: { status: number; body: unknown };
      try {
        res = await this.options.transport(path, raw, headers);
      } catch (error) {
        lastProblem = error instanceof Error ? error.message : String(error);
        continue;
      }
      const envelope = res.body as {
        success?: boolean;
        value?: unknown;
        errorCode?: ErrorCode;
      } | null;
      if (res.status < 300 && envelope?.success) return envelope.value as ProviderWalletReply;
      if (res.status >= 400 && res.status < 500 && envelope?.errorCode) {
        throw new WalletRefusal(
          envelope.errorCode,
          res.status,
          envelope.value as Record<string, unknown> | undefined,
        );
      }
      lastProblem = `status ${res.status}`;
    }
    throw new WalletUnavailable(`${what} failed: ${lastProblem}`);
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
