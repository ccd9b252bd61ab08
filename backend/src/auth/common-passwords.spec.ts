import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  commonPasswords,
  isCommonPassword,
  IsNotCommonPassword,
} from './common-passwords';
import { validate } from 'class-validator';

describe('common passwords', () => {
  it('ships at least 10,000 distinct lower-case entries, one per line', () => {
    const lines = readFileSync(
      path.join(__dirname, 'common-passwords.txt'),
      'utf8',
    )
      .split('\n')
      .filter(Boolean);
    expect(lines.length).toBeGreaterThanOrEqual(10_000);
    expect(new Set(lines).size).toBe(lines.length);
    expect(lines.every((line) => line === line.trim().toLowerCase())).toBe(
      true,
    );
    expect(commonPasswords().size).toBe(lines.length);
    expect(lines.slice(0, 4)).toEqual([
      '123456',
      'password',
      '12345678',
      'qwerty',
    ]);
  });

  it('finds the best-known ones whatever their letter case', () => {
    for (const password of [
      'password1',
      'Password123',
      'QWERTY123',
      'iloveyou',
      '1q2w3e4r5t',
      'football1',
      'sunshine',
      'azertyuiop',
    ]) {
      expect({ password, common: isCommonPassword(password) }).toEqual({
        password,
        common: true,
      });
    }
    expect(isCommonPassword('kifach dayr lyoum?')).toBe(false);
  });

  it('refuses them as a validation error with a clear message', async () => {
    class Form {
      @IsNotCommonPassword()
      password: string;
    }
    const form = Object.assign(new Form(), { password: 'Welcome123' });
    const [error] = await validate(form);
    expect(error.constraints).toEqual({
      isNotCommonPassword: 'This password is too common. Choose another one.',
    });
    expect(
      await validate(Object.assign(new Form(), { password: 'zellige-2024!' })),
    ).toEqual([]);
  });
});
