import { Transform } from 'class-transformer';

/** An optional minus sign and decimal digits, no more than a safe integer has. */
const DECIMAL = /^-?\d{1,15}$/;

/**
 * A whole-number field: a JSON number stays as it is, and a string of decimal
 * digits (a query parameter, an id a client took from an address) becomes its
 * number. Anything else (`true`, `"0x10"`, `"1e1"`, `" 16"`) stays as it was
 * sent, for `@IsInt` to refuse: it never turns into another record's id.
 */
export function WholeNumber(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && DECIMAL.test(value) ? Number(value) : value,
  );
}
