import { Button, Flex, Text } from '@radix-ui/themes';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { pageItems } from '../utils/pagination';

type PaginationControlProps = {
  page: number;
  totalPages: number;
  /** The address of a page of the same list. */
  hrefFor: (page: number) => string;
  /** Called when a page link is followed (e.g. to scroll to the list). */
  onNavigate?: () => void;
};

/**
 * Previous, the page numbers (with gaps when there are many), Next: real links, so
 * each page can be crawled and opened in a new tab. Hidden for one page.
 */
export function PaginationControl({
  page,
  totalPages,
  hrefFor,
  onNavigate,
}: PaginationControlProps) {
  const intl = useIntl();
  const items = pageItems(page, totalPages);
  if (items.length === 0) return null;
  const previous = Math.min(page, totalPages + 1) - 1;

  return (
    <nav
      aria-label={intl.formatMessage({ id: 'home.pagination.label' })}
      data-testid="pagination"
    >
      <Flex align="center" justify="center" gap="2" wrap="wrap">
        {page <= 1 ? (
          <Button
            variant="soft"
            color="gray"
            disabled
            data-testid="pagination-previous"
          >
            <FormattedMessage id="home.pagination.previous" />
          </Button>
        ) : (
          <Button variant="soft" color="gray" asChild>
            <Link
              to={hrefFor(previous)}
              rel="prev"
              onClick={onNavigate}
              data-testid="pagination-previous"
            >
              <FormattedMessage id="home.pagination.previous" />
            </Link>
          </Button>
        )}
        {items.map((item) =>
          typeof item === 'number' ? (
            <Button
              key={item}
              variant={item === page ? 'solid' : 'soft'}
              color={item === page ? undefined : 'gray'}
              asChild
            >
              <Link
                to={hrefFor(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={intl.formatMessage(
                  { id: 'home.pagination.page' },
                  { page: item },
                )}
                onClick={onNavigate}
                data-testid={`pagination-page-${item}`}
              >
                {item}
              </Link>
            </Button>
          ) : (
            <Text key={item} color="gray" aria-hidden="true">
              …
            </Text>
          ),
        )}
        {page >= totalPages ? (
          <Button
            variant="soft"
            color="gray"
            disabled
            data-testid="pagination-next"
          >
            <FormattedMessage id="home.pagination.next" />
          </Button>
        ) : (
          <Button variant="soft" color="gray" asChild>
            <Link
              to={hrefFor(page + 1)}
              rel="next"
              onClick={onNavigate}
              data-testid="pagination-next"
            >
              <FormattedMessage id="home.pagination.next" />
            </Link>
          </Button>
        )}
      </Flex>
    </nav>
  );
}
