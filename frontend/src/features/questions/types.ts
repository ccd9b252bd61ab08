/** The author of a question, as the questions API shows it. */
export type QuestionAuthor = {
  id: number;
  username: string;
  profileImageUrl: string | null;
  nativeLanguages: string[];
};

/** A question (`GET /api/questions/:id`, and each item of the list). */
export type Question = {
  id: number;
  locale: 'en' | 'fr';
  title: string;
  content: string;
  /** The asker's native language (one of the 12 codes). */
  language: string;
  /** The language the question is about. */
  targetLanguage: string;
  createdAt: string;
  answerCount: number;
  likes: number;
  /** Whether the viewer liked it (always false for guests). */
  liked: boolean;
  user: QuestionAuthor | null;
};

export type Pagination = {
  page: number;
  totalPages: number;
  total: number;
  limit: number;
  offset: number;
};

/** One page of the question list. */
export type QuestionList = {
  questions: Question[];
  pagination: Pagination;
};

export type VoteType = 'like' | 'useful' | 'not_useful';

export type AnswerAuthor = {
  id: number | null;
  username: string;
  profileImageUrl: string | null;
  nativeLanguages: string[];
  qualityPoints: number;
  totalAnswers: number;
  totalLikes: number;
};

/** An answer (`GET /api/questions/:id/answers`, oldest first). */
export type Answer = {
  id: number;
  questionId: number;
  content: string;
  isAI: boolean;
  createdAt: string;
  useful: number;
  notUseful: number;
  likes: number;
  /** The viewer's own votes (empty for guests). */
  myVotes: VoteType[];
  user: AnswerAuthor | null;
};

/** What `POST /api/votes` answers: the answer's new counts and the viewer's votes. */
export type VoteResult = Pick<
  Answer,
  'useful' | 'notUseful' | 'likes' | 'myVotes'
> & { answerId: number };

/** What `POST /api/questions/:id/like` answers. */
export type LikeResult = { likes: number; liked: boolean };

/** Questions per target language (`GET /api/language-counts`), most first. */
export type LanguageCount = { targetLanguage: string; count: number };

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
