import { BoundedPageQuery } from '../../common/dto/page-query.dto';

export class DirectoryQueryDto extends BoundedPageQuery(100) {}
