/**
 * How each Arabic variety is written in romanized form (the "Arabizi" chat
 * alphabet learners meet online), for the prompts that answer and translate.
 */
export type ArabicVariety =
  'darija' | 'egyptian' | 'levantine' | 'gulf' | 'iraqi' | 'msa';

const SHARED_DIGITS =
  'Romanized Arabic uses digits for sounds Latin letters lack: 2 = ء (glottal stop), 3 = ع, 7 = ح, 5 or kh = خ, ' +
  "9 = ق (also ص in some spellings), 6 = ط, gh = غ, sh = ش. Don't mix systems inside one answer.";

export const VARIETIES: Record<
  ArabicVariety,
  { name: string; conventions: string }
> = {
  darija: {
    name: 'Moroccan Darija',
    conventions:
      `${SHARED_DIGITS} In Darija write 9 for ق (9albi, 9ra), 3 for ع (3afak), 7 for ح (7ta), kh for خ, ch or sh ` +
      'for ش as Moroccans do (kifach / kifash are both common: prefer "kifach"). Vowels are short and often dropped ' +
      '(bghit, mzyan). French loanwords keep French spelling. Arabic script follows Moroccan usage (e.g. ديال، بزاف).',
  },
  egyptian: {
    name: 'Egyptian Arabic',
    conventions:
      `${SHARED_DIGITS} In Egyptian Arabic ق is usually pronounced as a glottal stop: write 2 (2alb, 2ahwa), and ج ` +
      'as g (gamil). Use ezzay, 3ayez, keda, delwa2ti. Arabic script follows Egyptian usage (e.g. إزاي، عايز).',
  },
  levantine: {
    name: 'Levantine Arabic',
    conventions:
      `${SHARED_DIGITS} In Levantine Arabic ق is mostly a glottal stop (2albi), ث is t or s, ذ is z or d. ` +
      'Use kifak/kifik, shu, baddi, hala2. Arabic script follows Levantine usage (e.g. كيفك، شو، بدي).',
  },
  gulf: {
    name: 'Gulf Arabic',
    conventions:
      `${SHARED_DIGITS} In Gulf Arabic ق is often g (galb), ك can be ch (chalb for كلب in some areas), ج can be y. ` +
      'Use shlonak, wayid, abi, zain. Arabic script follows Gulf usage (e.g. شلونك، وايد).',
  },
  iraqi: {
    name: 'Iraqi Arabic',
    conventions:
      `${SHARED_DIGITS} In Iraqi Arabic ق is often g (gal), ك can be ch (chaan), use shlonak, shaku maku, hwaya, ` +
      'agdar. Arabic script follows Iraqi usage (e.g. شلونك، هواية).',
  },
  msa: {
    name: 'Modern Standard Arabic',
    conventions:
      `${SHARED_DIGITS} For Modern Standard Arabic give fully written Arabic script (with short vowels where they ` +
      'help a learner) and a simple transliteration (marhaban, shukran, kayfa haluka).',
  },
};

/** The Arabic variety a question-site language code stands for, if any. */
export function varietyOfSiteLanguage(code: string): ArabicVariety | undefined {
  if (code === 'dz') return 'darija';
  if (code === 'ar') return 'msa';
  return undefined;
}
