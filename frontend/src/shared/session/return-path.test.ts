import { describe, expect, it } from 'vitest';
import { returnPath } from './use-sign-in-prompt';

describe('returnPath', () => {
  it('leads back to a page of this site', () => {
    expect(returnPath({ from: '/question/7' }, '/')).toBe('/question/7');
    expect(returnPath({ from: '/fr/?search=salam&page=2' }, '/fr')).toBe(
      '/fr/?search=salam&page=2',
    );
  });

  it('goes to the fallback for anything else', () => {
    for (const state of [
      null,
      undefined,
      'x',
      {},
      { from: 7 },
      { from: 'https://elsewhere.example/' },
      { from: '//elsewhere.example/' },
      { from: '/\\elsewhere.example/' },
      { from: 'question/7' },
    ])
      expect(returnPath(state, '/fr')).toBe('/fr');
  });
});
