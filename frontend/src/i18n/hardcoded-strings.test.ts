import { describe, expect, it } from 'vitest';
import { findHardcodedStrings } from '../test/find-hardcoded-strings';

const components = import.meta.glob<string>(
  ['../**/*.tsx', '!../**/*.test.tsx', '!../test/**'],
  { query: '?raw', import: 'default', eager: true },
);

describe('no hard-coded visible strings', () => {
  it('scans the components', () => {
    expect(Object.keys(components).length).toBeGreaterThan(10);
  });

  it('every visible string in TSX comes from react-intl', () => {
    const found = Object.entries(components).flatMap(([file, source]) =>
      findHardcodedStrings(file, source),
    );
    expect(
      found.map((f) => `${f.file}:${f.line} ${JSON.stringify(f.text)}`),
    ).toEqual([]);
  });
});

describe('the scanner', () => {
  const scan = (source: string) =>
    findHardcodedStrings('example.tsx', source).map((f) => f.text);

  it('flags text nodes, string children and readable attributes', () => {
    expect(
      scan(`
        export const A = () => (
          <div title="Tooltip text">
            <h1>Page Not Found</h1>
            <p>{'Literal child'}</p>
            <p>{ok ? 'Yes' : other}</p>
            <input placeholder="Search questions..." aria-label={'Search'} />
            <img alt={\`Photo of \${name}\`} />
          </div>
        );
      `),
    ).toEqual([
      'Tooltip text',
      'Page Not Found',
      'Literal child',
      'Yes',
      'Search questions...',
      'Search',
      'Photo of',
    ]);
  });

  it('accepts translated text, data, numbers and non-text attributes', () => {
    expect(
      scan(`
        export const B = () => (
          <div className="card" data-testid="x" lang="ar" dir="rtl">
            <h1><FormattedMessage id="notFound.title" /></h1>
            <p>{intl.formatMessage({ id: 'home.title' })}</p>
            <input placeholder={intl.formatMessage({ id: 'header.search.placeholder' })} />
            <span>{dialect.nativeName}</span>
            <span>404</span>
            <span> · </span>
          </div>
        );
      `),
    ).toEqual([]);
  });
});
