import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the Arabic script's folding maps, letter for letter: the alef forms
 * (madda, hamza above and below, wasla, wavy hamza) to the bare alef, alef
 * maksura and the Farsi yeh to yeh, teh marbuta to heh.
 */
const FOLD_FROM = '\u0622\u0623\u0625\u0671\u0672\u0673\u0649\u06cc\u0629';
const FOLD_TO = '\u0627\u0627\u0627\u0627\u0627\u0627\u064a\u064a\u0647';
/**
 * What it leaves out: the tatweel (a letter's stretch), the vowel signs
 * (harakat: fatha, damma, kasra, their tanwin, shadda, sukun, and the
 * other marks up to U+065F), the superscript alef and the Quranic marks.
 */
const LEFT_OUT = [
  '\u0640',
  ...Array.from({ length: 0x065f - 0x064b + 1 }, (_, i) =>
    String.fromCharCode(0x064b + i),
  ),
  '\u0670',
  ...Array.from({ length: 0x06ed - 0x06d6 + 1 }, (_, i) =>
    String.fromCharCode(0x06d6 + i),
  ),
].join('');

const UNACCENT = `public.unaccent('public.unaccent'::regdictionary, $1)`;

function unaccentFunction(body: string): string {
  return `
      CREATE OR REPLACE FUNCTION immutable_unaccent(text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      AS $$ SELECT ${body} $$`;
}

/** Stored questions written in the Arabic script, whose search text is computed again. */
const ARABIC_QUESTIONS = `title ~ '[\u0600-\u06ff]' OR content ~ '[\u0600-\u06ff]'`;

/**
 * The search treats the Arabic script's vowel signs and letter forms as the
 * Latin scripts' accents: "كيف حالك" finds "كَيْفَ حَالُكَ", "اسمي" finds
 * "إِسْمِي", "اش" finds "آش", "مدرسه" finds "مدرسة". Textbooks and learners
 * write the vowels, phone keyboards rarely do. The same function folds the
 * questions' search text and the words searched for; the questions in the
 * Arabic script have theirs computed again (an update of the row recomputes
 * its stored search column, and collects its folded words).
 */
export class FoldArabicScript1763781600000 implements MigrationInterface {
  name = 'FoldArabicScript1763781600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      unaccentFunction(
        `translate(${UNACCENT}, '${FOLD_FROM}${LEFT_OUT}', '${FOLD_TO}')`,
      ),
    );
    await q.query(
      `UPDATE questions SET title = title WHERE ${ARABIC_QUESTIONS}`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(unaccentFunction(UNACCENT));
    await q.query(
      `UPDATE questions SET title = title WHERE ${ARABIC_QUESTIONS}`,
    );
  }
}
