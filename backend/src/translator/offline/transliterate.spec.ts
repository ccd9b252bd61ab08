import { normalizePhrase } from './normalize';
import { DIALECT_CODES } from './phrasebook.types';
import { arabicToLatin, isArabicScript, latinToArabic } from './transliterate';

describe('normalizePhrase', () => {
  it('lowercases, strips accents and punctuation, collapses spaces', () => {
    expect(normalizePhrase('  Ça   VA ?! ')).toBe('ca va');
    expect(normalizePhrase('« Où est l’hôtel ? »')).toBe("ou est l'hotel");
    expect(normalizePhrase('¿Qué? ¡Sí!')).toBe('que si');
    expect(normalizePhrase('twenty-one')).toBe('twenty one');
    expect(normalizePhrase('Œuf')).toBe('oeuf');
  });

  it('strips Arabic vowel marks and tatweel and folds letter variants', () => {
    expect(normalizePhrase('كَيْفَ حَالُكِ؟')).toBe('كيف حالك');
    expect(normalizePhrase('شـــكرا')).toBe('شكرا');
    expect(normalizePhrase('أنا')).toBe(normalizePhrase('انا'));
    expect(normalizePhrase('شلونچ')).toBe(normalizePhrase('شلونج'));
    expect(normalizePhrase('واحد و عشرين')).toBe(
      normalizePhrase('واحد وعشرين'),
    );
    expect(normalizePhrase('٤٢')).toBe('42');
  });

  it('keeps Arabizi digits', () => {
    expect(normalizePhrase('Sba7 L5ir!')).toBe('sba7 l5ir');
  });
});

describe('isArabicScript', () => {
  it('tells Arabic script from romanized text', () => {
    expect(isArabicScript('صباح الخير')).toBe(true);
    expect(isArabicScript('sba7 lkhir')).toBe(false);
    expect(isArabicScript('شلونچ? ok')).toBe(true);
    expect(isArabicScript('42 😀')).toBe(false);
    expect(isArabicScript('')).toBe(false);
  });
});

describe('latinToArabic', () => {
  it('writes common words as they are usually spelled', () => {
    expect(latinToArabic('3afak', 'darija')).toContain('ع');
    expect(latinToArabic('salam', 'darija')).toBe('سلام');
    expect(latinToArabic('sba7 lkhir', 'darija')).toBe('صباح الخير');
    expect(latinToArabic('shukran', 'gulf')).toBe('شكرا');
    expect(latinToArabic('inchallah', 'darija')).toBe('إن شاء الله');
  });

  it('applies the rules to words outside the phrasebook', () => {
    expect(latinToArabic('kbir', 'darija')).toBe('كبير');
    // A pronoun ending on a stem without a vowel of its own is long.
    expect(latinToArabic('labas 3lik', 'darija')).toBe('لاباس عليك');
    expect(latinToArabic('bik', 'darija')).toBe('بيك');
    expect(latinToArabic('fik', 'levantine')).toBe('فيك');
    expect(latinToArabic('shlonak', 'iraqi')).toBe('شلونك');
    expect(latinToArabic('kbira', 'darija')).toBe('كبيرة');
    expect(latinToArabic('jdid', 'darija')).toBe('جديد');
    expect(latinToArabic('ghzal', 'darija')).toBe('غزال');
    expect(latinToArabic('khdem', 'darija')).toBe('خدم');
    expect(latinToArabic('lbab', 'darija')).toBe('الباب');
    expect(latinToArabic('ddar', 'darija')).toBe('الدار');
    expect(latinToArabic('el-bab', 'egyptian')).toBe('الباب');
    expect(latinToArabic('fel-beit', 'egyptian')).toBe('فالبيت');
    expect(latinToArabic('mushkleh', 'levantine')).toBe('مشكلة');
    expect(latinToArabic('3ayza', 'egyptian')).toBe('عايزة');
  });

  it('reads the digits by dialect', () => {
    expect(latinToArabic('7lib', 'darija')).toBe('حليب');
    expect(latinToArabic('2alb', 'egyptian')).toBe('قلب');
    expect(latinToArabic('9alb', 'darija')).toBe('قلب');
    expect(latinToArabic('9abr', 'gulf')).toBe('صبر');
    expect(latinToArabic("3'ali", 'gulf')).toMatch(/^غ/);
    expect(latinToArabic('5obz', 'darija')).toBe('خبز');
    expect(latinToArabic('6ayeb', 'gulf')).toMatch(/^ط/);
    expect(latinToArabic('su2al', 'ar')).toBe('سؤال');
  });

  it('uses ch for ش in Darija and for چ in Gulf and Iraqi', () => {
    expect(latinToArabic('chems', 'darija')).toBe('شمس');
    expect(latinToArabic('chai', 'iraqi')).toBe('چاي');
  });

  it('keeps numbers, punctuation and emoji, mapping ? , ; to Arabic', () => {
    expect(latinToArabic('salam, 2024 😀?', 'darija')).toBe('سلام، 2024 😀؟');
  });
});

describe('arabicToLatin', () => {
  it('romanizes known words in the dialect style', () => {
    expect(arabicToLatin('شكرا', 'darija')).toMatch(/^(shokran|chokran)$/);
    expect(arabicToLatin('شكرا', 'egyptian')).toBe('shokran');
    expect(arabicToLatin('صباح الخير', 'darija')).toBe('sba7 lkhir');
    expect(arabicToLatin('قهوة', 'gulf')).toBe('gahwa');
    expect(arabicToLatin('قهوة', 'egyptian')).toBe('2ahwa');
    expect(arabicToLatin('شلونچ؟', 'iraqi')).toBe('shlonich?');
  });

  it('applies the rules to other words', () => {
    expect(arabicToLatin('كِتَابٌ', 'ar')).toBe('kitabun');
    expect(arabicToLatin('الشمس', 'ar')).toBe('ash-shms');
    expect(arabicToLatin('القمر', 'ar')).toBe('al-qmr');
    expect(arabicToLatin('القمر', 'darija')).toBe('l9mr');
    expect(arabicToLatin('قلب', 'egyptian')).toBe('2lb');
    expect(arabicToLatin('بيت', 'ar')).toBe('bit');
    expect(arabicToLatin('والله', 'darija')).toBe('wallah');
  });

  it('maps Arabic punctuation and digits', () => {
    expect(arabicToLatin('شكرا، ٤٢؟', 'darija')).toBe('chokran, 42?');
  });
});

describe('round trips', () => {
  it.each([
    ['darija', 'sba7 lkhir'],
    ['darija', 'chokran bzaf'],
    ['egyptian', 'ezzayak'],
    ['levantine', 'kifak'],
    ['gulf', 'shlonak'],
    ['iraqi', 'shaku maku'],
    ['ar', 'kayfa haluka'],
  ] as const)('%s: %s', (dialect, phrase) => {
    expect(arabicToLatin(latinToArabic(phrase, dialect), dialect)).toBe(phrase);
  });
});

describe('robustness', () => {
  const samples = [
    '',
    ' ',
    '😀',
    '👍🏽 ok!!',
    '-',
    "'",
    "3'",
    '2',
    '---el---',
    'ﷺ',
    'ﻻ',
    '\u200f\u200e',
    'a\u0301\u0300',
    'x'.repeat(2000),
    'صباح 😀 sba7 ؟?',
    '\u0640\u064E\u0651',
    '١٢٣ abc',
  ];
  it.each(DIALECT_CODES)(
    '%s: never throws and always returns a string',
    (dialect) => {
      for (const sample of samples) {
        expect(typeof latinToArabic(sample, dialect)).toBe('string');
        expect(typeof arabicToLatin(sample, dialect)).toBe('string');
      }
      expect(latinToArabic('', dialect)).toBe('');
      expect(arabicToLatin('', dialect)).toBe('');
      expect(latinToArabic('😀', dialect)).toBe('😀');
      expect(arabicToLatin('😀', dialect)).toBe('😀');
    },
  );
});
