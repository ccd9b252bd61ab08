import { describe, expect, it } from 'vitest';
import { answerError } from './answer-validation';

describe('answerError', () => {
  it('counts what shows, as the server does', () => {
    expect(answerError('')).toBe('answer.form.required');
    expect(answerError('\u200b'.repeat(12))).toBe('answer.form.required');
    expect(answerError(`\u200b${' '.repeat(20)}\u2060`)).toBe(
      'answer.form.required',
    );
    expect(answerError('\u200bshort\u200b')).toBe('answer.form.tooShort');
    expect(answerError('Shukran bezzaf!')).toBeNull();
    expect(answerError('a'.repeat(5001))).toBe('answer.form.tooLong');
  });

  it('refuses a direction override, not marks, embeddings or isolates', () => {
    expect(answerError('An answer \u202eturned around')).toBe(
      'answer.form.directionOverride',
    );
    expect(
      answerError('Say \u2067كيف\u2069 or \u202bhow\u202c\u200f'),
    ).toBeNull();
  });
});
