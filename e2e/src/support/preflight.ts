/**
 * Before a run against a deployment (BASE_URL): checks that it answers as the
 * app does, so a wrong address or a server that is down stops the run at once
 * with one clear line, before any member or question is made.
 */

/** How long the deployment has to answer its health check. */
const HEALTH_TIMEOUT_MS = 15_000;

/** Why a fetch failed, as its network error names it (ECONNREFUSED, ENOTFOUND...). */
function networkReason(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } })
    .cause;
  if (error instanceof Error && error.name === 'TimeoutError')
    return `no answer within ${HEALTH_TIMEOUT_MS / 1000} s`;
  return (
    cause?.code ??
    cause?.message ??
    (error instanceof Error ? error.message : String(error))
  );
}

/**
 * What is wrong with the deployment at `origin`, or undefined when its health
 * check answers as the app's: 200 with the database up. `fetcher` is the
 * global fetch outside tests.
 */
export async function deploymentProblem(
  origin: string,
  fetcher: typeof fetch = fetch,
): Promise<string | undefined> {
  const url = `${origin}/api/health`;
  let response: Response;
  try {
    response = await fetcher(url, {
      signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
    });
  } catch (error) {
    return `Cannot reach BASE_URL ${origin} (${networkReason(error)}): is the deployment running, and is this its address?`;
  }
  const type = response.headers.get('content-type') ?? 'no content type';
  const body: unknown = type.includes('json')
    ? await response.json().catch(() => undefined)
    : undefined;
  const details = (body as { details?: Record<string, { status?: string }> })
    ?.details;
  if (!details?.database)
    return `BASE_URL ${origin} does not answer as this app: GET /api/health gave HTTP ${response.status} (${type}), not the app's health check. Is it the app's origin?`;
  if (response.status !== 200) {
    const down = Object.entries(details)
      .filter(([, part]) => part.status !== 'up')
      .map(([name]) => name);
    return `The app at ${origin} is not healthy: GET /api/health gave HTTP ${response.status}${down.length > 0 ? ` (down: ${down.join(', ')})` : ''}.`;
  }
  return undefined;
}

/** Playwright's global setup: stops the run when BASE_URL's deployment is not the app, up. */
export default async function preflight(): Promise<void> {
  const origin = process.env.BASE_URL?.replace(/\/$/, '');
  if (!origin) return;
  const problem = await deploymentProblem(origin);
  if (problem) throw new Error(problem);
}
