import { Transform } from 'class-transformer';

/** An optional minus sign and decimal digits. */
const DECIMAL = /^-?\d+$/;

/**
 * The number a string of digits names; one too long for a number is the
 * largest (or smallest) there is, for `@Max`/`@Min` to refuse as out of
 * range rather than `@IsInt` as not a number at all.
 */
function digitsToNumber(digits: string): number {
  const value = Number(digits);
  if (Number.isFinite(value)) return value;
  return digits.startsWith('-') ? -Number.MAX_VALUE : Number.MAX_VALUE;
}

/**
 * A whole-number field: a JSON number stays as it is, and a string of decimal
 * digits (a query parameter, an id a client took from an address) becomes its
 * number (a very long one is simply out of range). Anything else (`true`, `"0x10"`, `"1e1"`, `" 16"`) stays as it was
 * sent, for `@IsInt` to refuse: it never turns into another record's id.
 */
export function WholeNumber(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && DECIMAL.test(value)
      ? digitsToNumber(value)
      : value,
  );
}
