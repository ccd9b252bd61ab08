import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
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
      'Translate a question or answer (signed-in; cached per post and language)',
  })
  translate(@Body() dto: TranslatePostDto) {
    return this.translations.translate(dto);
  }
}
