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

function messagesOf(errors: ValidationError[]): string[] {
  return errors.flatMap((error) => [
    ...Object.values(error.constraints ?? {}),
    ...messagesOf(error.children ?? []),
  ]);
}

/**
 * 400 `validation_failed`: `message` lists class-validator's English texts,
 * `fields` names each refused field and the constraints it broke
 * (e.g. `{ field: 'title', constraints: ['maxLength'] }`).
 */
export function validationFailed(errors: ValidationError[]): ApiError {
  return new ApiError(400, 'validation_failed', messagesOf(errors), {
    extra: { fields: flatten(errors) },
  });
}
