import { Client } from 'pg';

/**
 * Tables whose rows change while a refused request runs, by design:
 * `sessions` (every request with a session refreshes it), `auth_failures`
 * (a refused sign-in is counted, so that guessing passwords gets locked out)
 * and `ai_provider_calls` (an earlier request's provider call is recorded
 * after its answer is sent, without making it wait: AiService.record).
 */
export const TABLES_CHANGED_BY_REFUSALS = [
  'sessions',
  'auth_failures',
  'ai_provider_calls',
];

/**
 * Row count and the sum of the rows' `xmin` (the transaction that wrote each
 * row version) of every table of the app (schema public), over one
 * connection kept open. Any insert, update (even to the same values) or
 * delete changes one or the other, so two equal snapshots mean no row was
 * written in between; and no row has to be turned into text to know it.
 */
export class DatabaseSnapshots {
  private client: Client;
  private query = '';

  constructor(url: string) {
    this.client = new Client({ connectionString: url });
  }

  async open(): Promise<void> {
    await this.client.connect();
    const tables = (
      await this.client.query<{ name: string }>(
        `SELECT table_name AS name FROM information_schema.tables
         WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
           AND table_name <> ALL($1) ORDER BY table_name`,
        [TABLES_CHANGED_BY_REFUSALS],
      )
    ).rows.map((r) => r.name);
    this.query = tables
      .map(
        (t) =>
          `SELECT '${t}' AS name, count(*)::int AS n,
                  coalesce(sum(xmin::text::bigint), 0)::text AS sum
           FROM public."${t}"`,
      )
      .join(' UNION ALL ');
  }

  async take(): Promise<Map<string, string>> {
    const rows = (
      await this.client.query<{ name: string; n: number; sum: string }>(
        this.query,
      )
    ).rows;
    return new Map(rows.map((r) => [r.name, `${r.n} rows, sum ${r.sum}`]));
  }

  async close(): Promise<void> {
    await this.client.end();
  }
}

/** The tables that differ between two snapshots, with both states. */
export function snapshotDiff(
  before: Map<string, string>,
  after: Map<string, string>,
): string[] {
  const diff: string[] = [];
  for (const [table, state] of after)
    if (before.get(table) !== state)
      diff.push(`${table}: ${before.get(table)} -> ${state}`);
  return diff;
}
