import { trimText, visibleLength } from './trim-text';

describe('trimText', () => {
  it('takes whitespace and invisible characters off both ends only', () => {
    expect(trimText('\u200b\ufeff  Kifach ngoul?\u200d\u2060 ')).toBe(
      'Kifach ngoul?',
    );
    // Inside a text they stay: a joiner shapes Arabic letters and emoji.
    expect(trimText('a\u200db\u200cc')).toBe('a\u200db\u200cc');
    expect(trimText('\u200b\u3164\u2800\u00ad')).toBe('');
    // The next-line control and the combining grapheme joiner too.
    expect(trimText('\u0085\u034fX\u000b\u0085')).toBe('X');
    // Tag characters end a flag emoji: they stay.
    const scotland =
      '\u{1f3f4}\u{e0067}\u{e0062}\u{e0073}\u{e0063}\u{e0074}\u{e007f}';
    expect(trimText(`Go ${scotland}`)).toBe(`Go ${scotland}`);
  });

  it('keeps direction marks, which place a text’s punctuation', () => {
    expect(trimText('مرحبا!\u200f')).toBe('مرحبا!\u200f');
    expect(trimText('\u200eHello')).toBe('\u200eHello');
  });

  it('empties a text with nothing a reader would see', () => {
    // Direction marks, isolates and embeddings only.
    expect(trimText('\u200f\u200f\u200e\u2066\u2069\u202b\u202c')).toBe('');
    // Control characters, a grapheme joiner, a variation selector.
    expect(trimText('\u0001\u0002\u0007\u001b\u007f\u0085')).toBe('');
    expect(trimText('\u034f\ufe0f\u034f')).toBe('');
    // One visible character is enough, in any script.
    expect(trimText('\u200f!\u200f')).toBe('\u200f!\u200f');
    expect(trimText('\u200fش')).toBe('\u200fش');
    expect(trimText('👍\ufe0f')).toBe('👍\ufe0f');
  });
});

describe('visibleLength', () => {
  it('counts what takes a place on the screen, an emoji once', () => {
    expect(visibleLength('Kifach ngoul?')).toBe(13);
    expect(visibleLength('كَيْفَ')).toBe(6);
    expect(visibleLength('👍🏽 ok')).toBe(5);
  });

  it('leaves out direction marks, overrides, isolates, joiners and blank letters', () => {
    expect(visibleLength('\u202e\u202e\u202e\u202e\u202eabc')).toBe(3);
    expect(visibleLength('\u200e\u200f\u2066ab\u2069\u200b\u200dc\u00ad')).toBe(
      3,
    );
    expect(visibleLength('\u3164\u2800\u115fx')).toBe(1);
  });

  it('counts the signs drawn before a number, format characters though they are', () => {
    expect(visibleLength('۝١٢٣۝١')).toBe(6);
    expect(visibleLength('\u0600١٢\u0601٣\u0602')).toBe(6);
    expect(trimText('۝۝۝۝۝')).toBe('۝۝۝۝۝');
  });
});
