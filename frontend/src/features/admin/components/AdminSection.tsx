import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useId, type ReactNode } from 'react';

type AdminSectionProps = {
  title: ReactNode;
  description?: ReactNode;
  /** Controls beside the title (a search box, a count). */
  aside?: ReactNode;
  children: ReactNode;
  testId: string;
  /** The section's anchor, for links such as `/admin#admin-messages`. */
  id?: string;
};

/** One block of the admin panel: a titled card named after its heading. */
export function AdminSection({
  title,
  description,
  aside,
  children,
  testId,
  id,
}: AdminSectionProps) {
  const headingId = useId();
  return (
    <Card size="3" asChild className="admin-section">
      <section id={id} aria-labelledby={headingId} data-testid={testId}>
        <Flex direction="column" gap="4">
          <Flex
            align={{ initial: 'start', sm: 'center' }}
            justify="between"
            gap="3"
            direction={{ initial: 'column', sm: 'row' }}
          >
            <Flex direction="column" gap="1" className="admin-section-heading">
              <Heading as="h2" size="5" id={headingId}>
                {title}
              </Heading>
              {description && (
                <Text as="p" size="2" color="gray">
                  {description}
                </Text>
              )}
            </Flex>
            {aside}
          </Flex>
          {children}
        </Flex>
      </section>
    </Card>
  );
}
