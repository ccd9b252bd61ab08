// `node --test`: the mobile preset's calibrated CPU slowdown (cpu-calibration.mjs), its
// mapping and the host's benchmark index read in Debian's Chromium.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { chromium } from 'playwright-core';
import {
  MAX_SLOWDOWN,
  SLOWEST_INDEX,
  hostBenchmarkIndex,
  slowdownFor,
} from './cpu-calibration.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './measured-pages.mjs';

test('the slowdown meets the calibration points and runs between them', () => {
  assert.equal(slowdownFor(150), 1);
  assert.equal(slowdownFor(800), 2);
  assert.equal(slowdownFor(1300), 3);
  assert.equal(slowdownFor(1533), 4);
  assert.equal(slowdownFor(2000), 6);
  // Halfway between 800 (2x) and 1,300 (3x).
  assert.equal(slowdownFor(1050), 2.5);
  // Past the last point, one more x per 233.
  assert.equal(slowdownFor(2233), 7);
  // Up to the top of the documented range, reached at 2,932.
  assert.equal(slowdownFor(2932), 10);
  assert.equal(slowdownFor(2600), 8.6);
  assert.equal(slowdownFor(3500), MAX_SLOWDOWN);
  assert.equal(slowdownFor(20000), MAX_SLOWDOWN);
});

test('a faster host never gets a smaller slowdown', () => {
  let previous = 0;
  for (let index = SLOWEST_INDEX; index <= 5000; index += 7) {
    const slowdown = slowdownFor(index);
    assert.ok(slowdown >= previous, `${index}: ${slowdown} < ${previous}`);
    previous = slowdown;
  }
});

test('a host slower than the phone, or no index at all, is refused', () => {
  assert.throws(() => slowdownFor(SLOWEST_INDEX - 1), /slower than the phone/);
  assert.throws(() => slowdownFor(Number.NaN), RangeError);
  assert.throws(() => slowdownFor(undefined), RangeError);
});

test("the host's benchmark index is read in Chromium and leaves no tab open", async () => {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  try {
    const index = await hostBenchmarkIndex(browser, 1);
    assert.ok(Number.isInteger(index) && index > 0, `index ${index}`);
    assert.deepEqual(
      browser.contexts().flatMap((context) => context.pages()),
      [],
    );
  } finally {
    await browser.close();
  }
});
