import { AnswersService } from '../src/answers/answers.service';
import { ApiClient } from './support/api-client';
import { counterDrift } from './support/counters';
import { sql } from './support/sql';
import { startTestApp, TestApp } from './support/test-app';

/** Counters on rows (likes, answers, votes, members' totals) stay equal to the rows they count. */
describe('counters', () => {
  let t: TestApp;
  let asker: ApiClient;
  let admin: ApiClient;
  const members: ApiClient[] = [];

  const ask = async (title: string): Promise<number> => {
    const res = await asker.post('/api/questions', {
      title,
      language: 'en',
      targetLanguage: 'dz',
    });
    expect(res.status).toBe(201);
    return res.body.id as number;
  };

  beforeAll(async () => {
    t = await startTestApp();
    asker = new ApiClient(t.url);
    await asker.register();
    admin = new ApiClient(t.url);
    const { account } = await admin.register();
    await sql(t.db.url, 'UPDATE users SET is_admin = true WHERE email = $1', [
      account.email,
    ]);
    for (let i = 0; i < 4; i++) {
      const m = new ApiClient(t.url);
      await m.register();
      members.push(m);
    }
  });
  afterAll(() => t?.close());

  it('counts members’ and the AI assistant’s answers, also when they race', async () => {
    const id = await ask('Answers arriving together');
    const posted = await Promise.all(
      members.map((m) =>
        m.post('/api/answers', {
          questionId: id,
          content: 'Both are fine; the second is more polite.',
        }),
      ),
    );
    expect(posted.map((p) => p.status)).toEqual(Array(4).fill(201));
    const answers = t.app.get(AnswersService);
    const ai = await Promise.all([
      answers.createAiAnswer(id, 'An AI answer, stored once.'),
      answers.createAiAnswer(id, 'A racing duplicate that is not stored.'),
    ]);
    expect(ai.filter(Boolean)).toHaveLength(1);
    const question = await asker.get(`/api/questions/${id}`);
    expect(question.body.answerCount).toBe(5);
    expect(await counterDrift(t.db.url)).toEqual([]);
  });

  it('applies a member’s concurrent like toggles one after another, and keeps likes equal to like rows', async () => {
    const id = await ask('Concurrent likes on one question');
    // Three others like it first, so a count that drifts down is not hidden at zero.
    for (const m of members.slice(1))
      expect((await m.post(`/api/questions/${id}/like`)).status).toBe(200);
    const clicker = members[0];
    // Seven quick clicks toggle seven times: liked after the first round, not after the second.
    for (let round = 0; round < 3; round++) {
      const startsLiked = round % 2 === 1;
      const answers = await Promise.all(
        Array.from({ length: 7 }, () =>
          clicker.post(`/api/questions/${id}/like`),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(7).fill(200));
      expect(answers.filter((a) => a.body.liked === true)).toHaveLength(
        startsLiked ? 3 : 4,
      );
      const [row] = await sql(
        t.db.url,
        `SELECT likes, (SELECT count(*) FROM question_likes WHERE question_id = $1)::int AS rows
         FROM questions WHERE id = $1`,
        [id],
      );
      expect(row.likes).toBe(row.rows);
      expect(row.likes).toBe(startsLiked ? 3 : 4);
      const seen = await clicker.get(`/api/questions/${id}`);
      expect(seen.body.liked).toBe(!startsLiked);
    }
    expect(await counterDrift(t.db.url)).toEqual([]);
  });

  it('answers every one of a member’s concurrent useful and not-useful votes, and counts them exactly', async () => {
    const id = await ask('Concurrent votes on one answer');
    const posted = await members[1].post('/api/answers', {
      questionId: id,
      content: 'Say it slowly, then faster.',
    });
    expect(posted.status).toBe(201);
    const answerId = posted.body.id as number;
    const voter = members[0];
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          voter.post('/api/votes', {
            answerId,
            type: i % 2 ? 'useful' : 'not_useful',
          }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
      const [row] = await sql(
        t.db.url,
        `SELECT a.useful, a.not_useful,
                (SELECT count(*) FROM answer_votes v WHERE v.answer_id = a.id AND v.kind = 'useful')::int AS useful_rows,
                (SELECT count(*) FROM answer_votes v WHERE v.answer_id = a.id AND v.kind = 'not_useful')::int AS not_useful_rows
         FROM answers a WHERE a.id = $1`,
        [answerId],
      );
      expect([row.useful, row.not_useful]).toEqual([
        row.useful_rows,
        row.not_useful_rows,
      ]);
      // One member: at most one of the two, never both.
      expect(row.useful + row.not_useful).toBeLessThanOrEqual(1);
    }
    expect(await counterDrift(t.db.url)).toEqual([]);
  });

  it('takes back every credit when a question with answers, votes and likes is deleted', async () => {
    const keep = await ask('A question that stays');
    const gone = await ask('A question that an admin deletes');
    const answerIds: number[] = [];
    for (const qid of [keep, gone])
      for (const m of members.slice(0, 2)) {
        const res = await m.post('/api/answers', {
          questionId: qid,
          content: 'Wakha means okay, it is used everywhere.',
        });
        expect(res.status).toBe(201);
        answerIds.push(res.body.id);
      }
    for (const answerId of answerIds)
      for (const [voter, type] of [
        [members[2], 'useful'],
        [members[3], 'not_useful'],
        [asker, 'useful'],
        [members[2], 'like'],
        [members[3], 'like'],
      ] as const)
        expect(
          (await voter.post('/api/votes', { answerId, type })).status,
        ).toBe(200);
    for (const qid of [keep, gone])
      for (const m of members)
        expect((await m.post(`/api/questions/${qid}/like`)).status).toBe(200);
    expect(await counterDrift(t.db.url)).toEqual([]);

    const res = await admin.request('DELETE', `/api/admin/questions/${gone}`);
    expect(res.status).toBe(204);
    expect(await counterDrift(t.db.url)).toEqual([]);
    const [{ n }] = await sql(
      t.db.url,
      'SELECT count(*)::int AS n FROM answers WHERE question_id = $1',
      [gone],
    );
    expect(n).toBe(0);
  });

  it('stays exact when votes and likes race the deletion of their question', async () => {
    const qid = await ask('A question deleted while members vote');
    const answer = await members[0].post('/api/answers', {
      questionId: qid,
      content: 'An answer that is voted on while it goes.',
    });
    expect(answer.status).toBe(201);
    const writes = members
      .slice(1)
      .flatMap((m) => [
        m.post('/api/votes', { answerId: answer.body.id, type: 'useful' }),
        m.post('/api/votes', { answerId: answer.body.id, type: 'like' }),
        m.post(`/api/questions/${qid}/like`),
      ]);
    const deletion = admin.request('DELETE', `/api/admin/questions/${qid}`);
    const results = await Promise.all([...writes, deletion]);
    expect(results.at(-1)!.status).toBe(204);
    // Each racing write either landed before the deletion or found nothing.
    for (const r of results.slice(0, -1))
      expect([200, 201, 404]).toContain(r.status);
    expect(await counterDrift(t.db.url)).toEqual([]);
  });
});
