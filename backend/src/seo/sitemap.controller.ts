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

/** Pages that are forms or one person's: nothing for a search engine to list. */
const NOT_FOR_CRAWLERS = ['/admin', '/auth', '/ask', '/users'];

/** robots.txt: everything public may be crawled, except forms and the API; the sitemap is named. */
export function robotsTxt(origin: string): string {
  const disallowed = NOT_FOR_CRAWLERS.flatMap((page) => [page, `/fr${page}`]);
  return [
    'User-agent: *',
    ...disallowed.map((page) => `Disallow: ${page}`),
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

@ApiTags('seo')
@Controller()
export class SitemapController {
  constructor(
    private readonly sitemap: SitemapService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('robots.txt')
  @Public()
  @ApiOperation({
    summary:
      'Rules for crawlers: every public page may be read; the admin panel, the sign-in and ask forms and the API may not. Names the sitemap.',
  })
  @ApiOkResponse({
    content: { 'text/plain': { schema: { type: 'string' } } },
  })
  robots(@Req() req: Request, @Res() res: Response): void {
    const origin = publicOrigin(this.config, req);
    res
      .type('text/plain')
      .setHeader('Cache-Control', 'public, max-age=3600')
      .send(robotsTxt(origin));
  }

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
