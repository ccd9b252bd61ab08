import { describe, expect, it } from 'vitest';
import { returnPath } from './use-sign-in-prompt';

const at = (state: unknown, search = '') => ({ state, search });

describe('returnPath', () => {
  it('leads back to a page of this site', () => {
    expect(returnPath(at({ from: '/question/7' }), '/')).toBe('/question/7');
    // A page whose path starts like the server's (/apiary) is still a page.
    expect(returnPath(at({ from: '/apiary' }), '/')).toBe('/apiary');
    expect(returnPath(at({ from: '/fr/?search=salam&page=2' }), '/fr')).toBe(
      '/fr/?search=salam&page=2',
    );
  });

  it("reads the re-login redirect's ?next= when the history has no page", () => {
    expect(returnPath(at(null, '?next=%2Fadmin'), '/')).toBe('/admin');
    expect(
      returnPath(at(undefined, '?next=%2Ffr%2F%3Fsearch%3Dsalam'), '/fr'),
    ).toBe('/fr/?search=salam');
    // The history's page comes first.
    expect(returnPath(at({ from: '/ask' }, '?next=%2Fadmin'), '/')).toBe(
      '/ask',
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
      { from: '/api/logout' },
    ])
      expect(returnPath(at(state), '/fr')).toBe('/fr');
    for (const search of [
      '?next=https%3A%2F%2Felsewhere.example%2F',
      '?next=%2F%2Felsewhere.example',
      '?next=%2F%5Celsewhere.example',
      '?next=javascript%3Aalert(1)',
      '?next=',
      '?other=%2Fadmin',
      '?next=%2Fapi%2Fuser',
      '?next=%2Fapi',
      '?next=%2Fapi%3Fx%3D1',
      // The browser drops tabs and line breaks: these are //elsewhere.example.
      '?next=%2F%09%2Felsewhere.example',
      '?next=%2F%0A%2Felsewhere.example',
      '?next=%2F%0D%2Felsewhere.example',
      '?next=%2Fquestion%2F7%00',
    ])
      expect(returnPath(at(null, search), '/fr')).toBe('/fr');
  });
});
