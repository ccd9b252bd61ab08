import { describe, expect, it } from 'vitest';
import { pageDescription } from './page-description';

describe('pageDescription', () => {
  it('is the text on one line, or the title when there is no text', () => {
    expect(
      pageDescription({
        title: 'Wakha?',
        content: '  What does\n\n"wakha"   mean? ',
      }),
    ).toBe('What does "wakha" mean?');
    expect(pageDescription({ title: 'Wakha?', content: '' })).toBe('Wakha?');
  });

  it('cuts a long text to 200 characters with an ellipsis', () => {
    const description = pageDescription({
      title: 't',
      content: `${'kifach ngoul '.repeat(30)}end`,
    });
    expect(description).toHaveLength(200);
    expect(description).toBe(`${'kifach ngoul '.repeat(15)}kifa…`);
  });
});
