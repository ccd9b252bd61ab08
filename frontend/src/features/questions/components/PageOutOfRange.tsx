import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';

/**
 * A page number past the list's last page (an old link, an edited address): says
 * so and leads to the last page and the first, instead of looking like an empty site.
 */
export function PageOutOfRange({
  page,
  lastPage,
  hrefFor,
}: {
  page: number;
  lastPage: number;
  hrefFor: (page: number) => string;
}) {
  // Laid out as the list's other notices (ListNotice), in a chunk of its own.
  return (
    <Flex
      direction="column"
      align="center"
      gap="3"
      py="8"
      className="home-empty"
      data-testid="home-page-out-of-range"
    >
      <Heading as="h2" size="5">
        <FormattedMessage id="home.pageOutOfRange.title" values={{ page }} />
      </Heading>
      <Text as="p" color="gray" align="center">
        <FormattedMessage
          id="home.pageOutOfRange.description"
          values={{ totalPages: lastPage }}
        />
      </Text>
      <Flex gap="3" wrap="wrap" justify="center">
        <Button asChild size="3">
          <Link to={hrefFor(lastPage)} data-testid="home-last-page">
            <FormattedMessage id="home.pageOutOfRange.last" />
          </Link>
        </Button>
        {lastPage > 1 && (
          <Button asChild size="3" variant="soft">
            <Link to={hrefFor(1)} data-testid="home-first-page">
              <FormattedMessage id="home.pageOutOfRange.first" />
            </Link>
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
