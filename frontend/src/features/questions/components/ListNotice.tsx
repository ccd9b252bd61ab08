import { Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

/** What shows in place of the list when it has nothing to show: a heading, a line and actions. */
export function ListNotice({
  testId,
  title,
  description,
  children,
}: {
  testId: string;
  title: ReactNode;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <Flex
      direction="column"
      align="center"
      gap="3"
      py="8"
      className="home-empty"
      data-testid={testId}
    >
      <Heading as="h2" size="5">
        {title}
      </Heading>
      <Text as="p" color="gray" align="center">
        {description}
      </Text>
      {children}
    </Flex>
  );
}
