// Started beside the app on a page sent with its first frame (see
// START_AFTER_FIRST_PAINT in backend/src/web/client-app.ts), named after the
// page's language. It builds one formatter of each kind the app uses, on a
// thread of its own: the browser's locale data (ICU) is shared by a page's
// threads, so the app's first formatters find it loaded instead of loading it
// on the main thread while the page is starting. Then it ends.
/* global self, close */
const locale = self.name || 'en';
try {
  new Intl.PluralRules(locale).select(1);
  new Intl.NumberFormat(locale).format(1234.5);
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(0);
  new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-5, 'minute');
} catch {
  // A browser without one of these formatters: the app loads what it needs itself.
}
close();
