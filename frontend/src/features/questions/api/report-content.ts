import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http';
import type { ReportReason, ReportTarget } from '../types';

export type ReportInput = {
  target: ReportTarget;
  reason: ReportReason;
  details: string;
};

/** Reports a question or an answer to the moderators (once per member and item). */
export async function reportContent(input: ReportInput): Promise<void> {
  const details = input.details.trim();
  await apiRequest('POST', '/api/reports', {
    ...(input.target.kind === 'question'
      ? { questionId: input.target.id }
      : { answerId: input.target.id }),
    reason: input.reason,
    ...(details ? { details } : {}),
  });
}

export function useReportContent() {
  return useMutation({ mutationFn: reportContent });
}
