/**
 * The bench's baseline, in a process of its own so that autocannon (in the
 * bench's process) does not take its CPU: node:http and pg alone, running
 * the app's SQL for each request (the same builders where the app has them),
 * a session and member lookup for the signed-in writes, no framework.
 * Usage: node baseline-server.js <JSON options>; prints "ready <port>".
 */
import { createServer, IncomingMessage, Server as HttpServer } from 'node:http';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Pool, PoolClient } from 'pg';
import { readOnlySettingsQuery, SqlQuery, sql } from '../database/db';
import {
  questionColumns,
  questionReportedColumn,
  toQuestionDetailView,
  toQuestionView,
} from '../questions/question.views';
import {
  countInLocaleQuery,
  newestPageQuery,
  searchPageQuery,
  searchSettings,
  SearchTerms,
  searchTermsQuery,
  searchTsquery,
} from '../questions/question.queries';
import { answerColumns, toAnswerView } from '../answers/answer.views';
import { OfflineEngine } from '../translator/offline/offline-engine';
import { takeOneTodayQuery } from '../translator/translation-usage.queries';
import { sessionWithMemberQuery } from '../auth/session.queries';

export interface BaselineOptions {
  databaseUrl: string;
  sitemapFile: string;
  /** The app's `GET /api/translator/plans` body, sent as it is: a response with no SQL. */
  plansJson: string;
  member: { id: number; sid: string };
  searchTimeoutMs: number;
}

/** A response sent as it is, with no SQL: the app's own bytes, taken when the bench starts. */
interface FixedResponse {
  type: string;
  body: string;
}

type Handler = (
  req: IncomingMessage,
  body: string,
  url: URL,
) => Promise<unknown>;

/**
 * The floor the app is compared with: node:http and pg alone, running the
 * app's SQL for each request (the same builders where the app has them), a
 * session and member lookup for the signed-in writes, no framework.
 */
function baselineServer(
  pool: Pool,
  fixed: Record<string, FixedResponse>,
  member: { id: number; sid: string },
  searchTimeoutMs: number,
): HttpServer {
  // A statement the app prepares (`SqlQuery.prepared`) is prepared here too.
  const rows = async <T>(q: SqlQuery | string, client?: PoolClient) => {
    const { text, values, name } =
      typeof q === 'string' ? { text: q, values: [] } : q.build();
    const db = client ?? pool;
    const result = await (name === undefined
      ? db.query(text, values)
      : db.query({ name, text, values }));
    return result.rows as T[];
  };
  const inTransaction = async <T>(
    work: (client: PoolClient) => Promise<T>,
  ): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  };
  const signedIn = async () => {
    await rows(sessionWithMemberQuery(member.sid));
    return member.id;
  };
  const offline = new OfflineEngine();
  const routes: Record<string, Handler> = {
    '/list': async (_req, _body, url) => {
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const page = await rows<never>(
        newestPageQuery('en', null, 20, offset, null),
      );
      const [{ total }] = await rows<{ total: number }>(
        countInLocaleQuery('en', null),
      );
      return {
        questions: page.map(toQuestionView),
        pagination: { page: offset / 20 + 1, total },
      };
    },
    '/search': (_req, _body, url) =>
      inTransaction(async (client) => {
        const term = url.searchParams.get('search') ?? '';
        await rows(
          readOnlySettingsQuery(searchSettings(searchTimeoutMs)),
          client,
        );
        const [terms] = await rows<SearchTerms>(
          searchTermsQuery(term, 'en'),
          client,
        );
        const tsq = searchTsquery(terms);
        const page = await rows<never>(
          searchPageQuery(
            tsq,
            'en',
            url.searchParams.get('language'),
            20,
            0,
            null,
          ),
          client,
        );
        return { questions: page.map(toQuestionView) };
      }),
    '/question': async (_req, _body, url) => {
      const id = Number(url.searchParams.get('id'));
      const [row] = await rows<never>(
        sql`SELECT ${questionColumns(null)}, ${questionReportedColumn(null)} FROM questions q LEFT JOIN users u ON u.id = q.user_id
            WHERE q.id = ${id} AND q.locale = ${'en'}`.prepared(),
      );
      return toQuestionDetailView(row);
    },
    '/answers': async (_req, _body, url) => {
      const id = Number(url.searchParams.get('id'));
      await rows(
        sql`SELECT 1 FROM questions WHERE id = ${id} AND locale = ${'en'}`.prepared(),
      );
      const answers = await rows<never>(
        sql`SELECT ${answerColumns(null)} FROM answers a LEFT JOIN users u ON u.id = a.user_id
            WHERE a.question_id = ${id} ORDER BY a.created_at, a.id`.prepared(),
      );
      return answers.map(toAnswerView);
    },
    '/answer': async (_req, body) => {
      const userId = await signedIn();
      const { questionId, content } = JSON.parse(body) as {
        questionId: number;
        content: string;
      };
      await rows(
        sql`SELECT 1 FROM questions WHERE id = ${questionId} AND locale = ${'en'}`.prepared(),
      );
      const [{ id }] = await rows<{ id: number }>(
        sql`INSERT INTO answers (question_id, user_id, content) VALUES (${questionId}, ${userId}, ${content}) RETURNING id`,
      );
      const [answer] = await rows<never>(
        sql`SELECT ${answerColumns(userId)} FROM answers a LEFT JOIN users u ON u.id = a.user_id WHERE a.id = ${id}`,
      );
      return toAnswerView(answer);
    },
    '/vote': async (_req, body) => {
      const userId = await signedIn();
      const { answerId, type } = JSON.parse(body) as {
        answerId: number;
        type: string;
      };
      await rows(
        sql`SELECT a.user_id, a.question_id, q.locale FROM answers a JOIN questions q ON q.id = a.question_id WHERE a.id = ${answerId}`,
      );
      return inTransaction(async (client) => {
        await rows(
          sql`SELECT pg_advisory_xact_lock(hashtext(${`answer-votes:${userId}:${answerId}`}))`,
          client,
        );
        const added = await rows(
          sql`INSERT INTO answer_votes (user_id, answer_id, kind) VALUES (${userId}, ${answerId}, ${type})
              ON CONFLICT DO NOTHING RETURNING 1`,
          client,
        );
        if (added.length === 0)
          await rows(
            sql`DELETE FROM answer_votes WHERE user_id = ${userId} AND answer_id = ${answerId} AND kind = ${type}`,
            client,
          );
        const [tally] = await rows(
          sql`SELECT a.useful, a.not_useful AS "notUseful", a.likes,
                ARRAY(SELECT v.kind FROM answer_votes v WHERE v.answer_id = a.id AND v.user_id = ${userId} ORDER BY v.kind) AS "myVotes"
              FROM answers a WHERE a.id = ${answerId}`,
          client,
        );
        return tally;
      });
    },
    '/translate': async (req, body) => {
      const dto = JSON.parse(body) as {
        text: string;
        source_language: string;
        target_language: string;
      };
      await rows(
        takeOneTodayQuery(`ip:${req.socket.remoteAddress}`, 100_000_000),
      );
      if (req.headers['x-engine'] === 'cache') {
        const key = createHash('sha256')
          .update(
            JSON.stringify([
              dto.text,
              dto.source_language,
              dto.target_language,
              false,
              'standard',
            ]),
          )
          .digest('hex');
        const [hit] = await rows(
          sql`SELECT translation, arabic_script FROM translation_cache WHERE key = ${key}`,
        );
        return { ...(hit as object), engine: 'standard', cached: true };
      }
      return offline.translate(
        dto.text,
        dto.source_language,
        dto.target_language,
        false,
      );
    },
  };
  return createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://baseline');
      const constant = fixed[url.pathname];
      if (constant) {
        res.setHeader('content-type', constant.type);
        res.end(constant.body);
        return;
      }
      const handler = routes[url.pathname];
      if (!handler) {
        res.statusCode = 404;
        res.end();
        return;
      }
      handler(req, body, url).then(
        (result) => {
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify(result));
        },
        (error) => {
          res.statusCode = 500;
          res.end(String(error));
        },
      );
    });
  });
}

function main(): void {
  const options = JSON.parse(process.argv[2]) as BaselineOptions;
  const pool = new Pool({ connectionString: options.databaseUrl, max: 10 });
  const server = baselineServer(
    pool,
    {
      '/sitemap.xml': {
        type: 'application/xml',
        body: readFileSync(options.sitemapFile, 'utf8'),
      },
      '/plans': { type: 'application/json', body: options.plansJson },
    },
    options.member,
    options.searchTimeoutMs,
  );
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    process.stdout.write(
      `ready ${typeof address === 'object' && address ? address.port : 0}\n`,
    );
  });
  process.on('SIGTERM', () => {
    server.close();
    void pool.end().then(() => process.exit(0));
  });
}

if (require.main === module) main();
