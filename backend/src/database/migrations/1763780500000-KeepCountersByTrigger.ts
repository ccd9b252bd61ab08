import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every counter kept on a row is kept by the database, one way, in triggers
 * fired by the rows it counts: question likes, answer votes, answers and
 * questions. A counter moves only when a row really appears or disappears,
 * whichever path removes it (a toggle, a cascade from a deleted question or
 * answer, a deleted member), so no write path can forget one.
 *
 * - questions.answer_count, questions.likes; answers.useful / not_useful / likes
 * - users.total_answers: the member's answers
 * - users.total_likes: likes on the member's questions and answers
 * - users.quality_points: useful minus not useful votes on the member's answers
 * - question_counts: questions per locale and target language (trigger from 1763780200000)
 *
 * When a question or an answer goes, its own trigger takes back the credit its
 * counters gave the author; the cascaded likes and votes then find their
 * question or answer gone and change nothing, so nothing is taken back twice.
 * Finally every counter is recomputed from the rows once.
 */
export class KeepCountersByTrigger1763780500000 implements MigrationInterface {
  name = 'KeepCountersByTrigger1763780500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION question_likes_keep_counts() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        delta integer := CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END;
        liked integer := CASE WHEN TG_OP = 'INSERT' THEN NEW.question_id ELSE OLD.question_id END;
        author integer;
      BEGIN
        UPDATE questions SET likes = likes + delta WHERE id = liked RETURNING user_id INTO author;
        IF author IS NOT NULL THEN
          UPDATE users SET total_likes = total_likes + delta WHERE id = author;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER question_likes_keep_counts AFTER INSERT OR DELETE ON question_likes
      FOR EACH ROW EXECUTE FUNCTION question_likes_keep_counts()`);

    await q.query(`
      CREATE FUNCTION answer_votes_keep_counts() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        delta integer := CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END;
        voted integer := CASE WHEN TG_OP = 'INSERT' THEN NEW.answer_id ELSE OLD.answer_id END;
        kind text := CASE WHEN TG_OP = 'INSERT' THEN NEW.kind ELSE OLD.kind END;
        author integer;
      BEGIN
        UPDATE answers SET
          useful = useful + CASE WHEN kind = 'useful' THEN delta ELSE 0 END,
          not_useful = not_useful + CASE WHEN kind = 'not_useful' THEN delta ELSE 0 END,
          likes = likes + CASE WHEN kind = 'like' THEN delta ELSE 0 END
        WHERE id = voted RETURNING user_id INTO author;
        IF author IS NOT NULL THEN
          UPDATE users SET
            total_likes = total_likes + CASE WHEN kind = 'like' THEN delta ELSE 0 END,
            quality_points = quality_points + delta * CASE kind WHEN 'useful' THEN 1 WHEN 'not_useful' THEN -1 ELSE 0 END
          WHERE id = author;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER answer_votes_keep_counts AFTER INSERT OR DELETE ON answer_votes
      FOR EACH ROW EXECUTE FUNCTION answer_votes_keep_counts()`);

    await q.query(`
      CREATE FUNCTION answers_keep_counts() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          UPDATE questions SET answer_count = answer_count + 1 WHERE id = NEW.question_id;
          IF NEW.user_id IS NOT NULL THEN
            UPDATE users SET total_answers = total_answers + 1 WHERE id = NEW.user_id;
          END IF;
        ELSE
          UPDATE questions SET answer_count = answer_count - 1 WHERE id = OLD.question_id;
          IF OLD.user_id IS NOT NULL THEN
            UPDATE users SET total_answers = total_answers - 1,
                             total_likes = total_likes - OLD.likes,
                             quality_points = quality_points - (OLD.useful - OLD.not_useful)
            WHERE id = OLD.user_id;
          END IF;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER answers_keep_counts AFTER INSERT OR DELETE ON answers
      FOR EACH ROW EXECUTE FUNCTION answers_keep_counts()`);

    await q.query(`
      CREATE FUNCTION questions_take_back_likes() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF OLD.user_id IS NOT NULL AND OLD.likes > 0 THEN
          UPDATE users SET total_likes = total_likes - OLD.likes WHERE id = OLD.user_id;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER questions_take_back_likes AFTER DELETE ON questions
      FOR EACH ROW EXECUTE FUNCTION questions_take_back_likes()`);

    await recomputeCounters(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TRIGGER questions_take_back_likes ON questions');
    await q.query('DROP FUNCTION questions_take_back_likes()');
    await q.query('DROP TRIGGER answers_keep_counts ON answers');
    await q.query('DROP FUNCTION answers_keep_counts()');
    await q.query('DROP TRIGGER answer_votes_keep_counts ON answer_votes');
    await q.query('DROP FUNCTION answer_votes_keep_counts()');
    await q.query('DROP TRIGGER question_likes_keep_counts ON question_likes');
    await q.query('DROP FUNCTION question_likes_keep_counts()');
  }
}

/** Sets every counter to what its rows say. */
async function recomputeCounters(q: QueryRunner): Promise<void> {
  await q.query(`
    UPDATE questions q SET
      answer_count = (SELECT count(*) FROM answers a WHERE a.question_id = q.id),
      likes = (SELECT count(*) FROM question_likes l WHERE l.question_id = q.id)`);
  await q.query(`
    UPDATE answers a SET
      useful = (SELECT count(*) FROM answer_votes v WHERE v.answer_id = a.id AND v.kind = 'useful'),
      not_useful = (SELECT count(*) FROM answer_votes v WHERE v.answer_id = a.id AND v.kind = 'not_useful'),
      likes = (SELECT count(*) FROM answer_votes v WHERE v.answer_id = a.id AND v.kind = 'like')`);
  await q.query(`
    UPDATE users u SET
      total_answers = (SELECT count(*) FROM answers a WHERE a.user_id = u.id),
      total_likes = (SELECT count(*) FROM question_likes l JOIN questions q ON q.id = l.question_id
                     WHERE q.user_id = u.id)
                  + (SELECT count(*) FROM answer_votes v JOIN answers a ON a.id = v.answer_id
                     WHERE a.user_id = u.id AND v.kind = 'like'),
      quality_points = (SELECT coalesce(sum(CASE v.kind WHEN 'useful' THEN 1 WHEN 'not_useful' THEN -1 ELSE 0 END), 0)
                        FROM answer_votes v JOIN answers a ON a.id = v.answer_id WHERE a.user_id = u.id)`);
  await q.query('DELETE FROM question_counts');
  await q.query(`
    INSERT INTO question_counts (locale, target_language, n)
    SELECT locale, target_language, count(*) FROM questions GROUP BY locale, target_language`);
}
