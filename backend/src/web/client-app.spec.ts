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
