import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { useLocale } from '../../../i18n/use-locale';
import { useDocumentTitle } from '../../../ui/use-document-title';

/** Any path the router does not know. */
export function NotFoundPage() {
  const intl = useIntl();
  const locale = useLocale();
  useDocumentTitle(intl.formatMessage({ id: 'notFound.title' }));

  return (
    <Flex
      direction="column"
      align="center"
      gap="4"
      py="9"
      className="not-found"
      data-testid="not-found"
    >
      <Text size="9" weight="bold" color="gray" aria-hidden="true">
        404
      </Text>
      <Heading as="h1" size="7" align="center">
        <FormattedMessage id="notFound.title" />
      </Heading>
      <Text as="p" size="3" color="gray" align="center">
        <FormattedMessage id="notFound.description" />
      </Text>
      <Button asChild size="3">
        <Link to={paths.home(locale)}>
          <FormattedMessage id="notFound.backHome" />
        </Link>
      </Button>
    </Flex>
  );
}
