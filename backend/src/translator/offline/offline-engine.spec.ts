import {
  OFFLINE_UNSUPPORTED_MESSAGE,
  OfflineEngine,
  type OfflineResult,
  wrongSourceMessage,
} from './offline-engine';
import { PHRASEBOOKS } from './phrasebook';
import { DIALECT_CODES } from './phrasebook.types';

const engine = new OfflineEngine();
const ARABIC_LETTER = /[\u0621-\u064A]/;

function ok(result: OfflineResult): {
  translation: string;
  arabic_script: string;
} {
  if ('error' in result)
    throw new Error(`expected a translation, got: ${result.message}`);
  return result;
}

function expectRefused(result: OfflineResult): void {
  expect(result).toEqual({
    error: 'unsupported',
    message: OFFLINE_UNSUPPORTED_MESSAGE,
  });
}

describe('OfflineEngine: English and French into a dialect', () => {
  it.each(DIALECT_CODES)(
    '%s: translates "good morning" and "bonjour" with both scripts',
    (dialect) => {
      for (const [text, source] of [
        ['good morning', 'en'],
        ['bonjour', 'fr'],
      ]) {
        const result = ok(engine.translate(text, source, dialect, false));
        const entry = PHRASEBOOKS[dialect].find(
          (e) => e.en[0] === 'good morning',
        );
        expect(result.translation).toBe(entry?.latin);
        expect(result.translation).not.toMatch(ARABIC_LETTER);
        expect(result.arabic_script).toBe(entry?.arabic);
        expect(result.arabic_script).toMatch(ARABIC_LETTER);
      }
    },
  );

  it.each(DIALECT_CODES)(
    '%s: feminine mode uses the forms that address a woman',
    (dialect) => {
      const howMasc = ok(
        engine.translate('how are you?', 'en', dialect, false),
      );
      const howFem = ok(engine.translate('how are you?', 'en', dialect, true));
      expect(howFem.translation).not.toBe(howMasc.translation);
      for (const entry of PHRASEBOOKS[dialect]) {
        const fem = ok(engine.translate(entry.en[0], 'en', dialect, true));
        expect(fem.translation).toBe(entry.latinF ?? entry.latin);
        expect(fem.arabic_script).toBe(entry.arabicF ?? entry.arabic);
        const masc = ok(engine.translate(entry.en[0], 'en', dialect, false));
        expect(masc.translation).toBe(entry.latin);
      }
    },
  );

  it('translates each part of "Hello! How are you?"', () => {
    expect(
      engine.translate('Hello! How are you?', 'en', 'darija', false),
    ).toEqual({
      translation: 'salam! kidayr?',
      arabic_script: 'سلام! كيداير؟',
    });
    expect(
      engine.translate('Bonjour, comment ça va ?', 'fr', 'egyptian', true),
    ).toEqual({
      translation: 'saba7 el-kheir, ezzayek?',
      arabic_script: 'صباح الخير، إزيِّك؟',
    });
  });

  it('chains greetings written without punctuation, but nothing else', () => {
    expect(
      ok(engine.translate('hello how are you', 'en', 'levantine', false)),
    ).toEqual({ translation: 'marhaba kifak', arabic_script: 'مرحبا كيفك' });
    expectRefused(engine.translate('I want water', 'en', 'darija', false));
    expectRefused(engine.translate('no water', 'en', 'darija', false));
  });

  it('ignores case, punctuation and accents', () => {
    const goodMorning = {
      translation: 'sba7 lkhir',
      arabic_script: 'صباح الخير',
    };
    expect(engine.translate('good morning', 'en', 'darija', false)).toEqual(
      goodMorning,
    );
    expect(
      ok(engine.translate('GOOD MORNING!!!', 'en', 'darija', false)),
    ).toEqual({
      translation: 'sba7 lkhir!',
      arabic_script: 'صباح الخير!',
    });
    expect(
      ok(engine.translate('Bonjour !', 'fr', 'darija', false)).translation,
    ).toBe('sba7 lkhir!');
    expect(
      ok(engine.translate('Ça va ?', 'fr', 'darija', false)).translation,
    ).toBe('kidayr?');
    expect(
      ok(engine.translate('ca va', 'fr', 'darija', true)).translation,
    ).toBe('kidayra');
    expect(
      ok(engine.translate('  « Où est la GARE ? » ', 'fr', 'levantine', false))
        .translation,
    ).toBe('wein el-ma7atta?');
    expect(
      ok(engine.translate('whats your name', 'en', 'gulf', true)).translation,
    ).toBe('shismich');
  });

  it('translates a trailing or leading "please" on its own', () => {
    expect(engine.translate('Water, please', 'en', 'darija', false)).toEqual({
      translation: 'lma 3afak',
      arabic_script: 'الما عافاك',
    });
    expect(
      ok(engine.translate("du pain s'il vous plaît", 'fr', 'gulf', true)),
    ).toEqual({
      translation: 'khubz law sama7ti',
      arabic_script: 'خبز لو سمحتي',
    });
    expect(ok(engine.translate('please help me', 'en', 'ar', false))).toEqual({
      translation: 'min fadlika an-najda',
      arabic_script: 'من فضلكَ النجدة',
    });
    expect(
      ok(engine.translate('the bill please', 'en', 'darija', false)),
    ).toEqual({ translation: 'l7sab 3afak', arabic_script: 'الحساب عافاك' });
  });

  it('translates into Modern Standard Arabic with its transliteration', () => {
    expect(engine.translate('thank you very much', 'en', 'ar', false)).toEqual({
      translation: 'shukran jazilan',
      arabic_script: 'شكرًا جزيلًا',
    });
  });

  it('refuses long sentences and unknown phrases instead of guessing', () => {
    for (const dialect of DIALECT_CODES) {
      expectRefused(
        engine.translate(
          'I would like to book a room for two nights with a view of the sea, please.',
          'en',
          dialect,
          false,
        ),
      );
      expectRefused(
        engine.translate('Where is the museum?', 'en', dialect, false),
      );
      expectRefused(
        engine.translate(
          'Bonjour, je cherche la bibliothèque.',
          'fr',
          dialect,
          false,
        ),
      );
    }
    expectRefused(
      engine.translate('good morning '.repeat(40), 'en', 'darija', false),
    );
  });

  it('refuses language pairs it has no phrasebook for', () => {
    expectRefused(engine.translate('good morning', 'en', 'zh', false));
    expectRefused(engine.translate('buenos días', 'es', 'darija', false));
    expectRefused(engine.translate('sba7 lkhir', 'darija', 'de', false));
    expectRefused(engine.translate('hello', 'en', 'en', false));
  });

  it('keeps the emoji before and after a phrase it knows', () => {
    const entry = PHRASEBOOKS.darija.find((e) => e.en[0] === 'good morning');
    expect(
      engine.translate('🇲🇦 good morning! 👋🏽', 'en', 'darija', false),
    ).toEqual({
      translation: `🇲🇦 ${entry?.latin}! 👋🏽`,
      arabic_script: `🇲🇦 ${entry?.arabic}! 👋🏽`,
    });
    expect(engine.translate('sba7 lkhir ☀️ 👨‍👩‍👧', 'darija', 'en', false)).toEqual(
      {
        translation: 'Good morning ☀️ 👨‍👩‍👧',
        arabic_script: '',
      },
    );
    const hello = ok(engine.translate('hello 😀', 'en', 'egyptian', false));
    expect(hello.translation).toMatch(/^\p{L}.* 😀$/u);
    expect(hello.arabic_script).toMatch(/^[\u0621-\u064A].* 😀$/u);
  });

  it('refuses empty or letterless text', () => {
    expectRefused(engine.translate('', 'en', 'darija', false));
    expectRefused(engine.translate('   ?! ', 'en', 'darija', false));
    expectRefused(engine.translate('😀🎉', 'darija', 'darija', false));
  });
});

describe('OfflineEngine: a dialect into English or French', () => {
  it('finds the phrase from its romanized or Arabic-script form', () => {
    expect(engine.translate('sba7 lkhir', 'darija', 'en', false)).toEqual({
      translation: 'Good morning',
      arabic_script: '',
    });
    expect(
      ok(engine.translate('صباح الخير', 'darija', 'fr', false)).translation,
    ).toBe('Bonjour');
    expect(
      ok(engine.translate('شلونچ؟', 'iraqi', 'en', false)).translation,
    ).toBe('How are you?');
    expect(ok(engine.translate('شلونج', 'gulf', 'en', false)).translation).toBe(
      'How are you',
    );
    expect(
      ok(engine.translate('salam, kidayra?', 'darija', 'fr', false))
        .translation,
    ).toBe('Salut, comment ça va ?');
  });

  it('accepts common spelling variants of romanized words', () => {
    for (const spelling of ['Sbah lkhir', 'sba7 el5ir', 'SBA7 LKHIR!']) {
      expect(
        ok(engine.translate(spelling, 'darija', 'en', false)).translation,
      ).toMatch(/^Good morning/);
    }
    expect(
      ok(engine.translate('chukran', 'egyptian', 'fr', false)).translation,
    ).toBe('Merci');
  });

  it('finds every entry from its own forms', () => {
    for (const dialect of DIALECT_CODES) {
      for (const entry of PHRASEBOOKS[dialect]) {
        for (const form of [entry.latin, entry.arabic, entry.latinF]) {
          if (!form) continue;
          const back = ok(engine.translate(form, dialect, 'en', false));
          const owner = PHRASEBOOKS[dialect].find(
            (e) => e.en[0].toLowerCase() === back.translation.toLowerCase(),
          );
          expect(owner).toBeDefined();
          expect([
            owner?.latin,
            owner?.latinF,
            owner?.arabic,
            owner?.arabicF,
          ]).toContain(form);
        }
      }
    }
  });

  it('refuses dialect text it does not know', () => {
    expectRefused(
      engine.translate('bghit nmchi l sinima m3a sahbi', 'darija', 'en', false),
    );
    expectRefused(engine.translate('بغيت نمشي للسينما', 'darija', 'fr', false));
  });
});

describe('OfflineEngine: between Arabic varieties and scripts', () => {
  it('carries a phrase from one dialect to another', () => {
    expect(engine.translate('kidayra?', 'darija', 'egyptian', false)).toEqual({
      translation: 'ezzayek?',
      arabic_script: 'إزيِّك؟',
    });
    expect(engine.translate('shaku maku', 'iraqi', 'levantine', false)).toEqual(
      { translation: 'shu el-akhbar', arabic_script: 'شو الأخبار' },
    );
    expect(engine.translate('sba7 lkhir', 'darija', 'ar', false)).toEqual({
      translation: 'saba7 al-khayr',
      arabic_script: 'صباح الخير',
    });
  });

  it('keeps the form of "please" that was typed', () => {
    expect(engine.translate('lma 3afaki', 'darija', 'darija', false)).toEqual({
      translation: 'lma 3afaki',
      arabic_script: 'الما عافاكي',
    });
    expect(engine.translate('lma 3afaki', 'darija', 'egyptian', false)).toEqual(
      { translation: 'mayya men fadlek', arabic_script: 'مية من فضلِك' },
    );
  });

  it('converts script within the same dialect', () => {
    expect(engine.translate('chokran bzaf', 'darija', 'darija', false)).toEqual(
      { translation: 'chokran bzaf', arabic_script: 'شكرا بزاف' },
    );
    const toArabic = ok(
      engine.translate('wach nta mzyan?', 'darija', 'darija', false),
    );
    expect(toArabic.translation).toBe('wach nta mzyan?');
    expect(toArabic.arabic_script).toMatch(/^واش .*مزيان؟$/);
    const toLatin = ok(
      engine.translate('واش نتا مزيان؟', 'darija', 'darija', false),
    );
    expect(toLatin).toEqual({
      translation: 'wach nta mzyan?',
      arabic_script: 'واش نتا مزيان؟',
    });
  });

  it('does not pass unknown dialect text, or English, off as Standard Arabic or another dialect', () => {
    expectRefused(engine.translate('bghit nmchi', 'darija', 'ar', false));
    expectRefused(engine.translate('بغيت نمشي', 'darija', 'ar', false));
    expectRefused(engine.translate('bghit nmchi', 'darija', 'egyptian', false));
    expectRefused(
      engine.translate('the cat is on the table', 'darija', 'ar', false),
    );
    expectRefused(engine.translate('I love you', 'gulf', 'ar', false));
    expectRefused(engine.translate('hello world', 'iraqi', 'levantine', false));
  });
});

describe('OfflineEngine: English and French between themselves', () => {
  it('uses the phrasebook phrasings', () => {
    expect(ok(engine.translate('Bonjour', 'fr', 'en', false)).translation).toBe(
      'Good morning',
    );
    expect(
      ok(engine.translate('Thank you!', 'en', 'fr', false)).translation,
    ).toBe('Merci !');
    expectRefused(engine.translate('The cat sleeps', 'en', 'fr', false));
  });
});

describe('OfflineEngine: a phrase sent in another source language than its own', () => {
  const wrongSource = (language: 'en' | 'fr' | 'ar') => ({
    error: 'wrong_source',
    language,
    message: wrongSourceMessage(language),
  });

  it('names French or English when the text is a phrase of the other, and translates nothing', () => {
    expect(engine.translate('bonjour', 'en', 'darija', false)).toEqual({
      error: 'wrong_source',
      language: 'fr',
      message: 'This looks like French: choose French as the source language.',
    });
    expect(engine.translate('Hello!', 'fr', 'egyptian', false)).toEqual({
      error: 'wrong_source',
      language: 'en',
      message:
        'This looks like English: choose English as the source language.',
    });
    // A source the phrasebook has no phrasings for, and a dialect chosen for a French phrase.
    expect(engine.translate('Good morning!', 'de', 'fr', false)).toEqual(
      wrongSource('en'),
    );
    expect(engine.translate('merci', 'darija', 'en', false)).toEqual(
      wrongSource('fr'),
    );
  });

  it('names Arabic for Arabic-script text sent as a language that is not Arabic', () => {
    expect(engine.translate('شكرا', 'en', 'darija', false)).toEqual({
      error: 'wrong_source',
      language: 'ar',
      message: 'This looks like Arabic: choose Arabic as the source language.',
    });
    expect(engine.translate('صباح الخير', 'es', 'fr', false)).toEqual(
      wrongSource('ar'),
    );
  });

  it('prefers French, then English, when the phrase is both', () => {
    expect(engine.translate('fruits', 'es', 'darija', false)).toEqual(
      wrongSource('fr'),
    );
    expect(engine.translate('ok', 'de', 'levantine', false)).toEqual(
      wrongSource('fr'),
    );
  });

  it('keeps the plain refusal when only the target or another Arabic variety would know the text', () => {
    // French is the target: nothing to translate from.
    expectRefused(engine.translate('bonjour', 'en', 'fr', false));
    // Standard Arabic is the target.
    expectRefused(engine.translate('صباح الخير', 'en', 'ar', false));
    // A dialect was chosen: its Arabic-script text is not sent back as Standard Arabic.
    expect(
      ok(engine.translate('كيف حالك', 'ar', 'en', false)).translation,
    ).toBe('How are you');
    expectRefused(engine.translate('كيف حالك', 'darija', 'en', false));
    // Romanized text is never taken for Standard Arabic.
    expect(
      ok(engine.translate('kayfa haluka', 'ar', 'darija', false)).translation,
    ).toBeTruthy();
    expectRefused(engine.translate('kayfa haluka', 'en', 'darija', false));
    // Known in no language.
    expectRefused(engine.translate('The cat sleeps', 'fr', 'darija', false));
    expectRefused(engine.translate('القطة نائمة', 'en', 'darija', false));
  });
});
