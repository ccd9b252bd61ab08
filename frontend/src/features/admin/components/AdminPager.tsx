import { Button, Flex, Text } from '@radix-ui/themes';
import { FormattedMessage, useIntl } from 'react-intl';

type AdminPagerProps = {
  offset: number;
  pageSize: number;
  /** How many items there are in all. */
  total: number;
  /** How many items the current page shows. */
  shown: number;
  onOffsetChange: (offset: number) => void;
  /** Names the navigation for screen readers, e.g. 'Users pages'. */
  label: string;
  disabled?: boolean;
  testId: string;
};

/** "21–40 of 134" with Previous and Next; hidden when everything fits on one page. */
export function AdminPager({
  offset,
  pageSize,
  total,
  shown,
  onOffsetChange,
  label,
  disabled = false,
  testId,
}: AdminPagerProps) {
  const intl = useIntl();
  if (total <= pageSize && offset === 0) return null;
  const from = shown === 0 ? 0 : offset + 1;
  const to = offset + shown;
  return (
    <Flex asChild align="center" justify="between" gap="3" wrap="wrap">
      <nav aria-label={label} data-testid={testId}>
        <Text size="2" color="gray" data-testid={`${testId}-range`}>
          <FormattedMessage
            id="admin.pager.range"
            values={{ from, to, total }}
          />
        </Text>
        <Flex gap="2">
          <Button
            variant="soft"
            disabled={disabled || offset === 0}
            onClick={() => onOffsetChange(Math.max(0, offset - pageSize))}
          >
            {intl.formatMessage({ id: 'admin.pager.previous' })}
          </Button>
          <Button
            variant="soft"
            disabled={disabled || offset + pageSize >= total}
            onClick={() => onOffsetChange(offset + pageSize)}
          >
            {intl.formatMessage({ id: 'admin.pager.next' })}
          </Button>
        </Flex>
      </nav>
    </Flex>
  );
}

/**
 * Where a paged list should be: a later page its last item was removed from
 * (not one still loading) goes back a page. Called while rendering, with the
 * list's `setOffset`.
 */
export function goBackWhenEmptied(
  offset: number,
  pageSize: number,
  shown: number | undefined,
  loading: boolean,
  setOffset: (offset: number) => void,
): void {
  if (shown === 0 && !loading && offset > 0)
    setOffset(Math.max(0, offset - pageSize));
}
