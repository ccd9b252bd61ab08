import { ArgumentMetadata, ValidationPipe } from '@nestjs/common';
import { BUILT_IN_KEYS } from './body-parsers';
import { unknownFields, validationFailed } from './validation-error';

/**
 * The app's validation of bodies and query strings (see validationFailed for
 * its 400). A route parameter reaches its own pipe (ParseIdPipe) as the string
 * it came as: the stock pipe would first turn `0x2c` or `1e1` into a number,
 * and so into another record's id.
 */
export class AppValidationPipe extends ValidationPipe {
  constructor() {
    super({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      stopAtFirstError: false,
      exceptionFactory: validationFailed,
    });
  }

  override async transform(
    value: unknown,
    metadata: ArgumentMetadata,
  ): Promise<unknown> {
    // A query parameter named after a built-in member (`constructor`,
    // `toString`) is unknown like any other, though validation would not see it.
    if (
      metadata.type === 'query' &&
      value !== null &&
      typeof value === 'object'
    ) {
      const builtIn = Object.keys(value).filter((key) =>
        BUILT_IN_KEYS.has(key),
      );
      if (builtIn.length > 0)
        throw unknownFields(value as Record<string, unknown>, builtIn);
    }
    return super.transform(value, metadata);
  }

  protected override transformPrimitive(
    value: unknown,
    metadata: ArgumentMetadata,
  ): unknown {
    return metadata.type === 'param'
      ? value
      : super.transformPrimitive(value, metadata);
  }
}
