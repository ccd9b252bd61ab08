import { ArgumentMetadata, ValidationPipe } from '@nestjs/common';
import { validationFailed } from './validation-error';

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

  protected override transformPrimitive(
    value: unknown,
    metadata: ArgumentMetadata,
  ): unknown {
    return metadata.type === 'param'
      ? value
      : super.transformPrimitive(value, metadata);
  }
}
