import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';

/**
 * Runs against BASE_URL when given (any deployment), otherwise starts the
 * built app on a fresh embedded database.
 */
const externalBaseUrl = process.env.BASE_URL;
const port = Number(process.env.E2E_PORT ?? 3917);
const baseURL = externalBaseUrl ?? `http://localhost:${port}`;
const repoRoot = path.resolve(__dirname, '..');
const dataDir = path.join(__dirname, '.data');
const fakeAiPort = Number(process.env.E2E_FAKE_AI_PORT ?? port + 1);

export default defineConfig({
  testDir: './src',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    locale: 'en-US',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
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
        },
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
          command: `rm -rf "${dataDir}" && node "${path.join(repoRoot, 'backend', 'dist', 'main.js')}"`,
          url: `${baseURL}/api/health`,
          reuseExistingServer: false,
          timeout: 120_000,
          stdout: 'ignore',
          stderr: 'pipe',
          env: {
            PORT: String(port),
            DATA_DIR: dataDir,
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
