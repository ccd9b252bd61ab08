import { withHead } from './client-app';

const INDEX =
  '<!doctype html><html lang="en"><head><meta name="description" content="default" /><title>Dialect Community</title></head><body><div id="root"></div></body></html>';

/** Every special pattern of String.prototype.replace's replacement strings. */
const PATTERNS: [string, string][] = [
  ['$$', '$$'],
  ['$&', '$&#38;'],
  ['$`', '$`'],
  ["$'", '$&#39;'],
  ['$1', '$1'],
  ['$2', '$2'],
  ['$0', '$0'],
  ['$<name>', '$&#60;name&#62;'],
  ['$99', '$99'],
];

describe('withHead', () => {
  it.each(PATTERNS)(
    'writes %s in a title and a description as plain text',
    (pattern, escaped) => {
      const title = `Title ${pattern} end`;
      const description = `Content ${pattern} end`;
      const html = withHead(INDEX, '/question/1', { title, description });
      expect(html).toContain(`<title>Title ${escaped} end</title>`);
      expect(html).toContain(
        `<meta name="description" content="Content ${escaped} end" />`,
      );
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html.match(/<meta name="description"/g)).toHaveLength(1);
      expect(html.match(/<\/head>/g)).toHaveLength(1);
      expect(html.match(/<html /g)).toHaveLength(1);
    },
  );

  it('leaves control characters out of the title and description', () => {
    const html = withHead(INDEX, '/question/1', {
      title: 'Bell\u0007 and escape\u001b[31m',
      description: 'Back\u0008space\u007f and C1\u0085',
    });
    expect(html).toContain('<title>Bell and escape[31m</title>');
    expect(html).toContain(
      '<meta name="description" content="Backspace and C1" />',
    );
    expect(html).not.toMatch(
      // eslint-disable-next-line no-control-regex -- control characters are what it looks for
      /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/,
    );
  });

  it('cannot turn question text into a refresh redirect', () => {
    const html = withHead(INDEX, '/question/1', {
      title: 'x=$2 http-equiv=refresh $1',
      description: '0;url=https://evil.example/$2 http-equiv=refresh x=$2',
    });
    const tags = html.match(/<meta[^>]*>/g) ?? [];
    // Attribute names only: quoted values are text.
    for (const tag of tags)
      expect(tag.replace(/"[^"]*"/g, '""')).not.toMatch(/http-equiv/);
    expect(html).toContain(
      '<meta name="description" content="0;url=https://evil.example/$2 http-equiv=refresh x=$2" />',
    );
  });

  it('marks French pages and leaves the page alone without a head', () => {
    expect(withHead(INDEX, '/fr/about')).toContain('<html lang="fr"');
    expect(withHead(INDEX, '/about')).toBe(INDEX);
  });
});
