import { describe, expect, it } from 'vitest';
import { makeAnswer } from '../test/fixtures';
import { applyAnswerVotes, mergeAnswer } from './answer-merge';

const at = (minute: number) =>
  new Date(Date.UTC(2025, 0, 1, 12, minute)).toISOString();

describe('mergeAnswer', () => {
  const first = makeAnswer({ id: 1, createdAt: at(0) });
  const third = makeAnswer({ id: 3, createdAt: at(20) });

  it('adds a new answer at its place, oldest first', () => {
    const second = makeAnswer({ id: 2, createdAt: at(10) });
    expect(mergeAnswer([first, third], second).map((a) => a.id)).toEqual([
      1, 2, 3,
    ]);
    const latest = makeAnswer({ id: 4, createdAt: at(30) });
    expect(mergeAnswer([first, third], latest).map((a) => a.id)).toEqual([
      1, 3, 4,
    ]);
    const earliest = makeAnswer({ id: 5, createdAt: at(-5) });
    expect(mergeAnswer([first, third], earliest).map((a) => a.id)).toEqual([
      5, 1, 3,
    ]);
  });

  it('orders answers posted at the same time by id', () => {
    const sameTimeLower = makeAnswer({ id: 2, createdAt: at(20) });
    const sameTimeHigher = makeAnswer({ id: 7, createdAt: at(20) });
    expect(mergeAnswer([first, third], sameTimeLower).map((a) => a.id)).toEqual(
      [1, 2, 3],
    );
    expect(
      mergeAnswer([first, third], sameTimeHigher).map((a) => a.id),
    ).toEqual([1, 3, 7]);
  });

  it('never adds an answer twice, and keeps the viewer’s votes', () => {
    const mine = { ...third, myVotes: ['useful' as const] };
    const list = [first, mine];
    const again = mergeAnswer(list, { ...third, myVotes: [] });
    expect(again).toBe(list);
    expect(again.map((a) => a.id)).toEqual([1, 3]);
    expect(again[1]?.myVotes).toEqual(['useful']);
  });

  it('does not change the list it was given', () => {
    const list = [first, third];
    mergeAnswer(list, makeAnswer({ id: 2, createdAt: at(10) }));
    expect(list.map((a) => a.id)).toEqual([1, 3]);
  });
});

describe('applyAnswerVotes', () => {
  it('replaces one answer’s counts and keeps the viewer’s own votes', () => {
    const list = [
      makeAnswer({ id: 1, useful: 1, myVotes: ['useful'] }),
      makeAnswer({ id: 2, useful: 5 }),
    ];
    const updated = applyAnswerVotes(list, {
      answerId: 1,
      useful: 4,
      notUseful: 2,
      likes: 3,
    });
    expect(updated[0]).toMatchObject({
      id: 1,
      useful: 4,
      notUseful: 2,
      likes: 3,
      myVotes: ['useful'],
    });
    expect(updated[1]).toBe(list[1]);
  });
});
