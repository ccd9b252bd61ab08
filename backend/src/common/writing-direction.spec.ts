import { writingDirection } from './writing-direction';

describe('writingDirection', () => {
  it.each([
    // Mostly English or French, opening with an Arabic word: left to right.
    [
      '«واش» (wach) turns a sentence into a yes/no question: واش بغيتي أتاي؟ = wach bghiti atay?',
      'ltr',
    ],
    ['«شنو» ou «آش» : lequel dire à Fès ?', 'ltr'],
    // Vowel signs are not letters: the Latin words outnumber the Arabic ones.
    ['كَيْفَ حَالُكَ too formal in Morocco?', 'ltr'],
    // Mostly Arabic or Hebrew, whatever comes first.
    ['How to say كيف داير لاباس عليك؟', 'rtl'],
    ['كيف حالك؟', 'rtl'],
    ['שלום עולם hi', 'rtl'],
    // An Arabic sentence with a shorter English gloss: its letters count one and a half.
    ['نقولو "شكرا بزاف" (thank you very much)', 'rtl'],
    ['ﻛﻴﻒ', 'rtl'],
    ['How do I say thank you?', 'ltr'],
    ['Ça va très bien, merci', 'ltr'],
    ['Привет, как дела?', 'ltr'],
    ['日本語のテキスト', 'ltr'],
    // No letters at all: the browser decides.
    ['123 !!! 🙏', 'auto'],
    ['', 'auto'],
  ])('%s → %s', (text, expected) => {
    expect(writingDirection(text)).toBe(expected);
  });

  it('decides by the first 400 characters', () => {
    expect(
      writingDirection(`${'واش '.repeat(100)}${'word '.repeat(500)}`),
    ).toBe('rtl');
    expect(writingDirection(`${'word '.repeat(80)}${'واش '.repeat(500)}`)).toBe(
      'ltr',
    );
  });
});
