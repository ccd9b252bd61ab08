import { DataSource } from 'typeorm';
import { Database, Db, isUniqueViolation, sql } from '../src/database/db';
import { loadConfig } from '../src/config/config';
import { createTestDatabase, TestDatabase } from './support/test-database';

/**
 * `SqlQuery.prepared()`: the statements most requests send are prepared once
 * per connection and run by name afterwards, over a real PostgreSQL; others
 * stay unnamed. One connection in the pool, so what it has prepared can be
 * read back from `pg_prepared_statements` on that same connection.
 */
describe('prepared statements', () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let db: Database;

  /** The statements the pool's one connection has prepared (the protocol-level ones have no SQL name). */
  const preparedTexts = async () =>
    (
      await db.rows<{ statement: string; generic: number; custom: number }>(
        sql`SELECT statement, generic_plans::int AS generic, custom_plans::int AS custom
            FROM pg_prepared_statements ORDER BY prepare_time`,
      )
    ).map(({ statement, generic, custom }) => ({
      statement,
      plans: generic + custom,
    }));

  beforeAll(async () => {
    database = await createTestDatabase();
    dataSource = await new DataSource({
      type: 'postgres',
      url: database.url,
      extra: { max: 1 },
    }).initialize();
    db = new Database(dataSource);
    await db.rows(
      sql`CREATE TABLE prepared_probe (id int PRIMARY KEY, word text NOT NULL)`,
    );
    await db.rows(
      sql`INSERT INTO prepared_probe SELECT i, 'word ' || i FROM generate_series(1, 50) AS i`,
    );
  });

  afterAll(async () => {
    await dataSource.destroy();
    await database.drop();
  });

  const byId = (id: number) =>
    sql`SELECT word FROM prepared_probe WHERE id = ${id}`.prepared();

  it('prepares a marked statement once on the connection and runs it by name with each value', async () => {
    const words: string[] = [];
    for (const id of [3, 7, 3, 50, 1, 2, 9])
      words.push((await db.one<{ word: string }>(byId(id))).word);
    expect(words).toEqual([
      'word 3',
      'word 7',
      'word 3',
      'word 50',
      'word 1',
      'word 2',
      'word 9',
    ]);
    const prepared = await preparedTexts();
    const ours = prepared.filter(({ statement }) =>
      statement.includes('FROM prepared_probe WHERE id = $1'),
    );
    // One statement, planned on each of its 7 runs (custom or generic).
    expect(ours).toEqual([
      { statement: 'SELECT word FROM prepared_probe WHERE id = $1', plans: 7 },
    ]);
  });

  it('leaves unmarked statements unnamed', async () => {
    await db.rows(sql`SELECT word FROM prepared_probe WHERE id < ${10}`);
    const prepared = await preparedTexts();
    expect(
      prepared.filter(({ statement }) => statement.includes('id < $1')),
    ).toEqual([]);
  });

  it('sends every statement unnamed with DATABASE_PREPARED_STATEMENTS=false (a pooler that cannot keep them)', async () => {
    const config = (env: Record<string, string>) =>
      loadConfig({ NODE_ENV: 'test', ...env });
    expect(config({}).preparedStatements).toBe(true);
    expect(
      config({ DATABASE_PREPARED_STATEMENTS: 'false' }).preparedStatements,
    ).toBe(false);
    expect(() => config({ DATABASE_PREPARED_STATEMENTS: 'sometimes' })).toThrow(
      /DATABASE_PREPARED_STATEMENTS/,
    );
    const unnamed = new Db(dataSource.manager, false);
    const marked = sql`SELECT word FROM prepared_probe WHERE id + 0 = ${5}`;
    expect((await unnamed.one<{ word: string }>(marked.prepared())).word).toBe(
      'word 5',
    );
    expect(
      (await preparedTexts()).filter(({ statement }) =>
        statement.includes('id + 0 = $1'),
      ),
    ).toEqual([]);
  });

  it('gives the same text the same name and two texts two names', () => {
    const first = byId(1).build();
    const again = byId(2).build();
    const other = sql`SELECT id FROM prepared_probe WHERE word = ${'x'}`
      .prepared()
      .build();
    expect(first.name).toMatch(/^s_[0-9a-f]{20}$/);
    expect(again.name).toBe(first.name);
    expect(again.values).toEqual([2]);
    expect(other.name).not.toBe(first.name);
    expect(sql`SELECT 1`.build().name).toBeUndefined();
  });

  it('reports errors of a prepared statement as of any other', async () => {
    const insert = (id: number) =>
      sql`INSERT INTO prepared_probe (id, word) VALUES (${id}, 'again')`.prepared();
    const error = await db.rows(insert(3)).catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    // The connection and the statement still work after the error.
    expect(await db.affected(insert(51))).toBe(1);
  });

  it('runs a marked statement unnamed inside a transaction, on its connection', async () => {
    const word = await db.transaction(async (tx) => {
      await tx.rows(sql`UPDATE prepared_probe SET word = 'moved' WHERE id = 4`);
      return (await tx.one<{ word: string }>(byId(4))).word;
    });
    expect(word).toBe('moved');
  });
});
