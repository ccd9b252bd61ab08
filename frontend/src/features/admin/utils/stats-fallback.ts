import type { AdminQuestionPage } from '../api/get-admin-questions';
import type { AdminUserPage } from '../api/get-admin-users';
import type { ReportsPage } from '../api/get-reports';

/** The counts of `GET /api/admin/stats` (the assistant's status aside). */
export type StatCounts = {
  totalUsers: number;
  totalEnQuestions: number;
  totalFrQuestions: number;
  totalAnswers: number;
  aiAnswers: number;
  openReports: number;
};

/** A figure, or `null` when neither the server nor the lists on the page know it. */
export type FallbackCounts = { [K in keyof StatCounts]: number | null };

type LoadedLists = {
  users?: AdminUserPage;
  enQuestions?: AdminQuestionPage;
  frQuestions?: AdminQuestionPage;
  reports?: ReportsPage;
};

/**
 * The figures worked out from the lists the page has loaded, for when the stats
 * request fails: members and each locale's questions from the lists' totals,
 * answers from the questions of each list's first page, open reports from the
 * queue's total. AI answers cannot be told apart in the lists, so that figure stays
 * unknown.
 */
export function fallbackCounts({
  users,
  enQuestions,
  frQuestions,
  reports,
}: LoadedLists): FallbackCounts {
  const answers =
    enQuestions || frQuestions
      ? [
          ...(enQuestions?.questions ?? []),
          ...(frQuestions?.questions ?? []),
        ].reduce((sum, question) => sum + question.answerCount, 0)
      : null;
  return {
    totalUsers: users?.total ?? null,
    totalEnQuestions: enQuestions?.total ?? null,
    totalFrQuestions: frQuestions?.total ?? null,
    totalAnswers: answers,
    aiAnswers: null,
    openReports: reports?.total ?? null,
  };
}
