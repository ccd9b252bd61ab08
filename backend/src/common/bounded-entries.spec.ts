import { BoundedEntries } from './bounded-entries';

describe('BoundedEntries', () => {
  it('forgets the oldest first past its number of entries, and a key stored again is newest', () => {
    const kept = new BoundedEntries<string>(2, 1000);
    kept.set('a', 'A', 1);
    kept.set('b', 'B', 1);
    kept.set('a', 'A2', 1);
    kept.set('c', 'C', 1);
    expect(kept.get('b')).toBeUndefined();
    expect([kept.get('a'), kept.get('c')]).toEqual(['A2', 'C']);
    expect([kept.size, kept.bytes]).toEqual([2, 2]);
  });

  it('forgets the oldest until a new value fits its bytes, and counts what it forgets', () => {
    const kept = new BoundedEntries<string>(10, 100);
    kept.set('a', 'A', 40);
    kept.set('b', 'B', 40);
    kept.set('c', 'C', 50);
    expect(kept.get('a')).toBeUndefined();
    expect([kept.size, kept.bytes]).toEqual([2, 90]);
    kept.delete('b');
    kept.delete('missing');
    expect([kept.size, kept.bytes]).toEqual([1, 50]);
    kept.clear();
    expect([kept.size, kept.bytes]).toEqual([0, 0]);
  });

  it('resizes a kept value, forgetting the oldest others (never itself) while all hold too much', () => {
    const kept = new BoundedEntries<string>(10, 100);
    kept.set('a', 'A', 30);
    kept.set('b', 'B', 30);
    kept.set('c', 'C', 0);
    kept.resize('c', 60);
    expect(kept.get('a')).toBeUndefined();
    expect([kept.get('b'), kept.get('c'), kept.bytes]).toEqual(['B', 'C', 90]);
    kept.resize('c', 200);
    expect([kept.size, kept.bytes, kept.get('c')]).toEqual([1, 200, 'C']);
    kept.resize('gone', 5);
    expect(kept.bytes).toBe(200);
  });
});
