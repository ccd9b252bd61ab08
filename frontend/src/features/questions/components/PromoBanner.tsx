import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { FormattedMessage } from 'react-intl';

/** The mobile apps, announced: the store buttons are placeholders until release. */
export function PromoBanner() {
  return (
    <Card size="4" className="promo-banner" data-testid="promo-banner">
      <Flex
        direction={{ initial: 'column', md: 'row' }}
        align={{ initial: 'start', md: 'center' }}
        justify="between"
        gap="5"
      >
        <Flex direction="column" gap="2">
          <Heading as="h2" size="6">
            <FormattedMessage id="home.promo.title" />
          </Heading>
          <Text as="p" size="3">
            <FormattedMessage id="home.promo.body" />
          </Text>
        </Flex>
        <Flex gap="3" wrap="wrap">
          <Button
            size="3"
            variant="solid"
            highContrast
            disabled
            className="store-button"
          >
            <Flex direction="column" align="start">
              <Text size="1">
                <FormattedMessage id="home.promo.comingSoon" />
              </Text>
              <Text size="3" weight="bold">
                <FormattedMessage id="home.promo.appStore" />
              </Text>
            </Flex>
          </Button>
          <Button
            size="3"
            variant="solid"
            highContrast
            disabled
            className="store-button"
          >
            <Flex direction="column" align="start">
              <Text size="1">
                <FormattedMessage id="home.promo.comingSoon" />
              </Text>
              <Text size="3" weight="bold">
                <FormattedMessage id="home.promo.googlePlay" />
              </Text>
            </Flex>
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
