import type { ValidationError } from 'class-validator';
import { ApiError, FieldError } from './http-error';

function flatten(errors: ValidationError[], prefix = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const own: FieldError[] = error.constraints
      ? [{ field, constraints: Object.keys(error.constraints) }]
      : [];
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/** Constraints on a value's type: when one fails, the field's other rules say nothing useful. */
const TYPE_CONSTRAINTS = new Set([
  'isString',
  'isInt',
  'isNumber',
  'isBoolean',
  'isArray',
  'isObject',
  'nestedValidation',
]);

function messagesOf(errors: ValidationError[]): string[] {
  return errors.flatMap((error) => {
    const broken = Object.entries(error.constraints ?? {});
    // A missing value is told every rule (that it is required among them).
    const present = error.value !== undefined && error.value !== null;
    const typeOnly = present
      ? broken.filter(([name]) => TYPE_CONSTRAINTS.has(name))
      : [];
    return [
      ...(typeOnly.length ? typeOnly : broken).map(([, text]) => text),
      ...messagesOf(error.children ?? []),
    ];
  });
}

/**
 * 400 `validation_failed`: `message` lists class-validator's English texts,
 * each once, and for a value given with the wrong type only that (not the
 * length or range it cannot be checked against); `fields` names each refused field and
 * every constraint it broke (e.g. `{ field: 'title', constraints: ['maxLength'] }`).
 */
export function validationFailed(errors: ValidationError[]): ApiError {
  return new ApiError(
    400,
    'validation_failed',
    [...new Set(messagesOf(errors))],
    { extra: { fields: flatten(errors) } },
  );
}
