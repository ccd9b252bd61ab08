import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { LOCALES, type Locale } from '../../common/languages';
import {
  WRITING_DIRECTIONS,
  type WritingDirection,
} from '../../common/writing-direction';
import type {
  AuthorSummary,
  QuestionDetailView,
  QuestionView,
} from '../question.views';
import type { QuestionPage } from '../questions.service';

/** The author of a question, as the questions API shows it. */
export class QuestionAuthorResponse implements AuthorSummary {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty({ type: String })
  username: string;

  @ApiProperty({ type: String, nullable: true })
  profileImageUrl: string | null;

  @ApiProperty({
    type: String,
    isArray: true,
    description: 'Language codes',
  })
  nativeLanguages: string[];
}

/** A question, in the list and on its own page. */
export class QuestionResponse implements QuestionView {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty({ enum: LOCALES, enumName: 'Locale' })
  locale: Locale;

  @ApiProperty({ type: String })
  title: string;

  @ApiProperty({
    enum: WRITING_DIRECTIONS,
    enumName: 'WritingDirection',
    description:
      "How the title is laid out (the element's dir): rtl when most letters of its start are of a right-to-left script, ltr when most are not, auto when it has no letters",
  })
  titleDir: WritingDirection;

  @ApiProperty({ type: String })
  content: string;

  @ApiProperty({
    enum: WRITING_DIRECTIONS,
    enumName: 'WritingDirection',
    description:
      "How the text is laid out (the element's dir): rtl when most letters of its start are of a right-to-left script, ltr when most are not, auto when it has no letters",
  })
  contentDir: WritingDirection;

  @ApiProperty({
    type: String,
    description: "The asker's native language (a language code)",
  })
  language: string;

  @ApiProperty({
    type: String,
    description: 'The language the question is about (a language code)',
  })
  targetLanguage: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: 'integer' })
  answerCount: number;

  @ApiProperty({ type: 'integer' })
  likes: number;

  @ApiProperty({
    type: Boolean,
    description: 'Whether the signed-in viewer liked it (false for guests)',
  })
  liked: boolean;

  @ApiProperty({
    type: () => QuestionAuthorResponse,
    nullable: true,
    description: 'Null when the account was deleted',
  })
  user: QuestionAuthorResponse | null;
}

/** One question, as its own page reads it. */
export class QuestionDetailResponse
  extends QuestionResponse
  implements QuestionDetailView
{
  @ApiProperty({
    type: Boolean,
    description:
      'Whether the viewer has a report on it still open (false for guests)',
  })
  reported: boolean;
}

type Pagination = QuestionPage['pagination'];

/** Where a page sits in the whole list. */
export class PaginationResponse implements Pagination {
  @ApiProperty({ type: 'integer', description: 'The current page, from 1' })
  page: number;

  @ApiProperty({ type: 'integer' })
  totalPages: number;

  @ApiProperty({
    type: 'integer',
    description:
      'Questions in all pages; for a search, counted to 1,000 at most (see totalCapped)',
  })
  total: number;

  @ApiPropertyOptional({
    type: Boolean,
    description:
      'Present (true) when a search has more matches than `total`: it covers the 1,000 most recent, shown as "1,000+"',
  })
  totalCapped?: boolean;

  @ApiProperty({ type: 'integer' })
  limit: number;

  @ApiProperty({ type: 'integer' })
  offset: number;
}

/** A question just asked: the question, and whether the AI assistant is answering it. */
export class AskedQuestionResponse extends QuestionResponse {
  @ApiProperty({
    type: Boolean,
    description:
      "Whether the AI assistant's answer to this question is on its way: false with no AI provider, past the member's daily AI answers, or for a repeated post",
  })
  assistantAnswering: boolean;
}

/** One page of a locale's questions. */
export class QuestionPageResponse implements QuestionPage {
  @ApiProperty({ type: () => QuestionResponse, isArray: true })
  questions: QuestionResponse[];

  @ApiProperty({ type: () => PaginationResponse })
  pagination: PaginationResponse;
}

/** A question's like count after a like or unlike. */
export class QuestionLikeResponse {
  @ApiProperty({ type: 'integer' })
  likes: number;

  @ApiProperty({
    type: Boolean,
    description: 'Whether the member now likes it',
  })
  liked: boolean;
}
