// The mobile preset's CPU slowdown, calibrated to the host. Lighthouse's mobile preset stands for
// a mid-tier phone by running the page 4x slower than the host, which is that phone only on a
// high-end desktop (a benchmark index of about 1,500-2,000). Lighthouse's documentation
// (docs/throttling.md, "Calibrating the CPU slowdown") tells a slower host to lower the
// multiplier, and its authors' calculator maps the host's benchmark index to one. On a host that
// reads 1,000, the default 4x measures a phone about half as fast as the preset means.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { median } from './measured-pages.mjs';

/**
 * The calculator's points: a host's benchmark index and the slowdown that brings it to the
 * mobile preset's phone. Between points the slowdown is interpolated; past the last one it
 * keeps the last step (one more x per 233), up to MAX_SLOWDOWN.
 */
const POINTS = [
  [150, 1],
  [800, 2],
  [1300, 3],
  [1533, 4],
  [1766, 5],
  [2000, 6],
];

/**
 * The most a faster host is slowed: the top of the range Lighthouse's documentation gives for
 * bringing a high-end desktop to a mid-tier phone ("4x (2-10)"), reached at an index of 2,932.
 */
export const MAX_SLOWDOWN = 10;

/** Under this index the host is itself slower than the phone: nothing to calibrate to. */
export const SLOWEST_INDEX = POINTS[0][0];

/** The CPU slowdown for a host of this benchmark index, to one decimal. */
export function slowdownFor(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < SLOWEST_INDEX)
    throw new RangeError(
      `a benchmark index of ${benchmarkIndex} is under ${SLOWEST_INDEX}: this host is slower than the phone the mobile preset stands for`,
    );
  let upper = POINTS.findIndex(([index]) => index >= benchmarkIndex);
  if (upper === -1) upper = POINTS.length - 1;
  if (upper === 0) upper = 1;
  const [x0, y0] = POINTS[upper - 1];
  const [x1, y1] = POINTS[upper];
  const slowdown = y0 + ((benchmarkIndex - x0) * (y1 - y0)) / (x1 - x0);
  return Math.min(MAX_SLOWDOWN, Math.round(slowdown * 10) / 10);
}

/** Readings of the benchmark index a calibration takes the median of. */
export const BENCHMARK_READINGS = 5;

/**
 * The host's benchmark index as Lighthouse computes it (its own page function, about one
 * second a sample): the median of `samples` readings, each in a new tab of the browser it
 * measures with, as Lighthouse takes its one reading in a fresh page. Readings in one tab climb
 * as the engine warms up, and readings in fresh tabs spread by a third on a shared host: the
 * median of several is what calibrates a whole run.
 */
export async function hostBenchmarkIndex(
  browser,
  samples = BENCHMARK_READINGS,
) {
  const values = [];
  for (let sample = 0; sample < samples; sample += 1) {
    const page = await browser.newPage();
    try {
      values.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    } finally {
      await page.close();
    }
  }
  return Math.round(median(values));
}
