import { sql } from './sql';

/**
 * Every counter the app keeps on a row, recomputed from the rows it counts.
 * Returns one line per counter that disagrees (empty when all are exact), so
 * a failing test names the row, the column, the stored and the true value.
 */
export async function counterDrift(url: string): Promise<string[]> {
  const checks: { name: string; query: string }[] = [
    {
      name: 'questions.answer_count',
      query: `SELECT q.id AS key, q.answer_count AS stored,
                     (SELECT count(*) FROM answers a WHERE a.question_id = q.id)::int AS actual
              FROM questions q`,
    },
    {
      name: 'questions.likes',
      query: `SELECT q.id AS key, q.likes AS stored,
                     (SELECT count(*) FROM question_likes l WHERE l.question_id = q.id)::int AS actual
              FROM questions q`,
    },
    ...(['useful', 'not_useful', 'likes'] as const).map((column) => ({
      name: `answers.${column}`,
      query: `SELECT a.id AS key, a.${column} AS stored,
                     (SELECT count(*) FROM answer_votes v WHERE v.answer_id = a.id
                        AND v.kind = '${column === 'likes' ? 'like' : column}')::int AS actual
              FROM answers a`,
    })),
    {
      name: 'users.total_answers',
      query: `SELECT u.id AS key, u.total_answers AS stored,
                     (SELECT count(*) FROM answers a WHERE a.user_id = u.id)::int AS actual
              FROM users u`,
    },
    {
      name: 'users.total_likes',
      query: `SELECT u.id AS key, u.total_likes AS stored,
                     ((SELECT count(*) FROM question_likes l JOIN questions q ON q.id = l.question_id
                       WHERE q.user_id = u.id)
                      + (SELECT count(*) FROM answer_votes v JOIN answers a ON a.id = v.answer_id
                         WHERE a.user_id = u.id AND v.kind = 'like'))::int AS actual
              FROM users u`,
    },
    {
      name: 'users.quality_points',
      query: `SELECT u.id AS key, u.quality_points AS stored,
                     (SELECT coalesce(sum(CASE v.kind WHEN 'useful' THEN 1 WHEN 'not_useful' THEN -1 ELSE 0 END), 0)
                      FROM answer_votes v JOIN answers a ON a.id = v.answer_id
                      WHERE a.user_id = u.id)::int AS actual
              FROM users u`,
    },
    {
      name: 'question_counts.n',
      query: `SELECT coalesce(c.locale, q.locale) || '/' || coalesce(c.target_language, q.target_language) AS key,
                     coalesce(c.n, 0) AS stored, coalesce(q.n, 0)::int AS actual
              FROM question_counts c
              FULL JOIN (SELECT locale, target_language, count(*) AS n FROM questions
                         GROUP BY locale, target_language) q
                ON q.locale = c.locale AND q.target_language = c.target_language`,
    },
  ];
  const drift: string[] = [];
  for (const check of checks) {
    const rows = await sql<{ key: string; stored: number; actual: number }>(
      url,
      `SELECT * FROM (${check.query}) AS c WHERE c.stored IS DISTINCT FROM c.actual ORDER BY key`,
    );
    for (const r of rows)
      drift.push(
        `${check.name} of ${r.key}: stored ${r.stored}, rows say ${r.actual}`,
      );
  }
  return drift;
}
