/**
 * A full page load of a server endpoint (e.g. the re-login redirect), leaving the
 * single-page app. Kept in one place so tests can replace it.
 */
export function navigateToServer(url: string): void {
  window.location.assign(url);
}
