import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { FormattedMessage } from 'react-intl';
import { LocaleIntlProvider } from './LocaleRoot';

/** Shown when a page fails to render or its code fails to load. */
export function RouteError() {
  return (
    <Card size="3" my="6" role="alert">
      <Flex direction="column" gap="3" align="start">
        <Heading as="h1" size="6">
          <FormattedMessage id="common.error" />
        </Heading>
        <Text as="p" color="gray">
          <FormattedMessage id="notFound.backHome" />
        </Text>
        <Button onClick={() => window.location.reload()}>
          <FormattedMessage id="common.tryAgain" />
        </Button>
      </Flex>
    </Card>
  );
}

/** Last resort for errors above the layout: brings its own translations. */
export function RootRouteError() {
  return (
    <LocaleIntlProvider>
      <Flex justify="center" px="4">
        <RouteError />
      </Flex>
    </LocaleIntlProvider>
  );
}
