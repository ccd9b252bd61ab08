import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { useLocale } from '../../../i18n/use-locale';
import { userQueryOptions } from '../../../shared/session/get-user';
import { useLiveConnection } from '../../../api/socket';

/**
 * What members without admin privileges see instead of the panel. A member
 * made an admin meanwhile gets the panel without reloading: the page keeps
 * the live connection open, over which the server says the member's rights
 * changed (AccountWatch then reads the session again), and the session is
 * read again whenever the window comes back into focus.
 */
export function AccessDenied() {
  const locale = useLocale();
  useLiveConnection();
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
