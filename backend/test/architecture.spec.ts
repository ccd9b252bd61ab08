import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The shape of the backend, checked on every run: SQL lives in repositories
 * (and migrations), and a feature reaches another only through its exported
 * service, never its repository or entity.
 */
const SRC = path.resolve(__dirname, '..', 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts')
      ? [full]
      : [];
  });
}

const files = sourceFiles(SRC).map((file) => ({
  file,
  relative: path.relative(SRC, file).split(path.sep).join('/'),
  text: readFileSync(file, 'utf8'),
}));

/** Where SQL may be written: repositories, the database layer and its migrations, and the tools that seed or inspect a database. */
function maySpeakSql(relative: string): boolean {
  return (
    relative.endsWith('.repository.ts') ||
    relative.startsWith('database/') ||
    relative.startsWith('cli/') ||
    relative.startsWith('bench/')
  );
}

const SQL_ACCESS: [string, RegExp][] = [
  ['.query(', /\.query\s*\(/],
  ['createQueryBuilder', /createQueryBuilder\s*\(/],
  ['@InjectRepository', /@InjectRepository\s*\(/],
  ['DataSource.transaction', /\bdataSource\.transaction\s*\(/],
];

describe('backend architecture', () => {
  it('finds the source files', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(files.some((f) => f.relative.endsWith('.repository.ts'))).toBe(true);
  });

  it('writes SQL only in repositories and migrations', () => {
    const offenders = files
      .filter((f) => !maySpeakSql(f.relative))
      .flatMap((f) =>
        SQL_ACCESS.filter(([, pattern]) => pattern.test(f.text)).map(
          ([name]) => `${f.relative}: ${name}`,
        ),
      );
    expect(offenders).toEqual([]);
  });

  it('injects DataSource only into the database layer and the session store', () => {
    const offenders = files
      .filter(
        (f) =>
          !f.relative.startsWith('database/') &&
          !f.relative.startsWith('cli/') &&
          !f.relative.startsWith('bench/') &&
          f.relative !== 'auth/session.middleware.ts',
      )
      .filter((f) => /\bDataSource\b/.test(f.text))
      .map((f) => f.relative);
    expect(offenders).toEqual([]);
  });

  it('reaches another feature only through its service, never its repository or entity', () => {
    const offenders: string[] = [];
    for (const f of files) {
      const feature = f.relative.split('/')[0];
      for (const match of f.text.matchAll(/from\s+'(\.[^']+)'/g)) {
        const target = path
          .relative(SRC, path.resolve(path.dirname(f.file), match[1]))
          .split(path.sep)
          .join('/');
        const targetFeature = target.split('/')[0];
        if (targetFeature === feature || targetFeature === 'database') continue;
        if (/\.repository$/.test(target) || target.includes('/entities/'))
          offenders.push(`${f.relative} imports ${target}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
