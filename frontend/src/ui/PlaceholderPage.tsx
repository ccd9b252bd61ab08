import { Box, Card, Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useDocumentTitle } from './use-document-title';

type PlaceholderPageProps = {
  title: string;
  subtitle?: string;
  /** Tab title when it differs from the heading. */
  documentTitle?: string;
  /** Shown before the title, e.g. a flag. */
  leading?: ReactNode;
  children?: ReactNode;
};

/** A page that is not built yet: its name and a short notice. */
export function PlaceholderPage({
  title,
  subtitle,
  documentTitle,
  leading,
  children,
}: PlaceholderPageProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <Box className="page">
      <Flex direction="column" gap="3" mb="5">
        <Heading as="h1" size="8">
          {leading}
          {title}
        </Heading>
        {subtitle && (
          <Text as="p" size="4" color="gray">
            {subtitle}
          </Text>
        )}
      </Flex>
      {children}
      <Card size="3" variant="surface">
        <Text as="p" color="gray">
          <FormattedMessage id="placeholder.comingSoon" />
        </Text>
      </Card>
    </Box>
  );
}
