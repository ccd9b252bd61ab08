import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../api/http';
import type { components } from '../../../api/schema';

export type Plans = components['schemas']['PlansResponse'];
export type Plan = components['schemas']['PlanResponse'];

/** Each plan and its limits, as the server is configured. */
export function getPlans(): Promise<Plans> {
  return getJson<Plans>('/api/translator/plans');
}

export const plansQueryOptions = queryOptions({
  queryKey: ['/api/translator/plans'],
  queryFn: getPlans,
  // Limits change only with the server's configuration.
  staleTime: 60 * 60 * 1000,
});

export function usePlans() {
  return useQuery(plansQueryOptions);
}
