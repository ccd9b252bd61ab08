import {
  writingDirection,
  type WritingDirection,
} from '../common/writing-direction';
import { sql, SqlQuery } from '../database/db';
import { reportedBy } from '../reports/reported-by';
import type { VoteKind } from '../votes/vote-kinds';
export const AI_ASSISTANT_NAME = 'AI Assistant';

export interface AnswerAuthor {
  id: number | null;
  username: string;
  profileImageUrl: string | null;
  nativeLanguages: string[];
  qualityPoints: number;
  totalAnswers: number;
  totalLikes: number;
}

export interface AnswerView {
  id: number;
  questionId: number;
  content: string;
  /** How the answer is laid out (see writingDirection). */
  contentDir: WritingDirection;
  isAI: boolean;
  createdAt: string;
  useful: number;
  notUseful: number;
  likes: number;
  /** The viewer's own votes on this answer (empty for guests). */
  myVotes: VoteKind[];
  /** Whether the viewer has a report on this answer still open (false for guests). */
  reported: boolean;
  user: AnswerAuthor | null;
}

export interface AnswerRow {
  id: number;
  question_id: number;
  content: string;
  is_ai: boolean;
  created_at: Date;
  useful: number;
  not_useful: number;
  likes: number;
  my_votes: VoteKind[] | null;
  reported: boolean | null;
  author_id: number | null;
  author_username: string | null;
  author_image: string | null;
  author_native: string[] | null;
  author_quality: number | null;
  author_answers: number | null;
  author_likes: number | null;
}

/** Columns every answer query selects, aliased for AnswerRow; `my_votes` and `reported` are the viewer's (empty and false for guests). */
export function answerColumns(viewerId: number | null): SqlQuery {
  return sql`a.id, a.question_id, a.content, a.is_ai, a.created_at, a.useful, a.not_useful, a.likes,
          ARRAY(SELECT v.kind FROM answer_votes v WHERE v.answer_id = a.id AND v.user_id = ${viewerId}::int ORDER BY v.kind)
            AS my_votes,
          ${reportedBy(viewerId, sql`r.answer_id = a.id`)} AS reported,
          u.id AS author_id, u.username AS author_username, u.profile_image_url AS author_image,
          u.native_languages AS author_native, u.quality_points AS author_quality,
          u.total_answers AS author_answers, u.total_likes AS author_likes`;
}

export function toAnswerView(r: AnswerRow): AnswerView {
  const user: AnswerAuthor | null = r.is_ai
    ? {
        id: null,
        username: AI_ASSISTANT_NAME,
        profileImageUrl: null,
        nativeLanguages: [],
        qualityPoints: 0,
        totalAnswers: 0,
        totalLikes: 0,
      }
    : r.author_id === null || r.author_username === null
      ? null
      : {
          id: r.author_id,
          username: r.author_username,
          profileImageUrl: r.author_image,
          nativeLanguages: r.author_native ?? [],
          qualityPoints: r.author_quality ?? 0,
          totalAnswers: r.author_answers ?? 0,
          totalLikes: r.author_likes ?? 0,
        };
  return {
    id: r.id,
    questionId: r.question_id,
    content: r.content,
    contentDir: writingDirection(r.content),
    isAI: r.is_ai,
    createdAt: new Date(r.created_at).toISOString(),
    useful: r.useful,
    notUseful: r.not_useful,
    likes: r.likes,
    myVotes: r.my_votes ?? [],
    reported: !!r.reported,
    user,
  };
}
