import { Client } from 'pg';

/** The job queue's connections, which poll on a timer, name themselves so. */
const JOB_QUEUE_APPLICATION = 'dialect-community-jobs';

type Query = (...args: unknown[]) => unknown;

/**
 * Records the text of every statement this process's PostgreSQL clients send
 * (the app's pool and a test's own connections, not the job queue's) while
 * it is on. `restore` puts the client back as it was.
 */
export class StatementLog {
  statements: string[] = [];
  private recording = false;
  private readonly prototype = Client.prototype as unknown as { query: Query };
  private readonly original: Query = this.prototype.query;

  constructor() {
    const original = this.original;
    const record = (statement: string) => {
      if (this.recording) this.statements.push(statement);
    };
    this.prototype.query = function (this: Client, ...args: unknown[]) {
      const application = (
        this as unknown as {
          connectionParameters?: { application_name?: string };
        }
      ).connectionParameters?.application_name;
      if (application !== JOB_QUEUE_APPLICATION) {
        const first = args[0] as string | { text?: string };
        record(typeof first === 'string' ? first : (first?.text ?? ''));
      }
      return original.apply(this, args);
    };
  }

  /** Forgets what was recorded and records from now on. */
  start(): void {
    this.statements = [];
    this.recording = true;
  }

  /** Stops recording; what was recorded. */
  stop(): string[] {
    this.recording = false;
    return this.statements;
  }

  restore(): void {
    this.prototype.query = this.original;
  }
}
