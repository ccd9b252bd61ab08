/**
 * Where the demo content sits in time and who votes on it, decided from each
 * question's key so every load looks the same: questions spread over the past
 * weeks, answers a little after their question (the AI assistant's within a
 * minute or two), likes and useful votes from other members.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The newest question of a set was asked at least this long ago. */
const NEWEST_AGE = 2 * HOUR;

/** A stable number in [0, 1) for a text (FNV-1a). */
export function fraction(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) / 2 ** 32;
}

/**
 * When the question at `index` of `count` was asked: the first is the oldest,
 * about `spanDays` ago, the last a few hours ago, each at its own time of day.
 */
export function askedAt(
  now: number,
  key: string,
  index: number,
  count: number,
  spanDays: number,
): Date {
  const slot = (spanDays * DAY) / count;
  const jitter = 0.8 * (fraction(`${key}:asked`) - 0.5);
  const age = NEWEST_AGE + slot * (count - index - 0.5 + jitter);
  return new Date(now - Math.round(age));
}

/**
 * When each answer of a question was written, in the order given: the AI
 * assistant's within two minutes, members' from twenty minutes to a day or
 * two later; all before `now`.
 */
export function answeredAt(
  now: number,
  key: string,
  asked: Date,
  authors: readonly ('member' | 'ai')[],
): Date[] {
  const available = now - asked.getTime();
  const delays: number[] = [];
  let memberDelay = 0;
  let members = 0;
  for (const [i, author] of authors.entries()) {
    const f = fraction(`${key}:answer:${i}`);
    if (author === 'ai') {
      delays.push(25_000 + f * 65_000);
      continue;
    }
    memberDelay +=
      members === 0 ? 20 * MINUTE + f * 6 * HOUR : 40 * MINUTE + f * 18 * HOUR;
    members++;
    delays.push(memberDelay);
  }
  const latest = Math.max(...delays);
  const room = available * 0.9;
  const scale = latest > room ? room / latest : 1;
  return delays.map(
    (delay) => new Date(asked.getTime() + Math.round(delay * scale)),
  );
}

/** How many likes a question gets: none for about a third, up to four. */
export function likeCount(key: string): number {
  return Math.max(0, Math.floor(fraction(`${key}:likes`) * 6) - 1);
}

/** How many members find an answer useful: none for about two in five, up to three. */
export function usefulCount(key: string, answerIndex: number): number {
  return Math.max(
    0,
    Math.floor(fraction(`${key}:useful:${answerIndex}`) * 5) - 1,
  );
}

/**
 * `count` members from `candidates` for a question, those who speak or learn
 * its language first, starting at a place chosen by the key so the same
 * members do not vote on everything.
 */
export function pickVoters<T extends { username: string; languages: string[] }>(
  candidates: readonly T[],
  targetLanguage: string,
  exclude: readonly string[],
  salt: string,
  count: number,
): T[] {
  const allowed = candidates.filter((m) => !exclude.includes(m.username));
  const close = allowed.filter((m) => m.languages.includes(targetLanguage));
  const others = allowed.filter((m) => !m.languages.includes(targetLanguage));
  const rotate = (list: T[]) => {
    const start = Math.floor(fraction(salt) * list.length);
    return [...list.slice(start), ...list.slice(0, start)];
  };
  return [...rotate(close), ...rotate(others)].slice(0, count);
}
