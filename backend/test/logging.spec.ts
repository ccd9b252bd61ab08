import { Writable } from 'node:stream';
import { createRootLogger } from '../src/logging/app-logger';

/** A logger writing into an array of parsed lines. */
function collectingLogger() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: createRootLogger({ level: 'info', destination }), lines };
}

describe('the process logger', () => {
  it('logs an error with its message and code, without the database client it carries', () => {
    const { logger, lines } = collectingLogger();
    // As the PostgreSQL driver raises it: the client, with its connection
    // settings and cancel key, is a property of the error.
    const error = Object.assign(
      new Error('terminating connection due to administrator command'),
      {
        code: '57P01',
        client: {
          connectionParameters: { user: 'dialect_app', password: 'secret' },
          secretKey: 123456,
        },
      },
    );
    logger.error({ err: error }, 'job queue error');
    expect(lines).toHaveLength(1);
    const err = lines[0]!.err as Record<string, unknown>;
    expect(err).toMatchObject({
      type: 'Error',
      message: 'terminating connection due to administrator command',
      code: '57P01',
    });
    expect(err).not.toHaveProperty('client');
    expect(JSON.stringify(lines[0])).not.toMatch(
      /secretKey|secret|dialect_app/,
    );
  });
});
