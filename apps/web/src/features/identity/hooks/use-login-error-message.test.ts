import { errorMessages } from '@openlobby/contract/error-codes';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLoginErrorMessage } from './use-login-error-message';

describe('useLoginErrorMessage', () => {
  it("says a refused social sign-in's code in the member's language once the catalogue is in", async () => {
    const { result } = renderHook(() => useLoginErrorMessage('OAUTH_FAILED', 'pt'));
    await waitFor(() => expect(result.current).toBe(errorMessages.OAUTH_FAILED.pt));
    const en = renderHook(() => useLoginErrorMessage('OAUTH_PROVIDER_DISABLED', 'en'));
    await waitFor(() => expect(en.result.current).toBe(errorMessages.OAUTH_PROVIDER_DISABLED.en));
  });

  it('answers null for no code, and for a code the catalogue does not hold', async () => {
    expect(renderHook(() => useLoginErrorMessage(null, 'en')).result.current).toBeNull();
    const { result } = renderHook(() => useLoginErrorMessage('toString', 'en'));
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toBeNull());
  });
});
