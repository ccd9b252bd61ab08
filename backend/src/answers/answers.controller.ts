import { Body, Controller, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../auth/access.decorators';
import { Locale } from '../common/languages';
import { RequestLocale } from '../common/locale.decorator';
import { User } from '../users/entities/user.entity';
import { AnswersService } from './answers.service';
import { CreateAnswerDto } from './dto/create-answer.dto';

@ApiTags('questions')
@Controller()
export class AnswersController {
  constructor(private readonly answers: AnswersService) {}

  @Post(['answers', 'fr/answers'])
  @ApiOperation({
    summary: 'Answer a question (signed-in; at least 10 characters)',
  })
  create(
    @Body() dto: CreateAnswerDto,
    @RequestLocale() locale: Locale,
    @CurrentUser() user: User,
  ) {
    return this.answers.create(user, dto.questionId, dto.content, locale);
  }
}
