import { useEffect, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Outlet } from 'react-router';
import { DEFAULT_LOCALE } from '../../i18n/locale';
import { messages } from '../../i18n/messages';
import { useLocale } from '../../i18n/use-locale';
import { Toaster } from '../../shared/toasts/Toaster';

/** Translations for the locale in the URL; keeps `<html lang>` in step. */
export function LocaleIntlProvider({ children }: { children: ReactNode }) {
  const locale = useLocale();

  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = 'ltr';
  }, [locale]);

  return (
    <IntlProvider
      locale={locale}
      defaultLocale={DEFAULT_LOCALE}
      messages={messages[locale]}
    >
      {children}
    </IntlProvider>
  );
}

/** Root route: locale, toasts, then the matched route. */
export function LocaleRoot() {
  return (
    <LocaleIntlProvider>
      <Outlet />
      <Toaster />
    </LocaleIntlProvider>
  );
}
