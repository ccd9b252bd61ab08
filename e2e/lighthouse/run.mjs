// `npm run test:lighthouse`: Lighthouse on the home, a question, the translator and a
// dialect page, driving Debian's Chromium, with three presets: `mobile` as Lighthouse ships it
// (a 4x CPU slowdown), `mobile-calibrated` (the same with the slowdown Lighthouse's calibration
// gives for this host, cpu-calibration.mjs, or LIGHTHOUSE_CPU_SLOWDOWN) and `desktop`. Each
// page and preset LIGHTHOUSE_RUNS times (3), keeping the median run by performance. Fails
// when that run scores a category under its floor in thresholds.json. LIGHTHOUSE_PAGES
// (`home,question`) and LIGHTHOUSE_PRESETS (`mobile-calibrated`) measure only those. Without
// BASE_URL it starts the compiled server on a fresh embedded database (demo community loaded
// on first start).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  cpSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import {
  BENCHMARK_READINGS,
  hostBenchmarkIndex,
  slowdownFor,
} from './cpu-calibration.mjs';
import {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  measuredPages,
} from './measured-pages.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const thresholds = JSON.parse(
  readFileSync(path.join(here, 'thresholds.json'), 'utf8'),
);
const reportsDir = path.join(here, 'reports');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** The names in a comma-separated variable, or all of `names` when it is unset. */
function chosen(variable, names) {
  const wanted = (process.env[variable] ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (wanted.length === 0) return names;
  const unknown = wanted.filter((name) => !names.includes(name));
  if (unknown.length)
    throw new Error(
      `${variable}: no ${unknown.join(', ')} (one of ${names.join(', ')})`,
    );
  return names.filter((name) => wanted.includes(name));
}

const PRESETS = chosen('LIGHTHOUSE_PRESETS', [
  'mobile',
  'mobile-calibrated',
  'desktop',
]);

/**
 * The CPU slowdown of `mobile-calibrated`: LIGHTHOUSE_CPU_SLOWDOWN when set, else the one
 * Lighthouse's calibration gives for the host's benchmark index, read in the measuring browser
 * once before the run's first page.
 */
async function calibrate(browser) {
  const fixed = process.env.LIGHTHOUSE_CPU_SLOWDOWN;
  if (fixed !== undefined && fixed !== '') {
    const slowdown = Number(fixed);
    if (!Number.isFinite(slowdown) || slowdown < 1)
      throw new Error(
        `LIGHTHOUSE_CPU_SLOWDOWN: ${fixed} is not a slowdown of 1 or more`,
      );
    console.log(`mobile-calibrated: a ${slowdown}x CPU slowdown, as set`);
    return slowdown;
  }
  const index = await hostBenchmarkIndex(browser);
  const slowdown = slowdownFor(index);
  console.log(
    `mobile-calibrated: the host's benchmark index reads ${index} (median of ${BENCHMARK_READINGS}), so a ${slowdown}x CPU slowdown (Lighthouse's mobile preset: 4x)`,
  );
  return slowdown;
}

/** Lighthouse's config and flags for a preset. */
function presetOf(preset, calibratedSlowdown) {
  if (preset === 'desktop') return { config: desktopConfig, flags: {} };
  if (preset === 'mobile') return { config: undefined, flags: {} };
  return {
    config: undefined,
    flags: { throttling: { cpuSlowdownMultiplier: calibratedSlowdown } },
  };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server did not answer ${baseUrl}/api/health in time`);
}

/** Starts the compiled server as production runs it, on a database of its own. */
async function startServer() {
  const port = await freePort();
  const dataDir = path.join(os.tmpdir(), `lighthouse-${process.pid}-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  // A copy of the client build: a rebuild meanwhile cannot swap the files being measured.
  const clientDir = path.join(dataDir, 'client');
  cpSync(path.join(root, 'frontend/dist'), clientDir, { recursive: true });
  const child = spawn(
    process.execPath,
    [path.join(root, 'backend/dist/main.js')],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        SESSION_SECRET: randomBytes(32).toString('hex'),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        CLIENT_DIST_DIR: clientDir,
        LOG_LEVEL: 'warn',
        DEMO_ADMIN: 'false',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

/** Why Lighthouse left categories unscored: its run error, or each failing audit's error. */
function unmeasured(lhr) {
  if (lhr.runtimeError)
    return [`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`];
  const byMessage = new Map();
  for (const [id, audit] of Object.entries(lhr.audits)) {
    if (audit.scoreDisplayMode !== 'error') continue;
    const ids = byMessage.get(audit.errorMessage) ?? [];
    byMessage.set(audit.errorMessage, [...ids, id]);
  }
  return [...byMessage].map(
    ([message, ids]) => `${ids.join(', ')}: ${message}`,
  );
}

const ATTEMPTS = 3;

/**
 * Runs per page and preset; the run with the median performance score is the one
 * reported and checked (Lighthouse's own advice for a noisy host: its score moves by
 * 10-20 points between runs of the same build here).
 */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 3);

/** A run's score in a category, 0-100 (0 when unscored). */
const scoreOf = (lhr, category) =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);

/** Performance score of a run, 0-100. */
const performanceOf = ({ lhr }) => scoreOf(lhr, 'performance');

/** RUNS runs of a page; the median one by performance, and every run's score. */
async function measureMedian(url, port, settings, label) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1)
    runs.push(await measure(url, port, settings, label));
  const sorted = [...runs].sort((a, b) => performanceOf(a) - performanceOf(b));
  return {
    ...sorted[Math.floor((sorted.length - 1) / 2)],
    runs: runs.map(performanceOf),
  };
}

/**
 * One Lighthouse run of a page. A run that leaves a category without a score measured
 * nothing (a gatherer lost its protocol call), so it is run again, up to ATTEMPTS times,
 * saying why each time; a score that is low is never retried.
 */
async function measure(url, port, { config, flags }, label) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(
      url,
      {
        port,
        output: 'html',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        ...flags,
      },
      config,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const unscored = CATEGORIES.filter(
      (c) => typeof result.lhr.categories[c]?.score !== 'number',
    );
    if (!unscored.length) return result;
    console.error(
      `${label}: attempt ${attempt} left ${unscored.join(', ')} unscored:\n  ${unmeasured(result.lhr).join('\n  ')}`,
    );
    if (attempt === ATTEMPTS) return result;
  }
}

async function main() {
  const server = process.env.BASE_URL
    ? { baseUrl: process.env.BASE_URL.replace(/\/$/, ''), stop: async () => {} }
    : await startServer();
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [`--remote-debugging-port=${port}`, ...CHROMIUM_FLAGS],
  });
  const started = Date.now();
  const results = [];
  const failures = [];
  try {
    mkdirSync(reportsDir, { recursive: true });
    const all = await measuredPages(server.baseUrl);
    const calibratedSlowdown = PRESETS.includes('mobile-calibrated')
      ? await calibrate(browser)
      : undefined;
    const targets = Object.fromEntries(
      chosen('LIGHTHOUSE_PAGES', Object.keys(all)).map((name) => [
        name,
        all[name],
      ]),
    );
    for (const preset of PRESETS) {
      const settings = presetOf(preset, calibratedSlowdown);
      for (const [name, pagePath] of Object.entries(targets)) {
        const url = `${server.baseUrl}${pagePath}`;
        const { lhr, report, runs } = await measureMedian(
          url,
          port,
          settings,
          `${name} ${preset}`,
        );
        writeFileSync(path.join(reportsDir, `${name}-${preset}.html`), report);
        const scores = Object.fromEntries(
          CATEGORIES.map((c) => [c, scoreOf(lhr, c)]),
        );
        const audits = lhr.audits;
        const row = {
          page: name,
          preset,
          ...scores,
          runs: runs.join('/'),
          lcp: audits['largest-contentful-paint']?.displayValue,
          cls: audits['cumulative-layout-shift']?.displayValue,
          tbt: audits['total-blocking-time']?.displayValue,
          // The host's speed as Lighthouse measured it: blocking time is the
          // host's CPU time times the preset's slowdown, so it follows this.
          cpu: Math.round(lhr.environment?.benchmarkIndex ?? 0),
          // The CPU slowdown the run applied (4 on mobile, 1 on desktop).
          slowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
        };
        results.push(row);
        console.log(JSON.stringify(row));
        const floors = {
          ...thresholds[preset]?.all,
          ...thresholds[preset]?.[name],
        };
        for (const category of CATEGORIES) {
          const floor = floors[category];
          if (typeof floor !== 'number') {
            failures.push(`${name} ${preset}: no threshold for ${category}`);
          } else if (scores[category] < floor) {
            failures.push(
              `${name} ${preset}: ${category} ${scores[category]} is under ${floor}`,
            );
          }
        }
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  writeFileSync(
    path.join(reportsDir, 'summary.json'),
    JSON.stringify(results, null, 2),
  );
  console.table(results);
  console.log(
    `Lighthouse: ${results.length} pages and presets, ${RUNS} runs each (the median by performance shown), in ${Math.round((Date.now() - started) / 1000)} s; reports in ${path.relative(root, reportsDir)}`,
  );
  if (failures.length) {
    console.error(
      `Under the thresholds (e2e/lighthouse/thresholds.json):\n  ${failures.join('\n  ')}`,
    );
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
