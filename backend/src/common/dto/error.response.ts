import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ERROR_CODES, ErrorCode } from '../error-codes';

export class FieldErrorResponse {
  @ApiProperty({ type: String, example: 'title' })
  field!: string;

  @ApiProperty({ type: [String], example: ['maxLength'] })
  constraints!: string[];
}

/** The one shape of every API error (4xx and 5xx). */
export class ErrorResponse {
  @ApiProperty({ type: 'integer', example: 404 })
  statusCode!: number;

  @ApiProperty({
    enum: ERROR_CODES,
    enumName: 'ErrorCode',
    description:
      'Stable reason: clients show their own text per code and fall back to `message` for a code they do not know',
  })
  code!: ErrorCode;

  @ApiProperty({
    oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
    description: 'English text; a list for validation errors',
  })
  message!: string | string[];

  @ApiProperty({ type: String, example: 'Not Found' })
  error!: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }] },
    description: 'Values for the client text of the code, e.g. `{ limit: 50 }`',
  })
  params?: Record<string, string | number>;

  @ApiPropertyOptional({
    type: [FieldErrorResponse],
    description: 'With `validation_failed`: each refused field',
  })
  fields?: FieldErrorResponse[];
}
