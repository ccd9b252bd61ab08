import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { WholeNumber } from './whole-number';

/** The largest offset taken (PostgreSQL's OFFSET is a bigint; no list is this long). */
export const MAX_OFFSET = 2_147_483_647;

/** `limit` and `offset` query parameters; a larger `limit` is capped by the service. */
export class PageQueryDto {
  @ApiPropertyOptional({ description: 'page size' })
  @IsOptional()
  @WholeNumber()
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  limit?: number;

  @ApiPropertyOptional({ default: 0 })
  @IsOptional()
  @WholeNumber()
  @IsInt({ message: 'offset must be a whole number' })
  @Min(0, { message: 'offset must not be negative' })
  @Max(MAX_OFFSET, { message: `offset must be at most ${MAX_OFFSET}` })
  offset?: number;
}

/**
 * `limit` (1 to `maxLimit`, else 400) and `offset`. A class per bound, because
 * a subclass that re-declares `limit` would drop the parent's rules for it.
 */
export function BoundedPageQuery(maxLimit: number) {
  class BoundedPageQueryDto {
    @ApiPropertyOptional({ description: 'page size', maximum: maxLimit })
    @IsOptional()
    @WholeNumber()
    @IsInt({ message: 'limit must be a whole number' })
    @Min(1, { message: 'limit must be at least 1' })
    @Max(maxLimit, { message: `limit must be at most ${maxLimit}` })
    limit?: number;

    @ApiPropertyOptional({ default: 0 })
    @IsOptional()
    @WholeNumber()
    @IsInt({ message: 'offset must be a whole number' })
    @Min(0, { message: 'offset must not be negative' })
    @Max(MAX_OFFSET, { message: `offset must be at most ${MAX_OFFSET}` })
    offset?: number;
  }
  return BoundedPageQueryDto;
}
