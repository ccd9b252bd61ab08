import { readFileSync } from 'node:fs';
import path from 'node:path';
import { EventsService } from '../src/events/events.service';
import { SEED_MEMBERS } from '../src/seed/content/members';
import { SEED_SETS } from '../src/seed/content/sets';
import {
  seedMemberEmail,
  SeedService,
  SeedSetName,
} from '../src/seed/seed.service';
import { ApiClient } from './support/api-client';
import { counterDrift } from './support/counters';
import { sql } from './support/sql';
import { startTestApp, TestApp } from './support/test-app';

/** The client's texts, where the sidebar's search topics are. */
const CLIENT_MESSAGES_DIR = path.resolve(
  __dirname,
  '../../frontend/src/i18n/messages',
);

interface RowCounts {
  users: number;
  questions: number;
  answers: number;
  votes: number;
  likes: number;
}

async function rowCounts(url: string): Promise<RowCounts> {
  const [row] = await sql<RowCounts>(
    url,
    `SELECT (SELECT count(*) FROM users)::int AS users,
            (SELECT count(*) FROM questions)::int AS questions,
            (SELECT count(*) FROM answers)::int AS answers,
            (SELECT count(*) FROM answer_votes)::int AS votes,
            (SELECT count(*) FROM question_likes)::int AS likes`,
  );
  return row;
}

/** The demo content an admin loads (and the first start of the embedded database). */
describe('demo content', () => {
  let t: TestApp;
  let seeds: SeedService;
  const announced: string[] = [];
  let realMember: { email: string; username: string };

  beforeAll(async () => {
    t = await startTestApp();
    seeds = t.app.get(SeedService);
    const events = t.app.get(EventsService);
    for (const name of [
      'question.created',
      'answer.created',
      'answer.votes',
      'question.likes',
      'user.registered',
    ] as const)
      events.on(name, () => announced.push(name));
    // A real member who already has the username of a demo member.
    const { account } = await new ApiClient(t.url).register({
      username: 'hamza_tazi',
    });
    realMember = account as typeof realMember;
    announced.length = 0;
  });
  afterAll(() => t?.close());

  it.each<[SeedSetName, 'en' | 'fr', number, number]>([
    ['general', 'en', 40, SEED_MEMBERS.length],
    ['darija', 'en', 60, 0],
    ['darija-french', 'fr', 60, 0],
  ])(
    'loads the %s set into the %s locale: at least %i questions with one to three answers each, some by the AI assistant',
    async (name, locale, atLeast, newMembers) => {
      const before = await rowCounts(t.db.url);
      const counts = await seeds.seed(name);
      const after = await rowCounts(t.db.url);

      expect(counts.questions).toBeGreaterThanOrEqual(atLeast);
      expect(counts.questions).toBe(SEED_SETS[name].questions.length);
      expect(counts.users).toBe(newMembers);
      expect(after.users - before.users).toBe(counts.users);
      expect(after.questions - before.questions).toBe(counts.questions);
      expect(after.answers - before.answers).toBe(counts.answers);

      const questions = await sql<{
        key: string;
        locale: string;
        answers: number;
        ai: number;
      }>(
        t.db.url,
        `SELECT q.seed_key AS key, q.locale, count(a.id)::int AS answers,
                count(a.id) FILTER (WHERE a.is_ai)::int AS ai
         FROM questions q LEFT JOIN answers a ON a.question_id = q.id
         WHERE q.seed_key LIKE $1 GROUP BY q.id`,
        [`${SEED_SETS[name].keyPrefix}-%`],
      );
      expect(questions).toHaveLength(counts.questions);
      for (const q of questions) {
        expect(q.locale).toBe(locale);
        expect(q.answers).toBeGreaterThanOrEqual(1);
        expect(q.answers).toBeLessThanOrEqual(3);
        expect(q.ai).toBeLessThanOrEqual(1);
      }
      expect(questions.reduce((sum, q) => sum + q.answers, 0)).toBe(
        counts.answers,
      );
      const ai = questions.reduce((sum, q) => sum + q.ai, 0);
      expect(ai).toBeGreaterThan(counts.answers * 0.1);
      expect(ai).toBeLessThan(counts.answers * 0.35);
    },
  );

  it('has questions for every search topic of the sidebar, in both locales', async () => {
    for (const locale of ['en', 'fr'] as const) {
      const messages = JSON.parse(
        readFileSync(path.join(CLIENT_MESSAGES_DIR, `${locale}.json`), 'utf8'),
      ) as Record<string, string>;
      const topics = Object.entries(messages)
        .filter(([id]) => /^sidebar\.topics\.(?!title$)/.test(id))
        .map(([, label]) => label);
      expect(topics.length).toBeGreaterThanOrEqual(8);
      const prefix = locale === 'fr' ? '/api/fr' : '/api';
      for (const topic of topics) {
        const res = await new ApiClient(t.url).get(
          `${prefix}/questions?search=${encodeURIComponent(topic)}&limit=1`,
        );
        expect({
          locale,
          topic,
          found: res.body.pagination.total >= 2,
        }).toEqual({ locale, topic, found: true });
      }
    }
  });

  it('adds nothing the second time: every count is zero and no row is added', async () => {
    const before = await rowCounts(t.db.url);
    for (const name of ['general', 'darija', 'darija-french'] as const)
      expect(await seeds.seed(name)).toEqual({
        users: 0,
        questions: 0,
        answers: 0,
      });
    expect(await seeds.seedAll()).toEqual({
      users: 0,
      questions: 0,
      answers: 0,
    });
    expect(await rowCounts(t.db.url)).toEqual(before);
  });

  it('keeps every counter equal to its rows, and the list shows likes, answers and useful votes', async () => {
    expect(await counterDrift(t.db.url)).toEqual([]);
    const guest = new ApiClient(t.url);
    const page = await guest.get('/api/questions?limit=50');
    expect(page.status).toBe(200);
    expect(page.body.pagination.total).toBe(
      SEED_SETS.general.questions.length + SEED_SETS.darija.questions.length,
    );
    const listed = page.body.questions as {
      likes: number;
      answerCount: number;
    }[];
    expect(listed.some((q) => q.likes > 0)).toBe(true);
    expect(listed.every((q) => q.answerCount >= 1)).toBe(true);
    const french = await guest.get('/api/fr/questions');
    expect(french.body.pagination.total).toBe(
      SEED_SETS['darija-french'].questions.length,
    );
    const [votes] = await sql<{ useful: number; members: number }>(
      t.db.url,
      `SELECT count(*) FILTER (WHERE useful > 0)::int AS useful,
              count(DISTINCT user_id)::int AS members FROM answers`,
    );
    expect(votes.useful).toBeGreaterThan(20);
    expect(votes.members).toBeGreaterThanOrEqual(12);
  });

  it('serves the AI assistant’s answers and the members’ answers as on a live site', async () => {
    const [question] = await sql<{ id: number }>(
      t.db.url,
      `SELECT q.id FROM questions q JOIN answers a ON a.question_id = q.id
       WHERE q.locale = 'fr' GROUP BY q.id HAVING bool_or(a.is_ai) AND bool_or(NOT a.is_ai)
       LIMIT 1`,
    );
    const res = await new ApiClient(t.url).get(
      `/api/fr/questions/${question.id}/answers`,
    );
    expect(res.status).toBe(200);
    const answers = res.body as {
      isAI: boolean;
      user: { username: string } | null;
    }[];
    expect(answers.filter((a) => a.isAI)).toHaveLength(1);
    const member = answers.find((a) => !a.isAI)!;
    expect(SEED_MEMBERS.map((m) => m.username)).toContain(
      member.user?.username,
    );
  });

  it('spreads questions over the past weeks, each answer after its question and before now', async () => {
    const [span] = await sql<{ days: number; future: number }>(
      t.db.url,
      `SELECT extract(epoch FROM max(created_at) - min(created_at)) / 86400 AS days,
              count(*) FILTER (WHERE created_at > now())::int AS future
       FROM questions WHERE seed_key IS NOT NULL`,
    );
    expect(Number(span.days)).toBeGreaterThan(28);
    expect(span.future).toBe(0);
    const [misplaced] = await sql<{ n: number }>(
      t.db.url,
      `SELECT count(*)::int AS n FROM answers a JOIN questions q ON q.id = a.question_id
       WHERE a.created_at <= q.created_at OR a.created_at > now()`,
    );
    expect(misplaced.n).toBe(0);
    const [distinct] = await sql<{ n: number; total: number }>(
      t.db.url,
      `SELECT count(DISTINCT date_trunc('day', created_at))::int AS n, count(*)::int AS total
       FROM questions`,
    );
    expect(distinct.n).toBeGreaterThan(distinct.total / 4);
  });

  it('notifies nobody and queues no AI answer', async () => {
    expect(announced).toEqual([]);
    const [jobs] = await sql<{ n: number }>(
      t.db.url,
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'ai-answer'`,
    );
    expect(jobs.n).toBe(0);
  });

  it('creates demo members nobody can sign in as', async () => {
    const client = new ApiClient(t.url);
    for (const [i, member] of SEED_MEMBERS.entries()) {
      const res = await client.post('/api/login', {
        email: seedMemberEmail(member.username),
        password: i % 2 ? 'correct horse battery' : member.username,
      });
      expect([member.username, res.status]).toEqual([member.username, 401]);
    }
    const hashes = await sql<{ hash: string }>(
      t.db.url,
      `SELECT password_hash AS hash FROM users WHERE email LIKE '%@' || $1`,
      [seedMemberEmail('x').split('@')[1]],
    );
    expect(hashes).toHaveLength(SEED_MEMBERS.length);
    for (const { hash } of hashes) expect(hash).toMatch(/^\$argon2id\$/);
  });

  it('leaves a real member who holds a demo username alone and numbers the demo member instead', async () => {
    const rows = await sql<{ email: string; username: string }>(
      t.db.url,
      `SELECT email, username FROM users WHERE username IN ('hamza_tazi', 'hamza_tazi2') ORDER BY username`,
    );
    expect(rows).toEqual([
      { email: realMember.email, username: 'hamza_tazi' },
      { email: seedMemberEmail('hamza_tazi'), username: 'hamza_tazi2' },
    ]);
  });
});

describe('demo content loaded twice at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('adds each question once', async () => {
    const seeds = t.app.get(SeedService);
    const [first, second] = await Promise.all([
      seeds.seed('darija'),
      seeds.seed('darija'),
    ]);
    expect(first.questions + second.questions).toBe(
      SEED_SETS.darija.questions.length,
    );
    expect(first.users + second.users).toBe(SEED_MEMBERS.length);
    const counts = await rowCounts(t.db.url);
    expect(counts.questions).toBe(SEED_SETS.darija.questions.length);
    expect(await counterDrift(t.db.url)).toEqual([]);
  });
});
