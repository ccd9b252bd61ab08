import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ValidateBy, ValidationOptions } from 'class-validator';

/**
 * `common-passwords.txt`: 10,000 of the passwords most often found in leaked
 * password lists, one per line, lower case. The list was written for this
 * project: it opens with the best-known entries of the public frequency lists
 * compiled from leaks (such as SecLists' "10k most common"), then goes on with
 * passwords of the same shapes that such lists are full of (names and words
 * followed by digits or years, keyboard walks, repeated and counted digits,
 * dates). It is not a verbatim copy of any published list.
 *
 * The build copies the file next to the compiled code; while developing it is
 * read from the source folder.
 */
const FILE = 'common-passwords.txt';

export const COMMON_PASSWORD_MESSAGE =
  'This password is too common. Choose another one.';

export const ONE_CHARACTER_PASSWORD_MESSAGE =
  'This password repeats a single character. Choose another one.';

let list: ReadonlySet<string> | undefined;

/** The list, read once. Throws when the file is missing, so start-up fails rather than accepting anything. */
export function commonPasswords(): ReadonlySet<string> {
  if (list) return list;
  const file = [
    path.join(__dirname, FILE),
    path.resolve(__dirname, '..', '..', 'src', 'auth', FILE),
  ].find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`${FILE} is missing next to ${__filename}`);
  list = new Set(
    readFileSync(file, 'utf8')
      .split(/\r?\n/)
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line !== ''),
  );
  return list;
}

/** Whether a password is on the list, whatever its letter case. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/**
 * A password of one character said again and again: eight spaces, "zzzzzzzz".
 * Such a password is as weak as any on the list, whatever its length.
 */
export function isOneCharacterPassword(password: string): boolean {
  const [first] = password;
  return first !== undefined && [...password].every((c) => c === first);
}

/** Refuses a password on the common-passwords list, or one that repeats a single character. */
export function IsNotCommonPassword(
  options?: ValidationOptions,
): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isNotCommonPassword',
      validator: {
        validate: (value: unknown) =>
          typeof value !== 'string' ||
          (!isCommonPassword(value) && !isOneCharacterPassword(value)),
        defaultMessage: (args) =>
          typeof args?.value === 'string' && isOneCharacterPassword(args.value)
            ? ONE_CHARACTER_PASSWORD_MESSAGE
            : COMMON_PASSWORD_MESSAGE,
      },
    },
    options,
  );
}
