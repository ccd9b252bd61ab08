import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { CurrentUser } from '../auth/access.decorators';
import { ErrorResponse } from '../common/dto/error.response';
import { RateLimited } from '../common/rate-limit.guard';
import { User } from '../users/user';
import { PostTranslationResponse } from './dto/post-translation.response';
import { TranslatePostDto } from './dto/translate-post.dto';
import { PostTranslationsService } from './post-translations.service';

@ApiTags('questions')
@Controller()
export class PostsController {
  constructor(private readonly translations: PostTranslationsService) {}

  @Post('translate')
  @HttpCode(200)
  @RateLimited('translate')
  @ApiOperation({
    summary:
      'Translate a question, an answer or a text (signed-in; cached by text and languages; counts against the daily translation limit)',
  })
  @ApiOkResponse({ type: PostTranslationResponse })
  @ApiServiceUnavailableResponse({
    type: ErrorResponse,
    description:
      '`translation_unavailable`: the site has no AI provider to translate posts with',
  })
  @ApiBadGatewayResponse({
    type: ErrorResponse,
    description: '`translation_failed`: the AI provider failed',
  })
  translate(
    @Body() dto: TranslatePostDto,
    @Req() req: Request,
    @CurrentUser() user: User,
  ): Promise<PostTranslationResponse> {
    return this.translations.translate({ user, ip: req.ip ?? 'unknown' }, dto);
  }
}
