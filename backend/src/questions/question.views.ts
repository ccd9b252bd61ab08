import { sql, SqlQuery } from '../database/db';
import { reportedBy } from '../reports/reported-by';
import type { Locale } from '../common/languages';
import {
  writingDirection,
  type WritingDirection,
} from '../common/writing-direction';

export interface AuthorSummary {
  id: number;
  username: string;
  profileImageUrl: string | null;
  nativeLanguages: string[];
}

export interface QuestionView {
  id: number;
  locale: Locale;
  title: string;
  /** How the title is laid out (see writingDirection). */
  titleDir: WritingDirection;
  content: string;
  contentDir: WritingDirection;
  language: string;
  targetLanguage: string;
  createdAt: string;
  answerCount: number;
  likes: number;
  /** Whether the signed-in viewer liked it (false for guests). */
  liked: boolean;
  user: AuthorSummary | null;
}

/** One question as its own page reads it: with whether the viewer has reported it. */
export interface QuestionDetailView extends QuestionView {
  /** Whether the viewer has a report on it still open (false for guests). */
  reported: boolean;
}

export interface QuestionRow {
  id: number;
  locale: Locale;
  title: string;
  content: string;
  language: string;
  target_language: string;
  created_at: Date;
  answer_count: number;
  likes: number;
  liked: boolean | null;
  author_id: number | null;
  author_username: string | null;
  author_image: string | null;
  author_native: string[] | null;
}

/** Columns every question query selects, aliased for QuestionRow; `liked` is the viewer's (null for guests). */
export function questionColumns(viewerId: number | null): SqlQuery {
  return sql`q.id, q.locale, q.title, q.content, q.language, q.target_language, q.created_at,
          q.answer_count, q.likes,
          EXISTS (SELECT 1 FROM question_likes l WHERE l.question_id = q.id AND l.user_id = ${viewerId}::int) AS liked,
          u.id AS author_id, u.username AS author_username, u.profile_image_url AS author_image,
          u.native_languages AS author_native`;
}

/** The detail read's extra column (QuestionDetailRow's `reported`). */
export function questionReportedColumn(viewerId: number | null): SqlQuery {
  return sql`${reportedBy(viewerId, sql`r.question_id = q.id`)} AS reported`;
}

export type QuestionDetailRow = QuestionRow & { reported: boolean | null };

export function toQuestionDetailView(r: QuestionDetailRow): QuestionDetailView {
  return { ...toQuestionView(r), reported: !!r.reported };
}

export function toQuestionView(r: QuestionRow): QuestionView {
  return {
    id: r.id,
    locale: r.locale,
    title: r.title,
    titleDir: writingDirection(r.title),
    content: r.content,
    contentDir: writingDirection(r.content),
    language: r.language,
    targetLanguage: r.target_language,
    createdAt: new Date(r.created_at).toISOString(),
    answerCount: r.answer_count,
    likes: r.likes,
    liked: !!r.liked,
    user:
      r.author_id === null || r.author_username === null
        ? null
        : {
            id: r.author_id,
            username: r.author_username,
            profileImageUrl: r.author_image,
            nativeLanguages: r.author_native ?? [],
          },
  };
}
