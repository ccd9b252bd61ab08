import { describe, expect, it } from 'vitest';
import { blankTrimmed, textLength, trimmedLength } from './text-length';

describe('textLength', () => {
  it('counts characters, not UTF-16 units', () => {
    expect(textLength('')).toBe(0);
    expect(textLength('salam')).toBe(5);
    expect(textLength('مرحبا')).toBe(5);
    expect(textLength('😀😀😀😀😀')).toBe(5);
    expect('😀😀😀😀😀'.length).toBe(10);
  });
});

describe('blankTrimmed', () => {
  it('keeps nothing of a text that shows nothing, as the server does', () => {
    expect(blankTrimmed('\u200b\u200b\u200b')).toBe('');
    expect(blankTrimmed('\u200b\u200b\u2060 \u200b')).toBe('');
    expect(blankTrimmed(' \ufeff\u00ad\u3164 ')).toBe('');
    expect(blankTrimmed('\u200e\u200f')).toBe('');
    expect(trimmedLength('\u200b \u200b')).toBe(0);
  });

  it('takes the invisible ends off a text and keeps what is inside it', () => {
    expect(blankTrimmed('\u200b salam \u2060')).toBe('salam');
    expect(blankTrimmed('a\u200db')).toBe('a\u200db');
    // A direction mark at the end places the punctuation: it stays.
    expect(blankTrimmed('مرحبا!\u200f')).toBe('مرحبا!\u200f');
    expect(trimmedLength('\u200b😀 shukran\u200b')).toBe(9);
  });
});
