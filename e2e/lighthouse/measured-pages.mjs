// What `npm run test:lighthouse` and `npm run perf:long-tasks` share: the pages they measure
// and how they start Debian's Chromium.

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
