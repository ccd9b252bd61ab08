/** Variables a helper program (the PostgreSQL server, pg_dump) may inherit: never the app's own. */
const INHERITED = /^(PATH|LANG|LANGUAGE|LC_[A-Z]+|TZ|TZDIR)$/;

/**
 * The environment for a program the app starts: PATH, locale and time zone
 * from the app's environment, plus `extra`. Secrets (SESSION_SECRET, API
 * keys, SMTP_URL, DATABASE_URL, ...) are never passed on.
 */
export function childEnvironment(
  extra: Record<string, string | undefined> = {},
  env: Record<string, string | undefined> = process.env,
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(env))
    if (value !== undefined && INHERITED.test(name)) result[name] = value;
  for (const [name, value] of Object.entries(extra))
    if (value !== undefined) result[name] = value;
  return result;
}
