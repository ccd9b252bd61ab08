import type { LoggerService } from '@nestjs/common';
import pino, { type Logger as Pino } from 'pino';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * An error as logged: pino's fields for it, without the database client a
 * driver error can carry (its connection settings and cancel key).
 */
function errorForLog(error: Error): Record<string, unknown> {
  const fields: Record<string, unknown> = { ...pino.stdSerializers.err(error) };
  delete fields.client;
  return fields;
}

/**
 * The process's one JSON logger (one line per entry on stdout; readable lines
 * through pino-pretty in development).
 */
export function createRootLogger(options: {
  level: string;
  pretty?: boolean;
  destination?: pino.DestinationStream;
}): Pino {
  const settings: pino.LoggerOptions = {
    level: options.level,
    serializers: { err: errorForLog },
  };
  if (options.destination) return pino(settings, options.destination);
  if (options.pretty) {
    settings.transport = {
      target: 'pino-pretty',
      options: { singleLine: true },
    };
  }
  return pino(settings);
}

/**
 * Nest's logger interface over pino. `new Logger(Context).log(...)` anywhere in
 * the app arrives here with the context as the last argument; an object first
 * becomes the entry's fields (an `Error` its `err`), a string its message.
 */
export class AppLogger implements LoggerService {
  constructor(private readonly root: Pino) {}

  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, params);
  }
  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }
  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }
  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }
  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }
  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  private write(level: LogLevel, message: unknown, params: unknown[]): void {
    if (!this.root.isLevelEnabled(level)) return;
    const rest = [...params];
    // Nest passes the context last; Logger.error may put a stack string before it.
    const context =
      rest.length > 0 && typeof rest[rest.length - 1] === 'string'
        ? (rest.pop() as string)
        : undefined;
    const fields: Record<string, unknown> = context ? { context } : {};
    let text: string | undefined;
    if (message instanceof Error) {
      fields.err = message;
      text = message.message;
    } else if (message !== null && typeof message === 'object') {
      Object.assign(fields, message);
      if (typeof rest[0] === 'string') text = rest.shift() as string;
    } else {
      text = String(message);
    }
    if (level === 'error' && typeof rest[0] === 'string' && !fields.err) {
      // Logger.error(message, stack, context)
      fields.stack = rest.shift();
    }
    if (text === undefined) this.root[level](fields);
    else this.root[level](fields, text);
  }
}
