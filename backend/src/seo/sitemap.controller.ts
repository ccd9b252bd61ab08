import { Controller, Get, Inject, Query, Req, Res } from '@nestjs/common';
import {
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../auth/access.decorators';
import { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { publicOrigin } from '../common/public-origin';
import { SitemapService } from './sitemap.service';
import { ApiError } from '../common/http-error';

@ApiTags('seo')
@Controller()
export class SitemapController {
  constructor(
    private readonly sitemap: SitemapService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('sitemap.xml')
  @Public()
  @ApiOperation({
    summary:
      'The sitemap for crawlers: public pages in both locales and every question (an index of files past 50,000 URLs)',
  })
  @ApiQuery({ name: 'page', required: false, type: Number })
  @ApiOkResponse({
    description: 'A sitemap, or a sitemap index past 50,000 URLs',
    content: { 'application/xml': { schema: { type: 'string' } } },
  })
  @ApiNotFoundResponse({ description: 'No such sitemap page' })
  async serve(
    @Req() req: Request,
    @Res() res: Response,
    @Query('page') page?: string,
  ): Promise<void> {
    let part: number | undefined;
    if (page !== undefined) {
      part = Number(page);
      if (!/^\d{1,6}$/.test(page))
        throw new ApiError(
          404,
          'sitemap_page_not_found',
          'No such sitemap page',
        );
    }
    const origin = publicOrigin(this.config, req);
    const gzip = req.acceptsEncodings('gzip', 'identity') === 'gzip';
    const body = gzip
      ? await this.sitemap.gzipped(origin, part)
      : await this.sitemap.xml(origin, part);
    if (body === null)
      throw new ApiError(404, 'sitemap_page_not_found', 'No such sitemap page');
    res
      .type('application/xml')
      .setHeader('Cache-Control', 'public, max-age=600')
      .setHeader('Vary', 'Accept-Encoding');
    if (gzip) res.setHeader('Content-Encoding', 'gzip');
    res.send(body);
  }
}
