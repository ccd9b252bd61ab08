import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../api/http';

type Health = { info?: { assistant?: { state?: string } } };

/**
 * Whether the site's AI assistant answers new questions, from the health
 * check (`info.assistant.state`): 'on', or 'off' when no AI provider is
 * configured.
 */
export async function getAssistantState(): Promise<'on' | 'off'> {
  const health = await getJson<Health>('/api/health');
  return health.info?.assistant?.state === 'on' ? 'on' : 'off';
}

export const assistantStateQueryOptions = queryOptions({
  queryKey: ['/api/health', 'assistant'],
  queryFn: getAssistantState,
});

/** Asked only when needed (`enabled`): after a question is asked from this tab. */
export function useAssistantState(enabled: boolean) {
  return useQuery({ ...assistantStateQueryOptions, enabled });
}
