import { afterEach, describe, expect, it, vi } from 'vitest';
import { systemStatusQueryOptions } from '../api/get-system-status';
import { apiGet } from '../lib/api-client';
import { createQueryClient } from './query-client';

const refusal = (errorCode: string) =>
  new Response(JSON.stringify({ success: false, errorCode, message: 'refused' }), {
    status: errorCode === 'MAINTENANCE' ? 503 : 403,
  });

describe('a call the site gate refuses', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each(['MAINTENANCE', 'REGION_BLOCKED'])(
    'has the status read again when the gate answers %s',
    async (errorCode) => {
      const queryClient = createQueryClient();
      queryClient.setQueryData(systemStatusQueryOptions().queryKey, { status: 0 } as never);
      const statusKey = systemStatusQueryOptions().queryKey;
      expect(queryClient.getQueryState(statusKey)?.isInvalidated).toBe(false);
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => refusal(errorCode)),
      );
      await expect(apiGet('/wps/v2/wallets/balance')).rejects.toMatchObject({ errorCode });
      expect(queryClient.getQueryState(statusKey)?.isInvalidated).toBe(true);
    },
  );

  it('leaves the status alone for any other refusal', async () => {
    const queryClient = createQueryClient();
    const statusKey = systemStatusQueryOptions().queryKey;
    queryClient.setQueryData(statusKey, { status: 0 } as never);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => refusal('FORBIDDEN')),
    );
    await expect(apiGet('/wps/v2/wallets/balance')).rejects.toMatchObject({
      errorCode: 'FORBIDDEN',
    });
    expect(queryClient.getQueryState(statusKey)?.isInvalidated).toBe(false);
  });
});
