import { Flex, Heading, Text } from '@radix-ui/themes';
import type { ComponentProps, ReactNode } from 'react';

type FlexProps = ComponentProps<typeof Flex>;

type PageHeaderProps = {
  /** The page's one `<h1>`. */
  title: ReactNode;
  /** A line under the title, in grey. */
  subtitle?: ReactNode;
  /** Buttons or links shown beside the title, wrapping under it on narrow screens. */
  actions?: ReactNode;
  /** The subtitle's text size; 4 unless given. */
  subtitleSize?: '3' | '4';
  /** Space between the title and the subtitle; 2 unless given. */
  gap?: FlexProps['gap'];
  /** Space under the block; 6 unless given. */
  mb?: FlexProps['mb'];
  className?: string;
};

/** The heading block at the top of a page: title, optional subtitle and actions. */
export function PageHeader({
  title,
  subtitle,
  actions,
  subtitleSize = '4',
  gap = '2',
  mb = '6',
  className,
}: PageHeaderProps) {
  const heading = (
    <Flex
      direction="column"
      gap={gap}
      mb={actions ? undefined : mb}
      className={actions ? undefined : className}
    >
      <Heading as="h1" size="8">
        {title}
      </Heading>
      {subtitle ? (
        <Text as="p" size={subtitleSize} color="gray">
          {subtitle}
        </Text>
      ) : null}
    </Flex>
  );
  if (!actions) return heading;
  return (
    <Flex
      justify="between"
      align="start"
      gap="4"
      wrap="wrap"
      mb={mb}
      className={className}
    >
      {heading}
      {actions}
    </Flex>
  );
}
