// `npm run perf:long-tasks -- <base URL> [<base URL>...]`: the main thread's long tasks after
// the first contentful paint of home, the newest question, the translator and a dialect page,
// loaded in Debian's Chromium with its CPU slowed 4×, as Lighthouse's mobile preset assumes.
// For each page and server it prints the blocking time (the sum, over every task longer than
// 50 ms, of its time past 50 ms) of LONG_TASK_LOADS loads (5), and the tasks themselves. Given
// two servers (two builds side by side), it loads them in turn, so both see the same host.
// Lighthouse estimates the same quantity from one load; this observes it, load after load,
// where a change of a few tens of milliseconds shows through the host's noise.
import { chromium } from 'playwright-core';
import {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  measuredPages,
  median,
} from './measured-pages.mjs';

/** Lighthouse's mobile preset: a Moto G Power's viewport, a CPU four times slower. */
const VIEWPORT = { width: 412, height: 823 };
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
/** How long after the load event the tasks are still collected (the app starts after it). */
const SETTLE_MS = 5000;

const bases = process.argv.slice(2).map((url) => url.replace(/\/$/, ''));
const loads = Number(process.env.LONG_TASK_LOADS ?? 5);
if (bases.length === 0 || !Number.isInteger(loads) || loads < 1) {
  console.error(
    'usage: npm run perf:long-tasks -- <base URL> [<base URL>...] (LONG_TASK_LOADS: loads per page, 5)',
  );
  process.exit(2);
}

/** One load: the durations (ms) of the main thread's tasks that end after the first contentful paint. */
async function tasksAfterFirstPaint(browser, url) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    await cdp.send('Tracing.start', {
      categories:
        'toplevel,devtools.timeline,disabled-by-default-devtools.timeline,loading',
      transferMode: 'ReportEvents',
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    const complete = new Promise((resolve) =>
      cdp.once('Tracing.tracingComplete', resolve),
    );
    await cdp.send('Tracing.end');
    await complete;
    const paint = events.find((e) => e.name === 'firstContentfulPaint');
    if (!paint) throw new Error(`${url}: no first contentful paint`);
    const tasks = events.filter(
      (e) => e.name === 'RunTask' && e.pid === paint.pid && e.tid === paint.tid,
    );
    // A trace without the page's tasks would read as no blocking at all.
    if (tasks.length === 0) throw new Error(`${url}: the trace holds no tasks`);
    return tasks
      .filter((e) => e.ts + e.dur > paint.ts)
      .map((e) => e.dur / 1000);
  } finally {
    await context.close();
  }
}

const blocking = (tasks) =>
  tasks.reduce((sum, ms) => sum + Math.max(0, ms - LONG_TASK_MS), 0);

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS,
});
try {
  const pagesByBase = await Promise.all(bases.map(measuredPages));
  for (const name of Object.keys(pagesByBase[0])) {
    const times = bases.map(() => []);
    for (let load = 0; load < loads; load++)
      for (const [i, base] of bases.entries()) {
        const tasks = await tasksAfterFirstPaint(
          browser,
          base + pagesByBase[i][name],
        );
        times[i].push(blocking(tasks));
        const long = tasks.filter((ms) => ms > LONG_TASK_MS).map(Math.round);
        console.log(
          `${name} ${base} load ${load + 1}: ${Math.round(blocking(tasks))} ms (tasks ${long.join(' ') || 'none'})`,
        );
      }
    for (const [i, base] of bases.entries()) {
      const mean = times[i].reduce((a, b) => a + b, 0) / times[i].length;
      console.log(
        `${name} ${base}: blocking time after the first paint at ${CPU_SLOWDOWN}× median ${Math.round(median(times[i]))} ms, mean ${Math.round(mean)} ms, loads ${times[i].map(Math.round).join(' / ')}`,
      );
    }
  }
} finally {
  await browser.close();
}
