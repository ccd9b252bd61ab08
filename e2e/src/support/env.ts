import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test, type APIRequestContext } from '@playwright/test';

/**
 * Where the suite runs. Without BASE_URL, playwright.config.ts starts the app on a fresh
 * embedded database with the stand-in AI servers and a known admin; with BASE_URL, the
 * suite is a guest of that deployment: it only uses the public API, names everything it
 * creates after the run id, and removes it at the end when an admin account is given.
 */
export const EXTERNAL = !!process.env.BASE_URL;

/** Short id of this run (set once by playwright.config.ts, shared by every worker). */
export const RUN_ID = process.env.E2E_RUN_ID ?? 'local';

/** The admin the local server creates at start-up (playwright.config.ts). */
export const LOCAL_ADMIN = {
  email: 'admin@e2e.test',
  password: 'e2e-admin-password',
};

/** An admin account of the server under test, or null when none was given. */
export const ADMIN_CREDENTIALS: { email: string; password: string } | null =
  EXTERNAL
    ? process.env.E2E_ADMIN_EMAIL && process.env.E2E_ADMIN_PASSWORD
      ? {
          email: process.env.E2E_ADMIN_EMAIL,
          password: process.env.E2E_ADMIN_PASSWORD,
        }
      : null
    : LOCAL_ADMIN;

export const NO_ADMIN_REASON =
  'needs an admin account on the deployment: set E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD';

export const LOCAL_ONLY_REASON =
  'needs the local server: the stand-in AI provider and a database no one else writes to';

/** Skips the current test, with the reason printed, when it needs an admin and has none. */
export function requireAdmin() {
  test.skip(!ADMIN_CREDENTIALS, NO_ADMIN_REASON);
}

/**
 * Skips the current test against a deployment, with the reason printed: it depends on
 * the stand-in AI provider's answers or on exact counts in a database of its own.
 */
export function requireLocalServer(why = LOCAL_ONLY_REASON) {
  test.skip(EXTERNAL, why);
}

export const NO_AI_REASON =
  'needs an AI provider on the deployment (its /api/health says the assistant is off)';

/** The deployment's answer, read once per worker: it does not change during a run. */
let deploymentAiOn: boolean | undefined;

/**
 * Whether the server under test has an AI provider (its health's assistant
 * state). The local server always has its stand-ins.
 */
export async function aiProviderOn(
  request: APIRequestContext,
): Promise<boolean> {
  if (!EXTERNAL) return true;
  if (deploymentAiOn === undefined) {
    const health = (await (await request.get('/api/health')).json()) as {
      details?: { assistant?: { state?: string } };
    };
    deploymentAiOn = health.details?.assistant?.state === 'on';
  }
  return deploymentAiOn;
}

/** Skips the current test, with the reason printed, on a deployment without an AI provider. */
export async function requireAiProvider(request: APIRequestContext) {
  test.skip(!(await aiProviderOn(request)), NO_AI_REASON);
}

/**
 * Files the setup project writes: storage states and what the run created. One folder
 * per run, so runs side by side on one machine never touch each other's sessions.
 */
export const AUTH_DIR = path.resolve(__dirname, '..', '..', '.auth', RUN_ID);
const CREATED_FILE = path.join(AUTH_DIR, 'created.ndjson');

export type Created = {
  kind: 'question';
  id: number;
  locale: 'en' | 'fr';
};

/** Notes something the run created, for the clean-up at the end. */
export function recordCreated(item: Created) {
  mkdirSync(AUTH_DIR, { recursive: true });
  appendFileSync(CREATED_FILE, `${JSON.stringify(item)}\n`);
}

export function createdItems(): Created[] {
  if (!existsSync(CREATED_FILE)) return [];
  return readFileSync(CREATED_FILE, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Created);
}
