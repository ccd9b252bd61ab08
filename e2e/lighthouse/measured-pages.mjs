// What the measuring scripts (`npm run test:lighthouse`, `npm run perf:long-tasks` and the
// CPU calibration) share: the pages they measure, how they start Debian's Chromium, and the
// median they take of repeated readings.

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Chromium's flags on this machine: no sandbox as root, no GPU, no calls home. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** The pages measured; the question is the newest one the site lists. */
export async function measuredPages(baseUrl) {
  const res = await fetch(`${baseUrl}/api/questions?limit=1`);
  if (!res.ok) throw new Error(`GET /api/questions answered ${res.status}`);
  const body = await res.json();
  const first = (body.questions ?? body)[0];
  if (!first)
    throw new Error(
      'the site has no question to measure: load some content first',
    );
  return {
    home: '/',
    question: `/question/${first.id}`,
    translator: '/translator',
    dialect: '/moroccan-darija',
  };
}

/** The median of a list of numbers. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? sorted[middle]
    : (sorted[middle - 1] + sorted[middle]) / 2;
}
