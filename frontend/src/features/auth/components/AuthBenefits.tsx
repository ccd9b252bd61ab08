import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { BRAND_NAME } from '../../../config/brand';
import type { MessageId } from '../../../i18n/messages';
import { ChatIcon, GlobeIcon, TranslateIcon } from '../../../ui/icons';
import { SparkleIcon, ThumbUpIcon } from '../../../ui/feature-icons';
import { useAssistantAnswers } from '../../../shared/assistant';

const BENEFITS: { icon: ReactNode; title: MessageId; body: MessageId }[] = [
  {
    icon: <ChatIcon width="20" height="20" />,
    title: 'auth.benefits.nativeSpeakers.title',
    body: 'auth.benefits.nativeSpeakers.body',
  },
  {
    icon: <SparkleIcon width="20" height="20" />,
    title: 'auth.benefits.ai.title',
    body: 'auth.benefits.ai.body',
  },
  {
    icon: <TranslateIcon width="20" height="20" />,
    title: 'auth.benefits.translator.title',
    body: 'auth.benefits.translator.body',
  },
  {
    icon: <GlobeIcon width="20" height="20" />,
    title: 'auth.benefits.bilingual.title',
    body: 'auth.benefits.bilingual.body',
  },
];

/** In the AI assistant's place on a site without one: what the community does instead. */
const WITHOUT_ASSISTANT = {
  icon: <ThumbUpIcon width="20" height="20" />,
  title: 'auth.benefits.votes.title',
  body: 'auth.benefits.votes.body',
} as const;

/**
 * Why join: the marketing copy beside the sign-in forms. The assistant's
 * answers are promised only where it answers.
 */
export function AuthBenefits() {
  const assistant = useAssistantAnswers();
  const benefits = assistant
    ? BENEFITS
    : BENEFITS.map((benefit) =>
        benefit.title === 'auth.benefits.ai.title'
          ? { ...benefit, ...WITHOUT_ASSISTANT }
          : benefit,
      );
  return (
    <Card size="3" variant="surface" className="auth-benefits">
      <Flex direction="column" gap="5">
        <Heading as="h2" size="5">
          <FormattedMessage
            id="auth.benefits.title"
            values={{ brand: BRAND_NAME }}
          />
        </Heading>
        <ul className="auth-benefits-list">
          {benefits.map((benefit) => (
            <li key={benefit.title}>
              <span className="auth-benefit-icon">{benefit.icon}</span>
              <Flex direction="column" gap="1">
                <Text as="p" weight="bold">
                  <FormattedMessage id={benefit.title} />
                </Text>
                <Text as="p" size="2" color="gray">
                  <FormattedMessage id={benefit.body} />
                </Text>
              </Flex>
            </li>
          ))}
        </ul>
      </Flex>
    </Card>
  );
}
