import { FakeAiServer } from '../../src/ai/testing/fake-ai-server';
import { createTestDatabase, TestDatabase } from '../support/test-database';
import {
  call,
  LIMITS_OUT_OF_REACH,
  registerMember,
  ServerProcess,
  sleep,
  startServer,
} from './support';

/**
 * The AI provider down (the stand-in server stopped) for
 * RESILIENCE_AI_OUTAGE_SECONDS (20 by default; 60 for the full minute):
 * questions still post, and their AI answers arrive once it is back.
 */
const OUTAGE_SECONDS = Number(process.env.RESILIENCE_AI_OUTAGE_SECONDS ?? 20);
const QUESTIONS = 3;

describe(`AI provider down for ${OUTAGE_SECONDS} s`, () => {
  let db: TestDatabase;
  let fake: FakeAiServer;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    db = await createTestDatabase();
    fake = await new FakeAiServer().start();
  });

  afterAll(async () => {
    await server?.stop('SIGKILL');
    await fake?.stop();
    await db?.drop();
  });

  it(
    'posts questions while the provider is down and answers them once it is back',
    async () => {
      server = await startServer({
        ...LIMITS_OUT_OF_REACH,
        DATABASE_URL: db.url,
        OPENAI_API_KEY: 'stand-in',
        OPENAI_BASE_URL: fake.openaiBaseUrl,
        AI_TIMEOUT_MS: '3000',
      });
      const member = await registerMember(server.url, 'ai_outage_member');
      const port = fake.port;

      await fake.stop();
      const down = Date.now();
      const ids: number[] = [];
      for (let i = 0; i < QUESTIONS; i++) {
        const res = await call(
          server.url,
          'POST',
          '/api/questions',
          member.cookie,
          {
            title: `Asked while the assistant is away, number ${i}?`,
            language: 'en',
            targetLanguage: 'dz',
          },
        );
        expect(res.status).toBe(201);
        ids.push(res.body.id);
        expect(
          (await call(server.url, 'GET', `/api/questions/${res.body.id}`))
            .status,
        ).toBe(200);
      }
      await sleep(Math.max(0, down + OUTAGE_SECONDS * 1000 - Date.now()));
      const calledDuringOutage = fake.count();

      await fake.start(port);
      const back = Date.now();
      const answered = new Map<number, number>();
      // The retries back off (2–4 s, 4–8 s, … 32–64 s): the next one may be a minute away.
      while (
        answered.size < ids.length &&
        Date.now() - back < (OUTAGE_SECONDS + 90) * 1000
      ) {
        for (const id of ids) {
          if (answered.has(id)) continue;
          const res = await call(
            server.url,
            'GET',
            `/api/questions/${id}/answers`,
          );
          if ((res.body as { isAI: boolean }[]).some((a) => a.isAI))
            answered.set(id, (Date.now() - back) / 1000);
        }
        await sleep(500);
      }
      expect([...answered.keys()].sort()).toEqual([...ids].sort());
      expect(calledDuringOutage).toBe(0);
      console.log(
        `AI provider down ${((back - down) / 1000).toFixed(0)} s: ${QUESTIONS}/${QUESTIONS} questions posted during it (201), ` +
          `their AI answers arrived ${[...answered.values()].map((s) => s.toFixed(0)).join(', ')} s after it returned.`,
      );
    },
    (OUTAGE_SECONDS + 180) * 1000,
  );
});
