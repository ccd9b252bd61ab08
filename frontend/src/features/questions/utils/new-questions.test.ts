import { describe, expect, it } from 'vitest';
import { makeQuestion } from '../test/fixtures';
import {
  addNewQuestion,
  countNewQuestions,
  withQuestionCounts,
} from './new-questions';

const shownIds = new Set([1, 2, 3]);
const all = { language: '', shownIds };

describe('new questions banner count', () => {
  it('counts each question asked since the list was loaded once', () => {
    let pending: readonly number[] = [];
    pending = addNewQuestion(pending, makeQuestion({ id: 10 }), all);
    pending = addNewQuestion(pending, makeQuestion({ id: 11 }), all);
    const again = addNewQuestion(pending, makeQuestion({ id: 10 }), all);
    expect(again).toBe(pending);
    expect(countNewQuestions(pending, shownIds)).toBe(2);
  });

  it('ignores questions already on screen', () => {
    const pending = addNewQuestion([], makeQuestion({ id: 2 }), all);
    expect(pending).toEqual([]);
  });

  it('only counts questions in the filtered language', () => {
    const filtered = { language: 'ko', shownIds };
    expect(
      addNewQuestion(
        [],
        makeQuestion({ id: 10, targetLanguage: 'dz' }),
        filtered,
      ),
    ).toEqual([]);
    expect(
      addNewQuestion(
        [],
        makeQuestion({ id: 11, targetLanguage: 'ko' }),
        filtered,
      ),
    ).toEqual([11]);
  });

  it('stops counting questions a refreshed list now shows', () => {
    expect(countNewQuestions([10, 11], new Set([1, 10]))).toBe(1);
    expect(countNewQuestions([10, 11], new Set([10, 11]))).toBe(0);
  });
});

describe('live counts on a list page', () => {
  const page = {
    questions: [makeQuestion({ id: 1 }), makeQuestion({ id: 2, likes: 4 })],
    pagination: { page: 1, totalPages: 1, total: 2 },
  };

  it("changes the question's counts only, keeping the other cards as they were", () => {
    const next = withQuestionCounts(page, 2, { answerCount: 5 });
    expect(next).not.toBe(page);
    expect(next.questions[0]).toBe(page.questions[0]);
    expect(next.questions[1]).toMatchObject({
      id: 2,
      answerCount: 5,
      likes: 4,
    });
    expect(next.pagination).toBe(page.pagination);
  });

  it('returns the same page when the question is not on it or its counts are already these', () => {
    expect(withQuestionCounts(page, 3, { likes: 1 })).toBe(page);
    expect(withQuestionCounts(page, 2, { likes: 4 })).toBe(page);
  });
});
