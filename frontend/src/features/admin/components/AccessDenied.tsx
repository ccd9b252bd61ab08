import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { useLocale } from '../../../i18n/use-locale';
import { userQueryOptions } from '../../../shared/session/get-user';

/**
 * What members without admin privileges see instead of the panel. The session
 * is read again whenever the window comes back into focus: a member made an
 * admin meanwhile then gets the panel without reloading.
 */
export function AccessDenied() {
  const locale = useLocale();
  useQuery({ ...userQueryOptions, refetchOnWindowFocus: 'always' });
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
