import { Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { TranslateIcon } from '../../../ui/icons';
import { SparkleIcon } from '../../../ui/feature-icons';
import { useTranslatorIntl } from '../hooks/use-translator-intl';

/** What standard and advanced mode are. */
export function EngineInfoCards() {
  const { t } = useTranslatorIntl();
  return (
    <Grid columns={{ initial: '1', sm: '2' }} gap="4">
      <Card size="3" data-testid="translator-info-standard">
        <Flex direction="column" gap="2">
          <Heading as="h2" size="3">
            <Flex as="span" align="center" gap="2">
              <TranslateIcon />
              {t('translator.modes.standard.title')}
            </Flex>
          </Heading>
          <Text as="p" size="2" color="gray">
            {t('translator.modes.standard.body')}
          </Text>
        </Flex>
      </Card>
      <Card size="3" data-testid="translator-info-advanced">
        <Flex direction="column" gap="2">
          <Heading as="h2" size="3">
            <Flex as="span" align="center" gap="2">
              <SparkleIcon />
              {t('translator.modes.advanced.title')}
            </Flex>
          </Heading>
          <Text as="p" size="2" color="gray">
            {t('translator.modes.advanced.body')}
          </Text>
        </Flex>
      </Card>
    </Grid>
  );
}
