import type { components } from '../../api/schema';

type Schemas = components['schemas'];

/** The author of a question, as the questions API shows it. */
export type QuestionAuthor = Schemas['QuestionAuthorResponse'];

/** A question (each item of the list). */
export type Question = Schemas['QuestionResponse'];

/** A question as its page reads it (`GET /api/questions/:id`): with whether the viewer reported it. */
export type QuestionDetail = Schemas['QuestionDetailResponse'];

/** A question just asked (`POST /api/questions`), and whether the AI assistant is answering it. */
export type AskedQuestion = Schemas['AskedQuestionResponse'];

export type Pagination = Schemas['PaginationResponse'];

/** One page of the question list. */
export type QuestionList = Schemas['QuestionPageResponse'];

export type VoteType = Schemas['VoteKind'];

export type AnswerAuthor = Schemas['AnswerAuthorResponse'];

/** An answer (`GET /api/questions/:id/answers`, oldest first). */
export type Answer = Schemas['AnswerResponse'];

/** What `POST /api/votes` answers: the answer's new counts and the viewer's votes. */
export type VoteResult = Schemas['VoteResultResponse'];

/** What `POST /api/questions/:id/like` answers. */
export type LikeResult = Schemas['QuestionLikeResponse'];

/** Questions per target language (`GET /api/language-counts`), most first. */
export type LanguageCount = Schemas['LanguageCountResponse'];

export const REPORT_REASONS = [
  'spam',
  'offensive',
  'off-topic',
  'other',
] as const;

export type ReportReason = (typeof REPORT_REASONS)[number];

/** What can be reported: a question or an answer. */
export type ReportTarget =
  { kind: 'question'; id: number } | { kind: 'answer'; id: number };

/** What can be translated into English: a question or an answer, with its text. */
export type TranslationSource =
  | { kind: 'question'; id: number; text: string; fromLanguage: string }
  | { kind: 'answer'; id: number; text: string };

/** Live `answer:votes`: an answer's new counts, for everyone on the question's page. */
export type AnswerVotesEvent = Pick<
  Answer,
  'useful' | 'notUseful' | 'likes'
> & { answerId: number };

/** Live `question:likes`: the question's new like count. */
export type QuestionLikesEvent = { questionId: number; likes: number };

/** Live `question:answer-count`, to an open list: a question's answers were added to or removed. */
export type QuestionAnswerCountEvent = {
  questionId: number;
  answerCount: number;
};

/** Live `answer:deleted`: a moderator removed an answer of the question. */
export type AnswerDeletedEvent = { questionId: number; answerId: number };

/** Live `question:deleted`: a moderator removed the question. */
export type QuestionDeletedEvent = { questionId: number };
