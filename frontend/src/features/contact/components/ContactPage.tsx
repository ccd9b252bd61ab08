import { Box, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDocumentMeta } from '../../../ui/use-document-meta';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { BusinessHoursCard, ContactInfoCard } from './ContactDetails';
import { ContactForm } from './ContactForm';

/** Contact page: a message form beside the team's contact details and hours. */
export function ContactPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'contact.title' }));
  useDocumentMeta({
    description: intl.formatMessage({ id: 'contact.meta.description' }),
  });

  return (
    <Box data-testid="contact-page">
      <Flex direction="column" gap="3" mb="6" className="page">
        <Heading as="h1" size="8">
          <FormattedMessage id="contact.title" />
        </Heading>
        <Text as="p" size="4" color="gray">
          <FormattedMessage id="contact.hero.subtitle" />
        </Text>
      </Flex>
      <Grid
        columns={{ initial: '1', md: 'minmax(0, 3fr) minmax(0, 2fr)' }}
        gap="5"
        align="start"
      >
        <ContactForm />
        <Flex direction="column" gap="5">
          <ContactInfoCard />
          <BusinessHoursCard />
        </Flex>
      </Grid>
    </Box>
  );
}
