import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { CurrentUser } from '../auth/access.decorators';
import { User } from '../users/user';
import { TranslatePostDto } from './dto/translate-post.dto';
import { PostTranslationsService } from './post-translations.service';

@ApiTags('questions')
@Controller()
export class PostsController {
  constructor(private readonly translations: PostTranslationsService) {}

  @Post('translate')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Translate a question, an answer or a text (signed-in; cached by text and languages; counts against the daily translation limit)',
  })
  translate(
    @Body() dto: TranslatePostDto,
    @Req() req: Request,
    @CurrentUser() user: User,
  ) {
    return this.translations.translate({ user, ip: req.ip ?? 'unknown' }, dto);
  }
}
