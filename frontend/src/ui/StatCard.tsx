import { Card, Flex, Skeleton, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

type StatCardProps = {
  label: ReactNode;
  /** The figure, in large bold type (`<testId>-value`). */
  value?: ReactNode;
  /** Shown instead of `value` when the card says more than one figure. */
  children?: ReactNode;
  /** Shows a skeleton in place of the figure while it loads. */
  loading?: boolean;
  testId?: string;
};

/** One figure on a grid of statistics: a grey label above a large value. */
export function StatCard({
  label,
  value,
  children,
  loading = false,
  testId,
}: StatCardProps) {
  return (
    <Card size="2" data-testid={testId}>
      <Flex direction="column" gap={children ? '2' : '1'}>
        <Text size="2" color="gray">
          {label}
        </Text>
        <Skeleton loading={loading}>
          {children ?? (
            <Text
              size="7"
              weight="bold"
              data-testid={testId ? `${testId}-value` : undefined}
            >
              {value}
            </Text>
          )}
        </Skeleton>
      </Flex>
    </Card>
  );
}
