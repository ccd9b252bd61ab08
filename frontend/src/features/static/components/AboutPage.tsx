import { Button, Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { BRAND_NAME } from '../../../config/brand';
import type { MessageId } from '../../../i18n/messages';
import { useLocale } from '../../../i18n/use-locale';
import { ChatIcon, GlobeIcon } from '../../../ui/icons';
import {
  BookIcon,
  CodeIcon,
  HeartIcon,
  ShieldIcon,
  SparkleIcon,
} from '../../../ui/feature-icons';
import { useDocumentMeta } from '../../../ui/use-document-meta';
import { useDocumentTitle } from '../../../ui/use-document-title';

type Feature = { icon: ReactNode; title: MessageId; body: MessageId };

const VALUES: Feature[] = [
  {
    icon: <ChatIcon width="20" height="20" />,
    title: 'about.values.nativeVoices.title',
    body: 'about.values.nativeVoices.body',
  },
  {
    icon: <GlobeIcon width="20" height="20" />,
    title: 'about.values.everyDialect.title',
    body: 'about.values.everyDialect.body',
  },
  {
    icon: <SparkleIcon width="20" height="20" />,
    title: 'about.values.honestAi.title',
    body: 'about.values.honestAi.body',
  },
  {
    icon: <HeartIcon width="20" height="20" />,
    title: 'about.values.respect.title',
    body: 'about.values.respect.body',
  },
];

/** Community figures, shown as they are. */
const FIGURES: { value: MessageId; label: MessageId; testId: string }[] = [
  {
    value: 'about.stats.learnersValue',
    label: 'about.stats.learners',
    testId: 'about-stat-learners',
  },
  {
    value: 'about.stats.speakersValue',
    label: 'about.stats.speakers',
    testId: 'about-stat-speakers',
  },
  {
    value: 'about.stats.languagesValue',
    label: 'about.stats.languages',
    testId: 'about-stat-languages',
  },
  {
    value: 'about.stats.answeredValue',
    label: 'about.stats.answered',
    testId: 'about-stat-answered',
  },
];

const TEAM: Feature[] = [
  {
    icon: <ShieldIcon width="20" height="20" />,
    title: 'about.team.moderators.title',
    body: 'about.team.moderators.body',
  },
  {
    icon: <BookIcon width="20" height="20" />,
    title: 'about.team.educators.title',
    body: 'about.team.educators.body',
  },
  {
    icon: <CodeIcon width="20" height="20" />,
    title: 'about.team.builders.title',
    body: 'about.team.builders.body',
  },
];

const STORY: MessageId[] = [
  'about.story.p1',
  'about.story.p2',
  'about.story.p3',
];

function FeatureCard({ feature }: { feature: Feature }) {
  return (
    <Card size="3" asChild>
      <li>
        <Flex direction="column" gap="3">
          <span className="feature-icon">{feature.icon}</span>
          <Heading as="h3" size="4">
            <FormattedMessage id={feature.title} />
          </Heading>
          <Text as="p" size="2" color="gray">
            <FormattedMessage id={feature.body} />
          </Text>
        </Flex>
      </li>
    </Card>
  );
}

/** Who we are: mission, values, story, figures, the team and an invitation to join. */
export function AboutPage() {
  const intl = useIntl();
  const locale = useLocale();
  useDocumentTitle(intl.formatMessage({ id: 'about.title' }));
  useDocumentMeta({
    description: intl.formatMessage({ id: 'about.meta.description' }),
  });

  return (
    <Flex direction="column" gap="8" className="about-page">
      <Flex direction="column" gap="3" className="about-hero">
        <Heading as="h1" size={{ initial: '8', md: '9' }}>
          <FormattedMessage id="about.title" />
        </Heading>
        <Text as="p" size={{ initial: '4', md: '5' }} color="gray">
          <FormattedMessage
            id="about.hero.subtitle"
            values={{ brand: BRAND_NAME }}
          />
        </Text>
      </Flex>

      <section aria-labelledby="about-mission">
        <Heading as="h2" size="6" mb="3" id="about-mission">
          <FormattedMessage id="about.mission.title" />
        </Heading>
        <Text as="p" size="4">
          <FormattedMessage id="about.mission.body" />
        </Text>
      </section>

      <section aria-labelledby="about-values">
        <Heading as="h2" size="6" mb="4" id="about-values">
          <FormattedMessage id="about.values.title" />
        </Heading>
        <Grid asChild columns={{ initial: '1', sm: '2' }} gap="4">
          <ul className="feature-grid">
            {VALUES.map((value) => (
              <FeatureCard key={value.title} feature={value} />
            ))}
          </ul>
        </Grid>
      </section>

      <section aria-labelledby="about-story">
        <Heading as="h2" size="6" mb="3" id="about-story">
          <FormattedMessage id="about.story.title" />
        </Heading>
        <Flex direction="column" gap="3">
          {STORY.map((paragraph) => (
            <Text as="p" size="3" key={paragraph}>
              <FormattedMessage id={paragraph} values={{ brand: BRAND_NAME }} />
            </Text>
          ))}
        </Flex>
      </section>

      <Card size="3" asChild>
        <section aria-labelledby="about-stats" data-testid="about-stats">
          <Heading as="h2" size="6" mb="4" id="about-stats">
            <FormattedMessage id="about.stats.title" />
          </Heading>
          <Grid asChild columns={{ initial: '2', md: '4' }} gap="4">
            <dl className="about-figures">
              {FIGURES.map((figure) => (
                <div
                  key={figure.label}
                  className="figure"
                  data-testid={figure.testId}
                >
                  <dt>
                    <Text size="2" color="gray">
                      <FormattedMessage id={figure.label} />
                    </Text>
                  </dt>
                  <dd>
                    <Text size="7" weight="bold" className="about-figure-value">
                      <FormattedMessage id={figure.value} />
                    </Text>
                  </dd>
                </div>
              ))}
            </dl>
          </Grid>
        </section>
      </Card>

      <section aria-labelledby="about-team">
        <Heading as="h2" size="6" mb="2" id="about-team">
          <FormattedMessage id="about.team.title" />
        </Heading>
        <Text as="p" size="3" color="gray" mb="4">
          <FormattedMessage
            id="about.team.intro"
            values={{ brand: BRAND_NAME }}
          />
        </Text>
        <Grid asChild columns={{ initial: '1', md: '3' }} gap="4">
          <ul className="feature-grid">
            {TEAM.map((member) => (
              <FeatureCard key={member.title} feature={member} />
            ))}
          </ul>
        </Grid>
      </section>

      <Card size="4" className="about-cta" asChild>
        <section aria-labelledby="about-cta">
          <Flex
            direction={{ initial: 'column', md: 'row' }}
            align={{ initial: 'start', md: 'center' }}
            justify="between"
            gap="4"
          >
            <Flex direction="column" gap="2">
              <Heading as="h2" size="6" id="about-cta">
                <FormattedMessage id="about.cta.title" />
              </Heading>
              <Text as="p" size="3">
                <FormattedMessage id="about.cta.body" />
              </Text>
            </Flex>
            <Button asChild size="3">
              <Link to={paths.auth(locale)} data-testid="about-cta-button">
                <FormattedMessage id="about.cta.button" />
              </Link>
            </Button>
          </Flex>
        </section>
      </Card>
    </Flex>
  );
}
