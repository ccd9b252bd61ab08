import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letter of the first two words, in capitals', () => {
    expect(initials('Amina Benali')).toBe('AB');
    expect(initials('  youssef   el  amrani ')).toBe('YE');
    expect(initials('karim')).toBe('K');
    expect(initials('ليلى حسن')).toBe('لح');
  });

  it('skips punctuation and markup, and words without a letter', () => {
    expect(initials('<b>Xavier</b> Yamal')).toBe('XY');
    expect(initials('"Omar" (Rabat)')).toBe('OR');
    expect(initials('- Sara')).toBe('S');
    expect(initials('dj_3arbi 2pac')).toBe('D2');
  });

  it('is a question mark when there is nothing to draw', () => {
    expect(initials('')).toBe('?');
    expect(initials('   ')).toBe('?');
    expect(initials('<> --')).toBe('?');
  });
});
