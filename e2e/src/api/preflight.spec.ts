import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { deploymentProblem } from '../support/preflight';

/** A server on a free local port answering every request with `answer`. */
async function serving(
  answer: (res: import('node:http').ServerResponse) => void,
): Promise<{ origin: string; server: Server }> {
  const server = createServer((_req, res) => answer(res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, server };
}

const close = (server: Server) =>
  new Promise<void>((resolve) => server.close(() => resolve()));

/** The check a run against BASE_URL makes first (Playwright's global setup). */
test.describe('the check of a deployment before a run', () => {
  test('passes the app under test', async ({ baseURL }) => {
    expect(await deploymentProblem(baseURL!)).toBeUndefined();
  });

  test('names an address nothing answers on', async () => {
    // A port that was just free: nothing listens on it any more.
    const { origin, server } = await serving((res) => res.end());
    await close(server);
    expect(await deploymentProblem(origin)).toBe(
      `Cannot reach BASE_URL ${origin} (ECONNREFUSED): is the deployment running, and is this its address?`,
    );
  });

  test('names a server that is not the app', async () => {
    const { origin, server } = await serving((res) => {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<h1>Not Found</h1>');
    });
    try {
      expect(await deploymentProblem(origin)).toBe(
        `BASE_URL ${origin} does not answer as this app: GET /api/health gave HTTP 404 (text/html), not the app's health check. Is it the app's origin?`,
      );
    } finally {
      await close(server);
    }
  });

  test('names what is down in an app that is not healthy', async () => {
    const { origin, server } = await serving((res) => {
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          status: 'error',
          details: {
            database: { status: 'down' },
            assistant: { status: 'up' },
          },
        }),
      );
    });
    try {
      expect(await deploymentProblem(origin)).toBe(
        `The app at ${origin} is not healthy: GET /api/health gave HTTP 503 (down: database).`,
      );
    } finally {
      await close(server);
    }
  });
});
