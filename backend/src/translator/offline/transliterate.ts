/**
 * Rule-based conversion between romanized Arabic ("Arabizi") and Arabic
 * script, for the six varieties of the phrasebook.
 *
 * Words found in the dialect's phrasebook (each romanized word paired with the
 * Arabic word at the same position) or in a short list of very common words
 * are taken from there. Every other word goes through the rules below; the
 * result is a readable approximation, not a checked spelling.
 *
 * Romanized -> Arabic script
 * - Digraphs first: kh خ, gh غ, sh ش, ch ش (چ in Gulf and Iraqi), th ث, dh ذ.
 * - Digits: 2 ء (ق in Egyptian and Levantine, where ق is said as a glottal
 *   stop), 3 ع, 5 خ, 6 ط, 7 ح, 8 غ (ق in Gulf and Iraqi), 9 ق (ص in Gulf and
 *   Iraqi); 3' غ, 6' ظ, 7' خ, 9' ض. Other digits are kept, and a word made only
 *   of digits is a number and stays as it is.
 * - g is ك in Darija and Levantine, ج in Egyptian and MSA, ق in Gulf and
 *   Iraqi; q ق, p ب, v ف, x كس, c ك (س before e, i, y).
 * - Long vowels aa ا, ee/ii ي, oo/uu/ou و; ei ي, ai ي (اي at the end).
 * - A word-initial vowel is written with alif (أ/إ in MSA).
 * - Hamza (2) sits on أ/إ at the start, ئ next to i/e, ؤ next to u/o, أ
 *   next to a, ء otherwise; a short vowel just before it is carried by the
 *   seat (su2al -> سؤال, ra2is -> رئيس).
 * - Short vowels are dropped, except: a short vowel in the last syllable
 *   (salam -> سلام, kbir -> كبير, yom -> يوم) unless it is a pronoun ending
 *   -ak/-ek/-ik/-ich; i and o/u in an open syllable (kifach -> كيفاش,
 *   shlonak -> شلونك); a before a single y or w (kayn -> كاين).
 * - Final -a is ة after three or more consonants (9ahwa -> قهوة), otherwise
 *   ا (hna -> هنا); final -e likewise ة or ي; final -eh/-ah after two
 *   consonants is ة (2ahweh -> قهوة); final i ي, final o/u و.
 * - Doubled consonants are written once (no shadda).
 * - The article: el-/al-/il-/l- and assimilated forms (es-, esh-, et-, ...)
 *   before a hyphen, with b-/f-/w-/3a-/l-/ha- in front (bel-, 3al-, lel-);
 *   in Darija also a bare l- or a doubled sun letter at the start of a word
 *   (lkhobz -> الخبز, ssebt -> السبت).
 * - A lone w / u / o / we / wa is the conjunction و.
 *
 * Arabic script -> romanized
 * - Consonants by the dialect's conventions: ع 3, ح 7, خ kh, غ gh, ش ch in
 *   Darija and sh elsewhere, ق 9 (Darija), 2 (Egyptian, Levantine), g (Gulf,
 *   Iraqi), q (MSA); ج g in Egyptian; ث ذ ظ as t d/z in the spoken varieties
 *   that merge them; ء أ ؤ ئ 2 (word-initial أ إ آ as a plain vowel).
 * - ا a; و and ي are w / y as consonants (word-initial, next to a vowel
 *   letter, or carrying a vowel mark) and u (ou in Darija) / i otherwise;
 *   ة a (e in Levantine); ى a.
 * - Short vowel marks, when present, are read (fatha a, kasra i, damma u,
 *   tanween an/in/un, shadda doubles the consonant). Without them a word
 *   comes out with only its long vowels (كتب -> ktb): Arabic script does not
 *   write short vowels.
 * - The article ال: l (Darija, doubling a sun letter: السبت -> ssbt), el-
 *   (assimilated es-, esh-, ...) in the other dialects, al- in MSA.
 *
 * Both directions keep anything else (digits, punctuation, emoji) as it is,
 * turning ? , ; into ؟ ، ؛ and back, and never throw.
 */
import { asciiDigits, normalizePhrase } from './normalize';
import { PHRASEBOOKS } from './phrasebook';
import { DIALECT_CODES, type DialectCode } from './phrasebook.types';

// ── script detection ───────────────────────────────────────────────────────

const ARABIC_LETTER =
  /[\u0620-\u064A\u066E-\u06D3\u06D5\u06EE-\u06EF\u06FA-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFC]/gu;
const LATIN_LETTER = /\p{Script=Latin}/gu;

/** True when the text is mainly written in Arabic letters. */
export function isArabicScript(text: string): boolean {
  const arabic = (text.match(ARABIC_LETTER) ?? []).length;
  if (arabic === 0) return false;
  const latin = (text.match(LATIN_LETTER) ?? []).length;
  return arabic >= latin;
}

// ── word lists taken from the phrasebooks ──────────────────────────────────

interface Lexicon {
  /** romanized word -> Arabic word */
  toArabic: Map<string, string>;
  /** normalized Arabic word -> romanized word */
  toLatin: Map<string, string>;
}

const lexicons = new Map<DialectCode, Lexicon>();

function latinKey(word: string): string {
  return word
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u2018\u2019\u02BC`]/g, "'");
}

function lexicon(dialect: DialectCode): Lexicon {
  const cached = lexicons.get(dialect);
  if (cached) return cached;
  const lex: Lexicon = { toArabic: new Map(), toLatin: new Map() };
  for (const entry of PHRASEBOOKS[dialect]) {
    const forms: [string, string][] = [[entry.latin, entry.arabic]];
    if (entry.latinF && entry.arabicF)
      forms.push([entry.latinF, entry.arabicF]);
    for (const [latin, arabic] of forms) {
      const latinWords = latin.trim().split(/\s+/);
      const arabicWords = arabic.trim().split(/\s+/);
      if (latinWords.length !== arabicWords.length) continue;
      latinWords.forEach((word, i) => {
        const lk = latinKey(word);
        const ak = normalizePhrase(arabicWords[i]);
        if (!lex.toArabic.has(lk)) lex.toArabic.set(lk, arabicWords[i]);
        if (ak && !lex.toLatin.has(ak)) lex.toLatin.set(ak, word);
      });
    }
  }
  lexicons.set(dialect, lex);
  return lex;
}

/** Very common words in their usual spelling, whatever the dialect. */
const COMMON_TO_ARABIC: Record<string, string> = {
  allah: 'الله',
  wallah: 'والله',
  wallahi: 'والله',
  inshallah: 'إن شاء الله',
  inchallah: 'إن شاء الله',
  inshalla: 'إن شاء الله',
  mashallah: 'ما شاء الله',
  machallah: 'ما شاء الله',
  hamdullah: 'الحمد لله',
  hamdulillah: 'الحمد لله',
  alhamdulillah: 'الحمد لله',
  l7amdulillah: 'الحمد لله',
  yalla: 'يلا',
  yallah: 'يلا',
  habibi: 'حبيبي',
  '7abibi': 'حبيبي',
  habibti: 'حبيبتي',
  '7abibti': 'حبيبتي',
  shukran: 'شكرا',
  shokran: 'شكرا',
  chokran: 'شكرا',
  choukran: 'شكرا',
  ahlan: 'أهلا',
  marhaba: 'مرحبا',
  marhaban: 'مرحبا',
  mar7aba: 'مرحبا',
  '3afwan': 'عفوا',
  jiddan: 'جدا',
  tab3an: 'طبعا',
  abadan: 'أبدا',
  aydan: 'أيضا',
  dayman: 'دائما',
  ghadan: 'غدا',
  hasanan: 'حسنا',
  kathiran: 'كثيرا',
  qalilan: 'قليلا',
  sari3an: 'سريعا',
  ahyanan: 'أحيانا',
  hatman: 'حتما',
  tamaman: 'تماما',
  fi3lan: 'فعلا',
  salam: 'سلام',
  la2: 'لأ',
  ana: 'أنا',
  enta: 'انت',
  inta: 'انت',
  anta: 'أنت',
  enti: 'انتي',
  inti: 'انتي',
  anti: 'أنتِ',
  howa: 'هو',
  huwa: 'هو',
  hiya: 'هي',
  heya: 'هي',
  ma3a: 'مع',
  '3ala': 'على',
  '3la': 'على',
  fi: 'في',
  fe: 'في',
};

/** Arabic words whose romanization does not follow from the letters. */
const COMMON_TO_LATIN: Record<string, string> = {
  الله: 'allah',
  لله: 'lillah',
  والله: 'wallah',
};

const CONJUNCTION: Record<DialectCode, string> = {
  darija: 'w',
  egyptian: 'we',
  levantine: 'w',
  gulf: 'w',
  iraqi: 'w',
  ar: 'wa',
};

// ── romanized -> Arabic script ─────────────────────────────────────────────

type ShortVowel = 'a' | 'e' | 'i' | 'o' | 'u';
type LongVowel = 'A' | 'I' | 'U' | 'AI' | 'EI';
type Unit =
  | { kind: 'C'; ar: string }
  | { kind: 'H' }
  | { kind: 'V'; v: ShortVowel | LongVowel };

const SUN_LETTERS = 'tdszrnj';
const VOWELS = 'aeiou';

function consonantFor(
  c: string,
  next: string | undefined,
  dialect: DialectCode,
): string | undefined {
  const gulfLike = dialect === 'gulf' || dialect === 'iraqi';
  switch (c) {
    case 'b':
    case 'p':
      return 'ب';
    case 'c':
      return next && 'eiy'.includes(next) ? 'س' : 'ك';
    case 'd':
      return 'د';
    case 'f':
    case 'v':
      return 'ف';
    case 'g':
      if (gulfLike) return 'ق';
      return dialect === 'egyptian' || dialect === 'ar' ? 'ج' : 'ك';
    case 'h':
      return 'ه';
    case 'j':
      return 'ج';
    case 'k':
      return 'ك';
    case 'l':
      return 'ل';
    case 'm':
      return 'م';
    case 'n':
      return 'ن';
    case 'q':
      return 'ق';
    case 'r':
      return 'ر';
    case 's':
      return 'س';
    case 't':
      return 'ت';
    case 'w':
      return 'و';
    case 'y':
      return 'ي';
    case 'z':
      return 'ز';
    case '3':
      return 'ع';
    case '5':
      return 'خ';
    case '6':
      return 'ط';
    case '7':
      return 'ح';
    case '8':
      return gulfLike ? 'ق' : 'غ';
    case '9':
      return gulfLike ? 'ص' : 'ق';
    default:
      return undefined;
  }
}

const DIGIT_WITH_APOSTROPHE: Record<string, string> = {
  '3': 'غ',
  '6': 'ظ',
  '7': 'خ',
  '9': 'ض',
};

function toUnits(word: string, dialect: DialectCode): Unit[] {
  const units: Unit[] = [];
  let i = 0;
  while (i < word.length) {
    const c = word[i];
    const two = word.slice(i, i + 2);
    if (DIGIT_WITH_APOSTROPHE[c] && word[i + 1] === "'") {
      units.push({ kind: 'C', ar: DIGIT_WITH_APOSTROPHE[c] });
      i += 2;
      continue;
    }
    const digraph: Record<string, string> = {
      kh: 'خ',
      gh: 'غ',
      sh: 'ش',
      ch: dialect === 'gulf' || dialect === 'iraqi' ? 'چ' : 'ش',
      th: 'ث',
      dh: 'ذ',
    };
    if (digraph[two]) {
      units.push({ kind: 'C', ar: digraph[two] });
      i += 2;
      continue;
    }
    const longVowel: Record<string, LongVowel> = {
      aa: 'A',
      ee: 'I',
      ii: 'I',
      oo: 'U',
      uu: 'U',
      ou: 'U',
      ai: 'AI',
      ei: 'EI',
    };
    if (longVowel[two]) {
      units.push({ kind: 'V', v: longVowel[two] });
      i += 2;
      continue;
    }
    if (VOWELS.includes(c)) {
      units.push({ kind: 'V', v: c as ShortVowel });
    } else if (c === '2') {
      units.push(
        dialect === 'egyptian' || dialect === 'levantine'
          ? { kind: 'C', ar: 'ق' }
          : { kind: 'H' },
      );
    } else if (c === 'x') {
      units.push({ kind: 'C', ar: 'ك' }, { kind: 'C', ar: 'س' });
    } else if (c === "'") {
      // a bare apostrophe only separates letters
    } else {
      units.push({
        kind: 'C',
        ar: consonantFor(c, word[i + 1], dialect) ?? c,
      });
    }
    i += 1;
  }
  return units;
}

function isConsonant(unit: Unit | undefined): boolean {
  return unit !== undefined && unit.kind !== 'V';
}

function vowelOf(unit: Unit | undefined): string | undefined {
  return unit?.kind === 'V' ? unit.v : undefined;
}

const FRONT_VOWELS = new Set(['i', 'e', 'I', 'EI']);
const BACK_VOWELS = new Set(['o', 'u', 'U']);

/** The seat of a hamza follows the strongest neighbouring vowel: i, then u, then a. */
function hamzaSeat(units: Unit[], k: number): string {
  const next = vowelOf(units[k + 1]);
  const prev = vowelOf(units[k - 1]);
  const near = (set: Set<string>): boolean =>
    (!!next && set.has(next)) || (!!prev && set.has(prev));
  if (k === 0) return next && FRONT_VOWELS.has(next) ? 'إ' : 'أ';
  if (k === units.length - 1) return 'ء';
  if (near(FRONT_VOWELS)) return 'ئ';
  if (near(BACK_VOWELS)) return 'ؤ';
  if (next === 'a' || next === 'A' || prev === 'a') return 'أ';
  return 'ء';
}

function assemble(input: Unit[], dialect: DialectCode): string {
  const units = [...input];
  let taMarbuta = false;
  // Final -eh / -ah after two consonants: ta marbuta (2ahweh -> قهوة).
  const last = units[units.length - 1];
  const beforeLast = vowelOf(units[units.length - 2]);
  if (
    units.length >= 4 &&
    last.kind === 'C' &&
    last.ar === 'ه' &&
    (beforeLast === 'e' || beforeLast === 'a') &&
    units.slice(0, -2).filter(isConsonant).length >= 2
  ) {
    units.pop();
    taMarbuta = true;
  }
  const n = units.length;
  const out: string[] = [];
  let consonants = 0;
  for (let k = 0; k < n; k++) {
    const unit = units[k];
    if (unit.kind === 'C') {
      const prev = units[k - 1];
      consonants += 1;
      if (prev?.kind === 'C' && prev.ar === unit.ar) continue; // geminate
      out.push(unit.ar);
      continue;
    }
    if (unit.kind === 'H') {
      consonants += 1;
      out.push(hamzaSeat(units, k));
      continue;
    }
    const v = unit.v;
    if (k === 0) {
      const msa = dialect === 'ar';
      if (v === 'A') out.push(msa ? 'آ' : 'ا');
      else if (v === 'a') out.push(msa ? 'أ' : 'ا');
      else if (v === 'i' || v === 'e') out.push(msa ? 'إ' : 'ا');
      else if (v === 'o' || v === 'u') out.push(msa ? 'أ' : 'ا');
      else if (v === 'U') out.push(msa ? 'أو' : 'او');
      else out.push(msa ? 'إي' : 'اي');
      continue;
    }
    if (k === n - 1) {
      if (taMarbuta && (v === 'a' || v === 'e')) out.push('ة');
      else if (v === 'a')
        out.push(consonants >= 3 && isConsonant(units[k - 1]) ? 'ة' : 'ا');
      else if (v === 'e')
        out.push(consonants >= 3 && isConsonant(units[k - 1]) ? 'ة' : 'ي');
      else if (v === 'A') out.push('ا');
      else if (v === 'AI') out.push('اي');
      else if (v === 'i' || v === 'I' || v === 'EI') out.push('ي');
      else out.push('و');
      continue;
    }
    if (v === 'A') out.push('ا');
    else if (v === 'I' || v === 'EI' || v === 'AI') out.push('ي');
    else if (v === 'U') out.push('و');
    else out.push(shortVowel(units, k, v));
  }
  return out.join('');
}

/** The letter (or nothing) for a short vowel inside a word; see the rules above. */
function shortVowel(units: Unit[], k: number, v: ShortVowel): string {
  const n = units.length;
  const next = units[k + 1];
  const afterNext = units[k + 2];
  const long = v === 'a' ? 'ا' : v === 'i' ? 'ي' : v === 'e' ? '' : 'و';
  // Before a hamza the vowel is carried by the hamza's seat (su2al -> سؤال).
  if (next?.kind === 'H') return '';
  // Last syllable: vowel + one final consonant.
  if (isConsonant(next) && k + 1 === n - 1) {
    const ar = next.kind === 'C' ? next.ar : '';
    // -ak, -ek, -ik after a stem with a vowel of its own are the short
    // pronoun ending (shlonak, 3andek); the only vowel of a word is long
    // (3lik, bik, fik: عليك، بيك، فيك).
    const ownVowel = units.slice(0, k).some((unit) => unit.kind === 'V');
    const pronounEnding =
      'aei'.includes(v) && (ar === 'ك' || ar === 'چ') && ownVowel;
    return pronounEnding ? '' : long;
  }
  // a before a single y or w: kayn, 3ayez, shay.
  if (
    v === 'a' &&
    next?.kind === 'C' &&
    (next.ar === 'ي' || next.ar === 'و') &&
    !(afterNext?.kind === 'C' && afterNext.ar === next.ar)
  )
    return 'ا';
  // i and o/u in an open syllable: kifach, shlonak.
  const open = isConsonant(next) && afterNext?.kind === 'V';
  if (open && (v === 'i' || v === 'o' || v === 'u')) return long;
  return '';
}

/** The Arabic letters for the article and what comes in front of it, or undefined. */
function articlePrefix(part: string, rest: string): string | undefined {
  if (/^(al|el|il|l)$/.test(part)) return 'ال';
  const assimilated = /^[aei](t|th|d|dh|r|z|s|sh|ch|n|j|g|6|9)$/.exec(part);
  if (assimilated && rest.startsWith(assimilated[1])) return 'ال';
  const clitic = /^(b|f|w|k|3|h|l)(a|e|i)?(l|t|th|d|dh|r|z|s|sh|n|j)$/.exec(
    part,
  );
  if (!clitic) return undefined;
  if (clitic[3] !== 'l' && !rest.startsWith(clitic[3])) return undefined;
  const front: Record<string, string> = {
    b: 'ب',
    f: 'ف',
    w: 'و',
    k: 'ك',
    '3': 'ع',
    h: 'ه',
    l: 'ل',
  };
  return clitic[1] === 'l' ? 'لل' : `${front[clitic[1]]}ال`;
}

function lookupArabic(word: string, dialect: DialectCode): string | undefined {
  const own = lexicon(dialect).toArabic.get(word);
  if (own) return own;
  if (COMMON_TO_ARABIC[word]) return COMMON_TO_ARABIC[word];
  for (const other of ['ar', ...DIALECT_CODES] as DialectCode[]) {
    if (other === dialect) continue;
    const found = lexicon(other).toArabic.get(word);
    if (found) return found;
  }
  return undefined;
}

function convertLatinWord(raw: string, dialect: DialectCode): string {
  const word = latinKey(raw);
  if (!/[a-z0-9]/.test(word)) return raw;
  if (/^[0-9]+$/.test(word)) return raw;
  const known = lookupArabic(word, dialect);
  if (known) return known;
  if (/^(w|u|o|we|wa|wi)$/.test(word)) return 'و';

  const hyphen = word.indexOf('-');
  if (hyphen > 0 && hyphen < word.length - 1) {
    const part = word.slice(0, hyphen);
    const rest = word.slice(hyphen + 1);
    const article = articlePrefix(part, rest);
    if (article) return article + convertLatinWord(rest, dialect);
    return word
      .split('-')
      .filter(Boolean)
      .map((p) => convertLatinWord(p, dialect))
      .join(' ');
  }
  const plain = word.replace(/-/g, '');
  if (dialect === 'darija' && plain.length >= 3) {
    // Darija article: lkhobz, and assimilated ssebt, jjem3a.
    if (plain[0] === 'l' && !VOWELS.includes(plain[1]) && plain[1] !== 'l')
      return 'ال' + rulesToArabic(plain.slice(1), dialect);
    if (plain[0] === plain[1] && SUN_LETTERS.includes(plain[0]))
      return 'ال' + rulesToArabic(plain.slice(1), dialect);
  }
  return rulesToArabic(plain, dialect);
}

function rulesToArabic(word: string, dialect: DialectCode): string {
  const units = toUnits(word, dialect);
  if (units.length === 0) return word;
  return assemble(units, dialect);
}

const TO_ARABIC_PUNCTUATION: Record<string, string> = {
  '?': '؟',
  ',': '،',
  ';': '؛',
};

/** Romanized Arabic ("Arabizi") to Arabic script, word by word. */
export function latinToArabic(text: string, dialect: DialectCode): string {
  if (!text) return '';
  return text
    .replace(/[\p{Script=Latin}0-9'\u2018\u2019\u02BC-]+/gu, (w) =>
      convertLatinWord(w, dialect),
    )
    .replace(/[?,;]/g, (p) => TO_ARABIC_PUNCTUATION[p] ?? p);
}

// ── Arabic script -> romanized ─────────────────────────────────────────────

const FATHA = '\u064E';
const DAMMA = '\u064F';
const KASRA = '\u0650';
const SHADDA = '\u0651';
const SUKUN = '\u0652';
const FATHATAN = '\u064B';
const DAMMATAN = '\u064C';
const KASRATAN = '\u064D';
const DAGGER_ALIF = '\u0670';
const AR_SUN_LETTERS = 'تثدذرزسشصضطظلن';
const VOWEL_LETTERS = 'اوىيآة';

const BASE_TO_LATIN: Record<string, string> = {
  ب: 'b',
  ت: 't',
  ث: 'th',
  ج: 'j',
  ح: '7',
  خ: 'kh',
  د: 'd',
  ذ: 'dh',
  ر: 'r',
  ز: 'z',
  س: 's',
  ش: 'sh',
  ص: 's',
  ض: 'd',
  ط: 't',
  ظ: 'dh',
  ع: '3',
  غ: 'gh',
  ف: 'f',
  ق: 'q',
  ك: 'k',
  ل: 'l',
  م: 'm',
  ن: 'n',
  ه: 'h',
  ء: '2',
  چ: 'ch',
  گ: 'g',
  ڭ: 'g',
  ݣ: 'g',
  ڤ: 'v',
  پ: 'p',
  ژ: 'j',
  ک: 'k',
};

const DIALECT_TO_LATIN: Record<DialectCode, Record<string, string>> = {
  darija: { ش: 'ch', ق: '9', ث: 't', ذ: 'd', ظ: 'd' },
  egyptian: { ج: 'g', ق: '2', ث: 't', ذ: 'z', ظ: 'z' },
  levantine: { ق: '2', ث: 't', ذ: 'z', ظ: 'z' },
  gulf: { ق: 'g', ض: 'dh' },
  iraqi: { ق: 'g', ض: 'dh' },
  ar: {},
};

interface ArabicLetter {
  ch: string;
  marks: string;
}

function splitLetters(word: string): ArabicLetter[] {
  const letters: ArabicLetter[] = [];
  for (const c of word) {
    if (c === '\u0640') continue;
    if (/\p{M}/u.test(c)) {
      if (letters.length) letters[letters.length - 1].marks += c;
      continue;
    }
    letters.push({ ch: c, marks: '' });
  }
  return letters;
}

function markVowel(marks: string): string {
  if (marks.includes(FATHATAN)) return 'an';
  if (marks.includes(DAMMATAN)) return 'un';
  if (marks.includes(KASRATAN)) return 'in';
  if (marks.includes(FATHA) || marks.includes(DAGGER_ALIF)) return 'a';
  if (marks.includes(KASRA)) return 'i';
  if (marks.includes(DAMMA)) return 'u';
  return '';
}

function hasVowelMark(marks: string): boolean {
  return /[\u064B-\u0651]/.test(marks) && !marks.includes(SUKUN);
}

/** A short vowel mark followed by its own long-vowel letter is written once (كِتَاب -> kitab). */
function spelledByNext(vowel: string, next: ArabicLetter | undefined): boolean {
  if (!next || next.marks) return false;
  return (
    (vowel === 'a' && next.ch === 'ا') ||
    (vowel === 'i' && next.ch === 'ي') ||
    (vowel === 'u' && next.ch === 'و')
  );
}

function consonantToLatin(ch: string, dialect: DialectCode): string {
  return DIALECT_TO_LATIN[dialect][ch] ?? BASE_TO_LATIN[ch] ?? ch;
}

function rulesToLatin(word: string, dialect: DialectCode): string {
  const letters = splitLetters(word);
  const out: string[] = [];
  let start = 0;
  if (
    letters.length > 3 &&
    'اٱ'.includes(letters[0].ch) &&
    letters[1].ch === 'ل'
  ) {
    const next = letters[2].ch;
    const sun = AR_SUN_LETTERS.includes(next) && next !== 'ل';
    const sunLatin = consonantToLatin(next, dialect);
    if (dialect === 'darija') {
      out.push(sun && sunLatin.length === 1 ? sunLatin : 'l');
    } else {
      const vowel = dialect === 'ar' ? 'a' : 'e';
      out.push(sun ? `${vowel}${sunLatin}-` : `${vowel}l-`);
    }
    start = 2;
  }
  for (let i = start; i < letters.length; i++) {
    const { ch, marks } = letters[i];
    const prev = letters[i - 1];
    const next = letters[i + 1];
    const initial = i === 0;
    const vowel = markVowel(marks);
    switch (ch) {
      case 'ا':
      case 'ٱ':
        if (initial) out.push(vowel || 'a');
        else if (prev?.marks.includes(FATHATAN)) out.push('');
        else out.push('a');
        break;
      case 'أ':
        out.push(initial ? vowel || 'a' : `2${vowel || 'a'}`);
        break;
      case 'إ':
        out.push(initial ? 'i' : '2i');
        break;
      case 'آ':
        out.push(initial ? 'aa' : '2aa');
        break;
      case 'ؤ':
        out.push(`2${vowel}`);
        break;
      case 'ئ':
        out.push(
          `2${vowel || (next && VOWEL_LETTERS.includes(next.ch) ? '' : 'i')}`,
        );
        break;
      case 'ة':
        out.push(dialect === 'levantine' ? 'e' : 'a');
        break;
      case 'ى':
        out.push(prev?.marks.includes(FATHATAN) ? '' : 'a');
        break;
      case 'و': {
        const consonantal =
          initial ||
          hasVowelMark(marks) ||
          (next !== undefined && 'اىة'.includes(next.ch)) ||
          (prev !== undefined && 'اوي'.includes(prev.ch));
        if (consonantal)
          out.push(
            marks.includes(SHADDA) ? 'ww' : 'w',
            vowel.replace(/n$/, ''),
          );
        else out.push(dialect === 'darija' ? 'ou' : 'u');
        break;
      }
      case 'ي':
      case 'ی': {
        const consonantal =
          initial ||
          hasVowelMark(marks) ||
          (next !== undefined && 'اوة'.includes(next.ch)) ||
          (prev !== undefined && prev.ch === 'ا');
        if (consonantal)
          out.push(
            marks.includes(SHADDA) ? 'yy' : 'y',
            vowel.replace(/n$/, ''),
          );
        else if (
          (dialect === 'gulf' || dialect === 'iraqi') &&
          next !== undefined
        )
          out.push('ee');
        else out.push('i');
        break;
      }
      default: {
        let latin = consonantToLatin(ch, dialect);
        if (marks.includes(SHADDA) && latin.length === 1) latin += latin;
        out.push(latin, spelledByNext(vowel, next) ? '' : vowel);
      }
    }
  }
  return out.join('');
}

function convertArabicWord(word: string, dialect: DialectCode): string {
  const key = normalizePhrase(word);
  if (!key) return word;
  const lex = lexicon(dialect).toLatin;
  const known = lex.get(key) ?? COMMON_TO_LATIN[key];
  if (known) return known;
  // و + a known word: "وشكرا" -> "w chokran".
  if (key.length > 2 && key.startsWith('و')) {
    const rest = lex.get(key.slice(1)) ?? COMMON_TO_LATIN[key.slice(1)];
    if (rest) return `${CONJUNCTION[dialect]} ${rest}`;
  }
  return rulesToLatin(word.normalize('NFC'), dialect);
}

const TO_LATIN_PUNCTUATION: Record<string, string> = {
  '؟': '?',
  '،': ',',
  '؛': ';',
};

/** Arabic script to romanized Arabic, following the dialect's chat conventions. */
export function arabicToLatin(text: string, dialect: DialectCode): string {
  if (!text) return '';
  return asciiDigits(text.normalize('NFKC'))
    .replace(/(?:\p{Script=Arabic}|[\u064B-\u065F\u0670]|\u0640)+/gu, (w) =>
      convertArabicWord(w, dialect),
    )
    .replace(/[؟،؛]/g, (p) => TO_LATIN_PUNCTUATION[p] ?? p);
}
