import { useMutation } from '@tanstack/react-query';
import { protectionPaths } from '@openlobby/contract/protection/paths';
import type { ExclusionInput, ExclusionView } from '@openlobby/contract/protection/schemas';
import { apiSend } from '../../../lib/api-client';

/**
 * `POST /wps/protection/exclusion` (T, E): the password travels encrypted. On success every
 * session of the member has ended; the caller logs out locally.
 */
export function takeExclusion(input: ExclusionInput): Promise<ExclusionView> {
  return apiSend<ExclusionView>('POST', protectionPaths.exclusion, input, { encrypted: true });
}

export function useTakeExclusion() {
  return useMutation({ mutationFn: takeExclusion });
}
