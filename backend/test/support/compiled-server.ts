import { ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

/** The compiled server, as `npm start` runs it. */
export const COMPILED_MAIN = path.resolve(
  __dirname,
  '..',
  '..',
  'dist',
  'main.js',
);

/** What the server prints once it serves. */
export const READY_LINE = 'is ready on http://localhost:';

export interface CompiledServer {
  child: ChildProcess;
  /** Everything the process printed so far, standard output and error together. */
  output(): string;
  /** Its exit code, and how long after the last signal sent to it the exit came (0 without one). */
  exited: Promise<{ code: number | null; ms: number }>;
  /** Resolves with the output once it holds `text`; rejects if the process exits first or the time runs out. */
  waitFor(text: string, timeoutMs?: number): Promise<string>;
  /** Sends the signal if the process still runs, and resolves with its exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the compiled server as a process of its own: test settings (quiet
 * log, loopback only) under the given environment, which wins.
 */
export function spawnCompiledServer(
  env: Record<string, string>,
  options: {
    /** In a process group of its own, as a terminal starts it (Ctrl-C then signals the whole group). */
    group?: boolean;
  } = {},
): CompiledServer {
  let output = '';
  const child = spawn(process.execPath, [COMPILED_MAIN], {
    detached: options.group ?? false,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  let signalledAt = 0;
  const kill = child.kill.bind(child);
  child.kill = (signal?: NodeJS.Signals | number) => {
    signalledAt = Date.now();
    return kill(signal);
  };
  const exited = new Promise<{ code: number | null; ms: number }>((resolve) =>
    child.on('exit', (code) =>
      resolve({ code, ms: signalledAt ? Date.now() - signalledAt : 0 }),
    ),
  );
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    child,
    output: () => output,
    exited,
    async waitFor(text, timeoutMs = 90_000) {
      const started = Date.now();
      while (!output.includes(text)) {
        if (!running())
          throw new Error(`the server exited before "${text}": ${output}`);
        if (Date.now() - started > timeoutMs)
          throw new Error(`timed out waiting for "${text}": ${output}`);
        await sleep(50);
      }
      return output;
    },
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (running()) child.kill(signal);
      return (await exited).code;
    },
  };
}
