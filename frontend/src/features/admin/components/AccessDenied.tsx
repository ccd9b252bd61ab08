import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { useLocale } from '../../../i18n/use-locale';

/** What members without admin privileges see instead of the panel. */
export function AccessDenied() {
  const locale = useLocale();
  return (
    <Flex
      direction="column"
      align="center"
      gap="4"
      py="9"
      data-testid="admin-access-denied"
    >
      <Heading as="h1" size="8" align="center">
        <FormattedMessage id="admin.accessDenied.title" />
      </Heading>
      <Text as="p" color="gray" align="center">
        <FormattedMessage id="admin.accessDenied.description" />
      </Text>
      <Button asChild>
        <Link to={paths.home(locale)}>
          <FormattedMessage id="admin.accessDenied.backHome" />
        </Link>
      </Button>
    </Flex>
  );
}
