import { cpus, loadavg } from 'node:os';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
export const RESULTS_FILE = path.join(REPO_ROOT, 'bench', 'results.md');

const HEADER = `# Bench results

Written by \`npm run bench\`; each part (\`npm run bench -w backend -- questions\`, \`-- sockets\`)
replaces its own section. See [docs/benchmarks.md](../docs/benchmarks.md) for what each row
measures and how to read it.
`;

/** The machine, date and load a section was measured with. */
export function machineLine(loadAtStart: number[]): string {
  return `${new Date().toISOString()}; ${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown'}), Node ${process.version}; load average when the part began (1/5/15 min): ${loadAtStart.map((x) => x.toFixed(2)).join(' / ')}, when it ended: ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' / ')}`;
}

/** Replaces (or appends) one named section of bench/results.md, formatted as `npm run check` wants it. */
export async function writeSection(
  name: string,
  markdown: string,
): Promise<void> {
  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  let text = existsSync(RESULTS_FILE)
    ? readFileSync(RESULTS_FILE, 'utf8')
    : HEADER;
  const begin = `<!-- ${name} -->`;
  const end = `<!-- /${name} -->`;
  const block = `${begin}\n${markdown.trim()}\n${end}`;
  const from = text.indexOf(begin);
  const to = text.indexOf(end);
  text =
    from >= 0 && to > from
      ? text.slice(0, from) + block + text.slice(to + end.length)
      : `${text.trimEnd()}\n\n${block}\n`;
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(RESULTS_FILE)) ?? {};
  writeFileSync(
    RESULTS_FILE,
    await prettier.format(text, { ...options, filepath: RESULTS_FILE }),
  );
  process.stdout.write(
    `Wrote the ${name} section of ${path.relative(REPO_ROOT, RESULTS_FILE)}\n`,
  );
}
