import { ValidationError } from 'class-validator';
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

/** Constraints only a value too long or too large breaks: nothing to tell about a missing one. */
const UPPER_BOUNDS = new Set(['maxLength', 'max', 'arrayMaxSize']);

function messagesOf(errors: ValidationError[]): string[] {
  return errors.flatMap((error) => {
    const broken = Object.entries(error.constraints ?? {});
    const present = error.value !== undefined && error.value !== null;
    // A value of the wrong type is told its type; a missing one every rule
    // it breaks (that it is required among them) but an upper bound.
    const told = present
      ? broken.filter(([name]) => TYPE_CONSTRAINTS.has(name))
      : broken.filter(([name]) => !UPPER_BOUNDS.has(name));
    return [
      ...(told.length ? told : broken).map(([, text]) => text),
      ...messagesOf(error.children ?? []),
    ];
  });
}

/**
 * 400 `validation_failed`: `message` lists class-validator's English texts,
 * each once: for a value given with the wrong type only that (not the
 * length or range it cannot be checked against), for a missing one not its
 * upper bounds; `fields` names each refused field and
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

/** The 400 validation gives fields a route does not take (`property x should not exist`). */
export function unknownFields(
  values: Record<string, unknown>,
  properties: string[],
): ApiError {
  return validationFailed(
    properties.map((property) =>
      Object.assign(new ValidationError(), {
        property,
        value: values[property],
        constraints: {
          whitelistValidation: `property ${property} should not exist`,
        },
        children: [],
      }),
    ),
  );
}
