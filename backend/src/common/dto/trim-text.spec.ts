import { trimText } from './trim-text';

describe('trimText', () => {
  it('takes whitespace and invisible characters off both ends only', () => {
    expect(trimText('\u200b\ufeff  Kifach ngoul?\u200d\u2060 ')).toBe(
      'Kifach ngoul?',
    );
    // Inside a text they stay: a joiner shapes Arabic letters and emoji.
    expect(trimText('a\u200db\u200cc')).toBe('a\u200db\u200cc');
    expect(trimText('\u200b\u3164\u2800\u00ad')).toBe('');
  });

  it('keeps direction marks, which place a text’s punctuation', () => {
    expect(trimText('مرحبا!\u200f')).toBe('مرحبا!\u200f');
    expect(trimText('\u200eHello')).toBe('\u200eHello');
  });
});
