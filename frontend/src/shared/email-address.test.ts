import { describe, expect, it } from 'vitest';
import { isEmailAddress } from './email-address';

// Each verdict is the server's (class-validator's IsEmail with its defaults,
// and no character that shows nothing) for the same text.
describe('isEmailAddress', () => {
  it.each([
    'marie.dupont@gmail.com',
    'a@b.co',
    'first+tag@sub.example.org',
    "o'brien@example.ie",
    'élodie@exemple.fr',
    'user@exemple.français',
    'user@xn--exemple-9ua.fr',
    'user@example.xn--p1ai',
    '"john doe"@example.com',
    `${'l'.repeat(64)}@example.com`,
    `a@${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(63)}.${'g'.repeat(60)}`,
  ])('takes %s', (email) => {
    expect(isEmailAddress(email)).toBe(true);
  });

  it.each([
    ['a trailing dot', 'marie.dupont@gmail.com.'],
    ['a one-letter top-level domain', 'a@b.c'],
    ['no top-level domain', 'a@b'],
    ['a numeric top-level domain', 'user@example.c0m'],
    ['an address of numbers', 'user@123.123.123.123'],
    ['an address in brackets', 'user@[127.0.0.1]'],
    ['a doubled dot before the @', 'a..b@example.com'],
    ['a leading dot', '.a@example.com'],
    ['a dot before the @', 'a.@example.com'],
    ['a doubled dot after the @', 'user@example..com'],
    ['a label starting with a hyphen', 'a@-example.com'],
    ['a label ending with a hyphen', 'a@example-.com'],
    ['an underscore in the domain', 'user@exam_ple.com'],
    ['a full-width letter', 'user@ｅxample.com'],
    ['a second @', 'a@b@example.com'],
    ['a space', 'a b@example.com'],
    ['a zero-width space', 'user\u200b@example.com'],
    ['nothing before the @', '@example.com'],
    ['nothing after the @', 'user@'],
    ['nothing at all', ''],
    ['65 bytes before the @', `${'l'.repeat(65)}@example.com`],
    ['a 64-character label', `a@${'d'.repeat(64)}.com`],
    [
      '255 characters',
      `a@${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(63)}.${'g'.repeat(61)}`,
    ],
  ])('refuses %s', (_reason, email) => {
    expect(isEmailAddress(email)).toBe(false);
  });
});
