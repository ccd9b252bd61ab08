import { IsOptional, Max } from 'class-validator';
import { PageQueryDto } from '../../common/dto/page-query.dto';

export class DirectoryQueryDto extends PageQueryDto {
  @IsOptional()
  @Max(100, { message: 'limit must be at most 100' })
  declare limit?: number;
}
