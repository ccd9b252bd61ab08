import { DataSource } from 'typeorm';
import { Database, Db, isDeadlock, sql } from '../src/database/db';
import { createTestDatabase, TestDatabase } from './support/test-database';

/**
 * `Db.lockUntilCommit`, which the repositories use to run a member's quick
 * repeats (posts, likes, votes, failed sign-ins) one after another, over two
 * real connections.
 */
describe('locks held until the transaction ends', () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let db: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataSource = await new DataSource({
      type: 'postgres',
      url: database.url,
      extra: { max: 4 },
    }).initialize();
    db = new Database(dataSource);
  });

  afterAll(async () => {
    await dataSource.destroy();
    await database.drop();
  });

  it("makes a second transaction with the same key wait for the first's commit", async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const firstHasLock = new Promise<void>((resolve) => (locked = resolve));
    const first = db.transaction(async (tx) => {
      await tx.lockUntilCommit('likes:1:2');
      locked();
      await held;
      order.push('first commits');
    });
    await firstHasLock;
    const second = db.transaction(async (tx) => {
      await tx.lockUntilCommit('likes:1:2');
      order.push('second has the lock');
    });
    // Another key is not held up.
    await db.transaction((tx) => tx.lockUntilCommit('likes:1:3'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(order).toEqual([]);
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['first commits', 'second has the lock']);
  });

  it('lets go of the lock when the transaction rolls back', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.lockUntilCommit('posts:7');
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await db.transaction((tx) => tx.lockUntilCommit('posts:7'));
    const held = await db.rows<{ count: string }>(
      sql`SELECT count(*) FROM pg_locks WHERE locktype = 'advisory'`,
    );
    expect(Number(held[0].count)).toBe(0);
  });

  it('is refused outside a transaction, where it would end with its statement', async () => {
    await expect(db.lockUntilCommit('posts:7')).rejects.toThrow(
      'outside a transaction',
    );
  });
  describe('a transaction ended to break a deadlock', () => {
    beforeAll(async () => {
      await db.rows(
        sql`CREATE TABLE crossed_rows (id int PRIMARY KEY, n int NOT NULL)`,
      );
    });

    /**
     * Two transactions that each update their first row, wait until the
     * other has updated its own, then update the other's: a deadlock, which
     * PostgreSQL breaks by failing one of them.
     */
    async function crossUpdates(
      run: (work: (tx: Db) => Promise<void>) => Promise<void>,
    ) {
      await db.rows(sql`DELETE FROM crossed_rows`);
      await db.rows(sql`INSERT INTO crossed_rows VALUES (1, 0), (2, 0)`);
      let attempts = 0;
      let firstRowsTaken = 0;
      let bothTaken!: () => void;
      const bothHaveTheirFirst = new Promise<void>(
        (resolve) => (bothTaken = resolve),
      );
      const cross = (first: number, second: number) =>
        run(async (tx) => {
          attempts += 1;
          await tx.rows(
            sql`UPDATE crossed_rows SET n = n + 1 WHERE id = ${first}`,
          );
          firstRowsTaken += 1;
          if (firstRowsTaken === 2) bothTaken();
          await bothHaveTheirFirst;
          await tx.rows(
            sql`UPDATE crossed_rows SET n = n + 1 WHERE id = ${second}`,
          );
        });
      const outcomes = await Promise.allSettled([cross(1, 2), cross(2, 1)]);
      const rows = await db.rows<{ id: number; n: number }>(
        sql`SELECT id, n FROM crossed_rows ORDER BY id`,
      );
      return { outcomes, attempts, rows };
    }

    it('fails one of them in a plain transaction', async () => {
      const { outcomes, rows } = await crossUpdates((work) =>
        db.transaction(work),
      );
      const failed = outcomes.filter((o) => o.status === 'rejected');
      expect(failed).toHaveLength(1);
      expect(isDeadlock((failed[0] as PromiseRejectedResult).reason)).toBe(
        true,
      );
      // The failed one changed nothing.
      expect(rows).toEqual([
        { id: 1, n: 1 },
        { id: 2, n: 1 },
      ]);
    });

    it('runs the failed one again with retryingTransaction, so both are done once', async () => {
      const { outcomes, attempts, rows } = await crossUpdates((work) =>
        db.retryingTransaction(work),
      );
      expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled']);
      expect(attempts).toBe(3);
      expect(rows).toEqual([
        { id: 1, n: 2 },
        { id: 2, n: 2 },
      ]);
    });

    it('does not run again a transaction that failed otherwise', async () => {
      let attempts = 0;
      await expect(
        db.retryingTransaction(async (tx) => {
          attempts += 1;
          await tx.rows(sql`INSERT INTO crossed_rows VALUES (1, 0), (1, 0)`);
        }),
      ).rejects.toThrow(/duplicate key/);
      expect(attempts).toBe(1);
    });
  });
});
