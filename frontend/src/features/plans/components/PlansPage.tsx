import {
  Badge,
  Button,
  Card,
  Flex,
  Grid,
  Heading,
  Skeleton,
  Text,
} from '@radix-ui/themes';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { MessageId } from '../../../i18n/messages';
import { useLocale } from '../../../i18n/use-locale';
import { paths } from '../../../shared/paths';
import { useUser } from '../../../shared/session/get-user';
import { ErrorState } from '../../../ui/ErrorState';
import { useDocumentMeta } from '../../../ui/use-document-meta';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { usePlans, type Plan } from '../api/get-plans';
import './plans.css';
import { PageHeader } from '../../../ui/PageHeader';

const PLAN_NAME: Record<Plan['plan'], MessageId> = {
  free: 'plans.free.name',
  basic: 'plans.basic.name',
  pro: 'plans.pro.name',
};

const PLAN_SUMMARY: Record<Plan['plan'], MessageId> = {
  free: 'plans.free.summary',
  basic: 'plans.basic.summary',
  pro: 'plans.pro.summary',
};

function PlanCard({ plan, current }: { plan: Plan; current: boolean }) {
  const headingId = `plan-${plan.plan}`;
  return (
    <Card size="3" asChild>
      <section aria-labelledby={headingId} data-testid={`plan-${plan.plan}`}>
        <Flex direction="column" gap="3">
          <Flex align="center" justify="between" gap="2">
            <Heading as="h2" size="5" id={headingId}>
              <FormattedMessage id={PLAN_NAME[plan.plan]} />
            </Heading>
            {current && (
              <Badge color="green" radius="full">
                <FormattedMessage id="plans.current" />
              </Badge>
            )}
          </Flex>
          <Text as="p" size="2" color="gray">
            <FormattedMessage id={PLAN_SUMMARY[plan.plan]} />
          </Text>
          <ul className="plans-features">
            <li>
              <FormattedMessage
                id="plans.feature.translationsPerDay"
                values={{ count: plan.translationsPerDay }}
              />
            </li>
            <li>
              <FormattedMessage
                id="plans.feature.charactersPerTranslation"
                values={{ count: plan.charactersPerTranslation }}
              />
            </li>
            <li>
              <FormattedMessage
                id={
                  plan.advancedMode
                    ? 'plans.feature.advanced'
                    : 'plans.feature.noAdvanced'
                }
              />
            </li>
          </ul>
        </Flex>
      </section>
    </Card>
  );
}

/** Free, Basic and Pro: what each gives, with the server's own limits, and how to upgrade. */
export function PlansPage() {
  const intl = useIntl();
  const locale = useLocale();
  const { user } = useUser();
  const plans = usePlans();
  useDocumentTitle(intl.formatMessage({ id: 'plans.title' }));
  useDocumentMeta({
    description: intl.formatMessage({ id: 'plans.meta.description' }),
  });

  return (
    <Flex direction="column" gap="6" data-testid="plans-page">
      <PageHeader
        title={<FormattedMessage id="plans.title" />}
        subtitle={<FormattedMessage id="plans.subtitle" />}
        subtitleSize="3"
        mb="0"
      />
      {plans.isError ? (
        <ErrorState onRetry={() => void plans.refetch()} testId="plans-error" />
      ) : !plans.data ? (
        <Grid columns={{ initial: '1', md: '3' }} gap="4">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height="220px" />
          ))}
        </Grid>
      ) : (
        <>
          <Grid columns={{ initial: '1', md: '3' }} gap="4">
            {plans.data.plans.map((plan) => (
              <PlanCard
                key={plan.plan}
                plan={plan}
                current={user?.account_type === plan.plan}
              />
            ))}
          </Grid>
          <Card size="3" asChild>
            <section aria-labelledby="plans-everyone">
              <Flex direction="column" gap="2">
                <Heading as="h2" size="4" id="plans-everyone">
                  <FormattedMessage id="plans.everyone.title" />
                </Heading>
                <ul className="plans-features">
                  <li>
                    <FormattedMessage
                      id="plans.everyone.aiAnswers"
                      values={{ count: plans.data.aiAnswersPerDay }}
                    />
                  </li>
                  <li>
                    <FormattedMessage
                      id="plans.everyone.speech"
                      values={{ count: plans.data.speechMaxCharacters }}
                    />
                  </li>
                  <li>
                    <FormattedMessage
                      id="plans.everyone.guests"
                      values={{ count: plans.data.guestTranslationsPerDay }}
                    />
                  </li>
                </ul>
              </Flex>
            </section>
          </Card>
        </>
      )}
      <Card size="3" asChild>
        <section aria-labelledby="plans-upgrade">
          <Flex direction="column" gap="3" align="start">
            <Heading as="h2" size="4" id="plans-upgrade">
              <FormattedMessage id="plans.upgrade.title" />
            </Heading>
            <Text as="p" size="2">
              <FormattedMessage id="plans.upgrade.body" />
            </Text>
            <Button asChild>
              <Link to={paths.contact(locale)} data-testid="plans-contact">
                <FormattedMessage id="plans.upgrade.contact" />
              </Link>
            </Button>
          </Flex>
        </section>
      </Card>
    </Flex>
  );
}
