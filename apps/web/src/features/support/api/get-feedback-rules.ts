import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentPaths } from '@openlobby/contract/content/paths';
import type { FeedbackRules } from '@openlobby/contract/content/schemas';
import { apiGet } from '../../../lib/api-client';

/** `GET /wps/feedback/rules`: the word bounds and image limits the server enforces. */
export function getFeedbackRules(signal?: AbortSignal): Promise<FeedbackRules> {
  return apiGet<FeedbackRules>(contentPaths.feedbackRules, {
    signal,
    schema: import.meta.env.DEV
      ? () => import('@openlobby/contract/content/schemas').then((m) => m.feedbackRulesValueSchema)
      : undefined,
  });
}

export const feedbackRulesQueryOptions = () =>
  queryOptions({
    queryKey: ['support', 'feedbackRules'] as const,
    queryFn: ({ signal }) => getFeedbackRules(signal),
    staleTime: 60_000,
  });

export function useFeedbackRules() {
  return useQuery(feedbackRulesQueryOptions());
}
