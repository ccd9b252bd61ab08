import { defineConfig, devices } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';

/**
 * Runs against BASE_URL when given (any deployment), otherwise starts the
 * built app on a fresh embedded database.
 *
 * Projects: `setup` saves the guest, member, premium member and admin states and
 * `cleanup` removes what the run created; `api` is the HTTP contract (no browser);
 * `web` is every screen in a browser.
 */
const externalBaseUrl = process.env.BASE_URL;
if (externalBaseUrl !== undefined) {
  // The app is served from its origin's root: the suite's calls (/api/...,
  // /question/7) are absolute paths, so a path in BASE_URL would be ignored.
  let url: URL;
  try {
    url = new URL(externalBaseUrl);
  } catch {
    throw new Error(
      `BASE_URL is not a URL: ${externalBaseUrl} (give the deployment's origin, such as https://qa.example.org)`,
    );
  }
  if (
    !/^https?:$/.test(url.protocol) ||
    url.pathname.replace(/\/$/, '') !== '' ||
    url.search ||
    url.hash
  )
    throw new Error(
      `BASE_URL must be the deployment's origin (http or https, a host, a port if any, no path): ${externalBaseUrl}; the app is served from its root`,
    );
}
// One id per run, shared by every worker: it names the members and data the run makes.
process.env.E2E_RUN_ID ??= Date.now().toString(36).slice(-6);
const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
    '--disable-quic',
  ],
};
const port = Number(process.env.E2E_PORT ?? 3917);
const baseURL = externalBaseUrl ?? `http://localhost:${port}`;
const repoRoot = path.resolve(__dirname, '..');
// One data folder per port, so two runs on one machine never delete each other's database.
const dataDir = path.join(__dirname, '.data', String(port));
// Outside any dot-folder: static file serving refuses paths with a segment starting with a dot.
const clientDir = path.join(os.tmpdir(), `e2e-client-${port}`);
const fakeAiPort = Number(process.env.E2E_FAKE_AI_PORT ?? port + 1);

export default defineConfig({
  testDir: './src',
  outputDir: './test-results',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // Retries only in CI, with a trace of the retry; locally a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['./src/support/skip-reporter.ts']],
  // Against a deployment, a first check that it is the app, up (src/support/preflight.ts).
  globalSetup: externalBaseUrl
    ? path.join(__dirname, 'src', 'support', 'preflight.ts')
    : undefined,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'on-first-retry',
    locale: 'en-US',
  },
  projects: [
    {
      name: 'setup',
      testMatch: /setup\/.*\.setup\.ts$/,
      teardown: 'cleanup',
    },
    {
      name: 'cleanup',
      testMatch: /setup\/.*\.teardown\.ts$/,
    },
    {
      name: 'api',
      testMatch: /api\/.*\.spec\.ts$/,
      dependencies: ['setup'],
    },
    {
      name: 'web',
      testMatch: /web\/.*\.spec\.ts$/,
      dependencies: ['setup'],
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: chromiumLaunch,
      },
    },
  ],
  webServer: externalBaseUrl
    ? undefined
    : [
        {
          // A stand-in AI provider speaking the OpenAI and Gemini wire formats.
          command: `node "${path.join(repoRoot, 'backend', 'dist', 'cli', 'fake-ai.js')}" ${fakeAiPort}`,
          port: fakeAiPort,
          reuseExistingServer: false,
          timeout: 30_000,
          stdout: 'ignore',
          stderr: 'pipe',
        },
        {
          // The client build is copied first: a rebuild of frontend/dist during the run
          // cannot swap the files under the pages being tested.
          command: `rm -rf "${dataDir}" "${clientDir}" && mkdir -p "${dataDir}" && cp -R "${path.join(repoRoot, 'frontend', 'dist')}" "${clientDir}" && node "${path.join(repoRoot, 'backend', 'dist', 'main.js')}"`,
          url: `${baseURL}/api/health`,
          reuseExistingServer: false,
          timeout: 120_000,
          // Stopped as a user stops it: the app ends its work, then its
          // PostgreSQL (a process group of its own, which a kill of the
          // app's group would leave running).
          gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
          stdout: 'ignore',
          stderr: 'pipe',
          env: {
            PORT: String(port),
            DATA_DIR: dataDir,
            CLIENT_DIST_DIR: clientDir,
            NODE_ENV: 'test',
            LOG_LEVEL: 'warn',
            DEMO_ADMIN: 'false',
            // Each test makes the questions it reads; no demo community.
            SEED_ON_EMPTY: 'false',
            ADMIN_EMAIL: 'admin@e2e.test',
            ADMIN_PASSWORD: 'e2e-admin-password',
            // Every e2e test signs up or in from 127.0.0.1.
            RATE_LIMIT_REGISTER_PER_IP: '10000',
            RATE_LIMIT_LOGIN_PER_IP: '10000',
            TRANSLATOR_DAILY_LIMITS:
              'guest:10000,free:10000,basic:10000,pro:10000',
            // Some tests post many questions, searches and votes as one member
            // or from one address: the metering limits are set out of reach.
            RATE_LIMIT_ASK_PER_HOUR: '10000',
            RATE_LIMIT_ANSWER_PER_HOUR: '10000',
            RATE_LIMIT_VOTE_PER_MINUTE: '10000',
            RATE_LIMIT_REPORT_PER_HOUR: '10000',
            RATE_LIMIT_SEARCH_PER_MINUTE: '10000',
            RATE_LIMIT_TRANSLATE_PER_MINUTE: '10000',
            RATE_LIMIT_TTS_PER_IP: '10000',
            RATE_LIMIT_CONTACT_PER_IP: '10000',
            AI_ANSWERS_PER_DAY: '10000',
            OPENAI_API_KEY: 'stand-in',
            OPENAI_BASE_URL: `http://127.0.0.1:${fakeAiPort}/v1`,
            GEMINI_API_KEY: 'stand-in',
            GEMINI_BASE_URL: `http://127.0.0.1:${fakeAiPort}`,
            AI_JOB_MAINTENANCE_SECONDS: '2',
          },
        },
      ],
});
