import { DataSource } from 'typeorm';
import { Database, sql } from '../src/database/db';
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
});
