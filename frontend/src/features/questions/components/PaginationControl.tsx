import { Button, Flex, Text } from '@radix-ui/themes';
import { FormattedMessage, useIntl } from 'react-intl';
import { pageItems } from '../utils/pagination';

type PaginationControlProps = {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
};

/** Previous, the page numbers (with gaps when there are many), Next. Hidden for one page. */
export function PaginationControl({
  page,
  totalPages,
  onPageChange,
}: PaginationControlProps) {
  const intl = useIntl();
  const items = pageItems(page, totalPages);
  if (items.length === 0) return null;

  return (
    <nav
      aria-label={intl.formatMessage({ id: 'home.pagination.label' })}
      data-testid="pagination"
    >
      <Flex align="center" justify="center" gap="2" wrap="wrap">
        <Button
          variant="soft"
          color="gray"
          disabled={page <= 1}
          onClick={() => onPageChange(Math.min(page, totalPages + 1) - 1)}
          data-testid="pagination-previous"
        >
          <FormattedMessage id="home.pagination.previous" />
        </Button>
        {items.map((item) =>
          typeof item === 'number' ? (
            <Button
              key={item}
              variant={item === page ? 'solid' : 'soft'}
              color={item === page ? undefined : 'gray'}
              aria-current={item === page ? 'page' : undefined}
              aria-label={intl.formatMessage(
                { id: 'home.pagination.page' },
                { page: item },
              )}
              onClick={() => {
                if (item !== page) onPageChange(item);
              }}
              data-testid={`pagination-page-${item}`}
            >
              {item}
            </Button>
          ) : (
            <Text key={item} color="gray" aria-hidden="true">
              …
            </Text>
          ),
        )}
        <Button
          variant="soft"
          color="gray"
          disabled={page >= totalPages}
          onClick={() => onPageChange(page + 1)}
          data-testid="pagination-next"
        >
          <FormattedMessage id="home.pagination.next" />
        </Button>
      </Flex>
    </nav>
  );
}
