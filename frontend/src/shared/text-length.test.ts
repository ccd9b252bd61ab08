import { describe, expect, it } from 'vitest';
import { textLength } from './text-length';

describe('textLength', () => {
  it('counts characters, not UTF-16 units', () => {
    expect(textLength('')).toBe(0);
    expect(textLength('salam')).toBe(5);
    expect(textLength('مرحبا')).toBe(5);
    expect(textLength('😀😀😀😀😀')).toBe(5);
    expect('😀😀😀😀😀'.length).toBe(10);
  });
});
