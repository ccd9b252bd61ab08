import { describe, expect, it } from 'vitest';
import { makeQuestion } from '../test/fixtures';
import { addNewQuestion, countNewQuestions } from './new-questions';

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
