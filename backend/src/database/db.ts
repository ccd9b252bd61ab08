import { Inject, Injectable, Optional } from '@nestjs/common';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import {
  DataSource,
  EntityManager,
  QueryFailedError,
  QueryRunnerAlreadyReleasedError,
} from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/**
 * SQL with its values kept apart. Written with the `sql` tag, values become
 * numbered placeholders in the order they appear, so a query never binds the
 * wrong value when it is edited; fragments nest and are renumbered.
 */
export class SqlQuery {
  /** Set by `prepared()`: the statement is kept on each connection that runs it. */
  private keep = false;

  constructor(
    readonly parts: readonly string[],
    readonly values: readonly unknown[],
  ) {}

  /**
   * Marks a statement to be prepared once per connection and run by name
   * afterwards, outside a transaction: PostgreSQL then parses it once and,
   * after a few runs, plans it once (its generic plan), where an unnamed
   * statement is parsed and planned on every run. For the statements that
   * most requests send and whose best plan does not depend on their values
   * (a lookup by key, a member's likes among a page); a search, whose plan depends
   * on its terms, stays unnamed.
   */
  prepared(): this {
    this.keep = true;
    return this;
  }

  /** The text with `$n` placeholders and the values to bind, for the driver. */
  build(): { text: string; values: unknown[]; name?: string } {
    const values: unknown[] = [];
    const text = this.render(values);
    return this.keep
      ? { text, values, name: statementName(text) }
      : { text, values };
  }

  private render(values: unknown[]): string {
    let text = this.parts[0];
    this.values.forEach((value, i) => {
      if (value instanceof SqlQuery) text += value.render(values);
      else if (value instanceof SqlRaw) text += value.text;
      else {
        values.push(value);
        text += `$${values.length}`;
      }
      text += this.parts[i + 1];
    });
    return text;
  }
}

/** Names of prepared statements by their text, so equal texts share one name. */
const statementNames = new Map<string, string>();

/**
 * A prepared statement's name: derived from its text, so every connection and
 * every process gives the same statement the same name, and two texts
 * two names. Marked statements are a fixed set written in the code, so the
 * map stays small.
 */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `s_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    statementNames.set(text, name);
  }
  return name;
}

/** Trusted SQL text (a column or table name from a constant), inserted as is. */
export class SqlRaw {
  constructor(readonly text: string) {}
}

export function sql(
  strings: TemplateStringsArray,
  ...values: unknown[]
): SqlQuery {
  return new SqlQuery([...strings], values);
}

/** Inserts a constant identifier or keyword; never pass user input. */
export function raw(text: string): SqlRaw {
  return new SqlRaw(text);
}

/** Joins fragments with a separator (`, ` by default). */
export function joinSql(fragments: SqlQuery[], separator = ', '): SqlQuery {
  if (fragments.length === 0) return sql``;
  const parts = [''];
  for (let i = 1; i < fragments.length; i++) parts.push(separator);
  parts.push('');
  return new SqlQuery(parts, fragments);
}

/**
 * One statement that sets each of `settings` for the current transaction
 * only: `set_config(name, value, true)` for each.
 */
export function transactionSettingsQuery(
  settings: Readonly<Record<string, string>>,
): SqlQuery {
  return sql`SELECT ${joinSql(
    Object.entries(settings).map(
      ([name, value]) => sql`set_config(${name}, ${value}, true)`,
    ),
  )}`;
}

/**
 * `settings` for the current transaction, and the transaction read-only, as
 * `SET TRANSACTION READ ONLY` makes it (PostgreSQL refuses any write after
 * it), in one statement: one round trip where there were two.
 */
export function readOnlySettingsQuery(
  settings: Readonly<Record<string, string>> = {},
): SqlQuery {
  return transactionSettingsQuery({
    ...settings,
    transaction_read_only: 'on',
  });
}

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';
const QUERY_CANCELED = '57014';
const DEADLOCK_DETECTED = '40P01';
/** How many times a transaction PostgreSQL ended to break a deadlock runs in all. */
const DEADLOCK_ATTEMPTS = 3;

function driverError(
  error: unknown,
): { code?: string; constraint?: string } | undefined {
  return (error as { driverError?: { code?: string; constraint?: string } })
    ?.driverError;
}

/** PostgreSQL refused the statement with `code` (and, when given, for that constraint). */
function refusedWith(
  error: unknown,
  code: string,
  constraint: string | undefined,
): boolean {
  const e = driverError(error);
  return (
    e?.code === code &&
    (constraint === undefined || e.constraint === constraint)
  );
}

/** A unique index refused the row (optionally: that index). */
export function isUniqueViolation(
  error: unknown,
  constraint?: string,
): boolean {
  return refusedWith(error, UNIQUE_VIOLATION, constraint);
}

/** The name of the unique index that refused a row, if that is what happened. */
export function violatedUniqueIndex(error: unknown): string | undefined {
  const e = driverError(error);
  return e?.code === UNIQUE_VIOLATION ? e.constraint : undefined;
}

/**
 * A row refers to a row that is gone (deleted meanwhile); with `constraint`,
 * through that foreign key.
 */
export function isForeignKeyViolation(
  error: unknown,
  constraint?: string,
): boolean {
  return refusedWith(error, FOREIGN_KEY_VIOLATION, constraint);
}

/** PostgreSQL ended the transaction to break a deadlock: all of it was rolled back. */
export function isDeadlock(error: unknown): boolean {
  return driverError(error)?.code === DEADLOCK_DETECTED;
}

/**
 * The statement's connection to PostgreSQL was lost: the server ended it
 * (pg_terminate_backend, a shutdown or restart, too many connections: class
 * 57P0x; a connection failure: class 08), or its socket closed or could not
 * open; or, in a transaction, TypeORM let go of the connection when it failed
 * between two statements (QueryRunnerAlreadyReleasedError). Such an error
 * says nothing of the statement, and a new connection may well succeed.
 */
export function isConnectionLost(error: unknown): boolean {
  if (error instanceof QueryRunnerAlreadyReleasedError) return true;
  const cause = driverError(error) ?? (error as object | null);
  const { code, message } = (cause ?? {}) as {
    code?: unknown;
    message?: unknown;
  };
  if (typeof code === 'string') {
    if (/^(?:57P0[123]|08...)$/.test(code)) return true;
    if (/^(?:ECONNRESET|ECONNREFUSED|EPIPE|ETIMEDOUT)$/.test(code)) return true;
  }
  return (
    typeof message === 'string' &&
    /^(?:Connection terminated|Client has encountered a connection error)\b/.test(
      message,
    )
  );
}

/**
 * A statement that only reads: it may run again after its connection was
 * lost (see runText).
 */
function onlyReads(text: string): boolean {
  return (
    /^\s*(?:SELECT|WITH)\b/i.test(text) &&
    !/\b(?:INSERT|UPDATE|DELETE|MERGE|nextval|setval|pg_advisory\w*)\b/i.test(
      text,
    )
  );
}

/** The statement ran past its statement_timeout and was cancelled. */
export function isStatementTimeout(error: unknown): boolean {
  const code =
    driverError(error)?.code ?? (error as { code?: string } | null)?.code;
  return code === QUERY_CANCELED;
}

/**
 * Runs SQL and hides the driver's return shapes: `rows` for what a statement
 * returns, `one`/`maybeOne` for a single row, `affected` for how many rows an
 * UPDATE or DELETE touched. Inside `transaction` every call uses the same
 * connection.
 */
export class Db {
  /**
   * @param prepare whether statements marked `prepared()` are sent by name
   *   (outside a transaction); without, every statement is unnamed.
   */
  constructor(
    protected readonly manager: EntityManager,
    private readonly prepare = true,
  ) {}

  async rows<T>(query: SqlQuery): Promise<T[]> {
    return (await this.run(query)).rows as T[];
  }

  /** The first row; throws when there is none (use for statements that always return one). */
  async one<T>(query: SqlQuery): Promise<T> {
    const [row] = await this.rows<T>(query);
    if (row === undefined) throw new Error('expected a row, got none');
    return row;
  }

  async maybeOne<T>(query: SqlQuery): Promise<T | undefined> {
    const [row] = await this.rows<T>(query);
    return row;
  }

  async affected(query: SqlQuery): Promise<number> {
    return (await this.run(query)).affected;
  }

  /** Runs work in one transaction; inside one already, joins it. */
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    if (this.manager.queryRunner?.isTransactionActive) return work(this);
    return this.manager.transaction((manager) =>
      work(new Db(manager, this.prepare)),
    );
  }

  /**
   * Runs work in one transaction and, when PostgreSQL ends it to break a
   * deadlock with another one (a like or a vote meeting the deletion of its
   * question or of its author, which take the same rows in the other order),
   * runs it again once the other has gone ahead, up to three times in all.
   * The deadlock rolled back everything it did, so only work that does
   * nothing but run statements on `tx` may be given: any other effect would
   * happen twice. Inside a transaction already, joins it (the outer one
   * decides).
   */
  async retryingTransaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    if (this.manager.queryRunner?.isTransactionActive) return work(this);
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.transaction(work);
      } catch (error) {
        if (!isDeadlock(error) || attempt >= DEADLOCK_ATTEMPTS) throw error;
      }
    }
  }

  /**
   * Runs reads in one read-only transaction (PostgreSQL refuses a write in
   * it), with `settings` set for that transaction alone, in the same
   * statement. When its connection is lost, the whole transaction runs once
   * more on another connection, as a read on the pool does: it wrote
   * nothing, so running it again changes nothing. Inside a transaction
   * already, joins it and sets `settings` (it is not made read-only, nor run
   * again: the outer one may have written).
   */
  readTransaction<T>(
    work: (tx: Db) => Promise<T>,
    settings: Readonly<Record<string, string>> = {},
  ): Promise<T> {
    if (this.manager.queryRunner?.isTransactionActive)
      return Object.keys(settings).length === 0
        ? work(this)
        : this.rows(transactionSettingsQuery(settings)).then(() => work(this));
    const once = () =>
      this.transaction(async (tx) => {
        await tx.rows(readOnlySettingsQuery(settings));
        return work(tx);
      });
    return once().catch((error: unknown) => {
      if (isConnectionLost(error)) return once();
      throw error;
    });
  }

  /**
   * Holds the lock named `key` until this transaction ends (a PostgreSQL
   * advisory lock on the key's hash): another transaction asking for the same
   * key waits until then. Outside a transaction the lock would end with its
   * own statement, so that is refused.
   */
  async lockUntilCommit(key: string): Promise<void> {
    if (!this.manager.queryRunner?.isTransactionActive)
      throw new Error(`lockUntilCommit(${key}) outside a transaction`);
    await this.rows(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);
  }

  /** The connection of this transaction, for libraries that take part in it. */
  executeSql(
    text: string,
    values: unknown[] = [],
  ): Promise<{ rows: unknown[] }> {
    return this.runText(text, values).then(({ rows }) => ({ rows }));
  }

  private run(query: SqlQuery): Promise<{ rows: unknown[]; affected: number }> {
    const { text, values, name } = query.build();
    return this.runText(text, values, this.prepare ? name : undefined);
  }

  /**
   * Inside a transaction, on its connection through TypeORM; otherwise straight
   * on the pool, as one `pool.query` (no query runner, logger or event
   * broadcast per statement), by `name` when it has one (a prepared
   * statement, see `SqlQuery.prepared`). Errors are TypeORM's
   * `QueryFailedError` either way, so `isUniqueViolation` and the others read
   * them alike. A statement on the pool that only reads runs once more, on
   * another connection, when its connection was lost (PostgreSQL restarted,
   * or ended the connection): the pool has dropped the dead one.
   */
  private async runText(
    text: string,
    values: unknown[],
    name?: string,
  ): Promise<{ rows: unknown[]; affected: number }> {
    const own = this.manager.queryRunner;
    if (own) {
      const result = await own.query(text, values, true);
      const rows = (result.records ?? []) as unknown[];
      return { rows, affected: result.affected ?? rows.length };
    }
    const pool = (this.manager.connection.driver as PostgresDriver)
      .master as Pool;
    const once = () =>
      name === undefined
        ? pool.query(text, values)
        : pool.query({ name, text, values });
    try {
      const result = await once().catch((error: unknown) => {
        if (isConnectionLost(error) && onlyReads(text)) return once();
        throw error;
      });
      const rows = (result.rows ?? []) as unknown[];
      return { rows, affected: result.rowCount ?? rows.length };
    } catch (error) {
      throw new QueryFailedError(text, values, error as Error);
    }
  }
}

/** The application's database, injected into repositories. */
@Injectable()
export class Database extends Db {
  constructor(
    dataSource: DataSource,
    @Optional() @Inject(APP_CONFIG) config?: AppConfig,
  ) {
    super(dataSource.manager, config?.preparedStatements ?? true);
  }
}
