import { Suspense, use, useEffect, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Outlet } from 'react-router';
import { DEFAULT_LOCALE } from '../../i18n/locale';
import { loadedMessages, mainMessages } from '../../i18n/messages';
import { useLocale } from '../../i18n/use-locale';
import { DeferredToaster } from './deferred-widgets';
import { PageScroll } from './PageScroll';

/**
 * Translations for the locale in the URL; keeps `<html lang>` in step. With
 * `loadedOnly` (error screens, which must not wait nor fail on a catalogue that
 * could not load), an unloaded locale shows in the default one.
 */
export function LocaleIntlProvider({
  children,
  loadedOnly = false,
}: {
  children: ReactNode;
  loadedOnly?: boolean;
}) {
  const urlLocale = useLocale();
  const ready = loadedOnly ? loadedMessages(urlLocale) : undefined;
  const locale = loadedOnly && !ready ? DEFAULT_LOCALE : urlLocale;
  // Waits (Suspense) for a catalogue that is not loaded yet; the root route's
  // loader loads it before a page in its locale shows, so this is at once.
  const messages = ready ?? loadedMessages(locale) ?? use(mainMessages(locale));

  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = 'ltr';
  }, [locale]);

  return (
    <IntlProvider
      locale={locale}
      defaultLocale={DEFAULT_LOCALE}
      messages={messages}
    >
      {children}
    </IntlProvider>
  );
}

/**
 * Root route: locale, toasts, then the matched route. A new page opens at its
 * top (or at its #anchor); Back and Forward return to where the page was left.
 */
export function LocaleRoot() {
  return (
    <Suspense fallback={null}>
      <LocaleIntlProvider>
        <PageScroll />
        <Outlet />
        <DeferredToaster />
      </LocaleIntlProvider>
    </Suspense>
  );
}
