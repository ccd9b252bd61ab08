import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../api/http';
import type { components } from '../api/schema';

type AssistantAvailability =
  components['schemas']['AssistantAvailabilityResponse'];

export const assistantQueryOptions = queryOptions({
  queryKey: ['/api/assistant'],
  queryFn: () => getJson<AssistantAvailability>('/api/assistant'),
  // It changes only with the server's configuration.
  staleTime: 60 * 60 * 1000,
});

/**
 * Whether the AI assistant answers new questions here. Pages promise its
 * answers until the server says it has no provider (false), so a site that
 * has one shows no change once the answer arrives.
 */
export function useAssistantAnswers(): boolean {
  const { data } = useQuery(assistantQueryOptions);
  return data?.enabled !== false;
}
