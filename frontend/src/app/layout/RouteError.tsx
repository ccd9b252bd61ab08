import { Button, Card, Flex, Heading } from '@radix-ui/themes';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useLocale } from '../../i18n/use-locale';
import { paths } from '../../shared/paths';
import { LocaleIntlProvider } from './LocaleRoot';

/** Shown when a page fails to render or its code fails to load. */
export function RouteError() {
  const locale = useLocale();
  return (
    <Card size="3" my="6" role="alert">
      <Flex direction="column" gap="3" align="start">
        <Heading as="h1" size="6">
          <FormattedMessage id="common.error" />
        </Heading>
        <Flex gap="3" wrap="wrap">
          <Button onClick={() => window.location.reload()}>
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
