import { Button, Card, Flex, Heading } from '@radix-ui/themes';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLocale } from '../../i18n/use-locale';
import { paths } from '../../shared/paths';
import { useDocumentTitle } from '../../ui/use-document-title';
import { LocaleIntlProvider } from './LocaleRoot';

const reload = () => window.location.reload();

/**
 * Shown when a page fails to render or its code fails to load. Offline (the
 * page's code could not load), it tries again by itself once the connection is back.
 */
export function RouteError() {
  const locale = useLocale();
  const title = useIntl().formatMessage({ id: 'common.error' });
  useDocumentTitle(title);
  useEffect(() => {
    if (navigator.onLine) return;
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, []);
  return (
    <Card size="3" my="6" role="alert">
      <Flex direction="column" gap="3" align="start">
        <Heading as="h1" size="6">
          {title}
        </Heading>
        <Flex gap="3" wrap="wrap">
          <Button onClick={reload}>
            <FormattedMessage id="common.tryAgain" />
          </Button>
          <Button asChild variant="soft">
            <Link to={paths.home(locale)}>
              <FormattedMessage id="notFound.backHome" />
            </Link>
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}

/** Last resort for errors above the layout: brings its own translations. */
export function RootRouteError() {
  return (
    <LocaleIntlProvider loadedOnly>
      <Flex justify="center" px="4">
        <RouteError />
      </Flex>
    </LocaleIntlProvider>
  );
}
