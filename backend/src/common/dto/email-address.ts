import { Transform } from 'class-transformer';
import { Matches } from 'class-validator';

/**
 * No control characters, format characters (zero-width spaces and joiners,
 * direction marks and overrides, which make an address read otherwise than it
 * is written) or other characters Unicode says show nothing: two addresses
 * that read alike would otherwise be two accounts.
 */
const NOTHING_HIDDEN = /^[^\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]*$/u;

/**
 * An e-mail address as the accounts compare it: trimmed, in Unicode's
 * composed form (NFC: "é" typed as one character or as "e" and an accent is
 * the same address) and in lower case. Sign-up stores it so, and sign-in
 * looks it up so.
 */
export function normalizeEmail(value: string): string {
  return value.trim().normalize('NFC').toLowerCase();
}

/** Normalizes a string field as an account's e-mail address (`normalizeEmail`) before it is validated. */
export function AccountEmail(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? normalizeEmail(value) : value,
  );
}

/** Refuses an address holding a character that shows nothing or changes the text's direction. */
export function NoHiddenCharacters(message: string): PropertyDecorator {
  return Matches(NOTHING_HIDDEN, { message });
}
