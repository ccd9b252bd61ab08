import { describe, expect, it } from 'vitest';
import { makeQuestion, makeReport, makeUser } from '../test/admin-server';
import { fallbackCounts } from './stats-fallback';

describe('figures from the loaded lists', () => {
  it('count members, questions per locale, their answers and open reports', () => {
    expect(
      fallbackCounts({
        users: { users: [makeUser()], total: 57 },
        enQuestions: {
          questions: [
            makeQuestion({ answerCount: 2 }),
            makeQuestion({ answerCount: 5 }),
          ],
          total: 34,
        },
        frQuestions: {
          questions: [makeQuestion({ answerCount: 1 })],
          total: 1,
        },
        reports: { reports: [makeReport(), makeReport()], total: 23 },
      }),
    ).toEqual({
      totalUsers: 57,
      totalEnQuestions: 34,
      totalFrQuestions: 1,
      totalAnswers: 8,
      aiAnswers: null,
      openReports: 23,
    });
  });

  it('leave unknown what no list has loaded', () => {
    expect(
      fallbackCounts({ frQuestions: { questions: [], total: 0 } }),
    ).toEqual({
      totalUsers: null,
      totalEnQuestions: null,
      totalFrQuestions: 0,
      totalAnswers: 0,
      aiAnswers: null,
      openReports: null,
    });
  });
});
