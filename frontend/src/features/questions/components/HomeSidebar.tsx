import { Card, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import type { MessageId } from '../../../i18n/messages';
import { useLocale } from '../../../i18n/use-locale';
import { ErrorState } from '../../../ui/ErrorState';
import { Flag } from '../../../ui/Flag';
import { languageFlag, languageName } from '../../../ui/languages';
import { useLanguageCounts } from '../api/get-language-counts';
import { TOP_LANGUAGES_COUNT } from '../constants';
import { formatCount } from '../utils/format-count';
import {
  withSidebarLanguage,
  withTopic,
  type HomeFilterState,
} from '../utils/home-filters';
import { RelatedQuestions } from './RelatedQuestions';

/** Search topics: each label is also the search term, in the page's language. */
const SEARCH_TOPICS: MessageId[] = [
  'sidebar.topics.greetings',
  'sidebar.topics.numbers',
  'sidebar.topics.food',
  'sidebar.topics.family',
  'sidebar.topics.directions',
  'sidebar.topics.slang',
  'sidebar.topics.grammar',
  'sidebar.topics.pronunciation',
];

/** Figures about the wider community, shown as they are. */
const FIGURES: { value: MessageId; label: MessageId }[] = [
  {
    value: 'sidebar.figures.questionsValue',
    label: 'sidebar.figures.questions',
  },
  { value: 'sidebar.figures.speakersValue', label: 'sidebar.figures.speakers' },
  {
    value: 'sidebar.figures.languagesValue',
    label: 'sidebar.figures.languages',
  },
];

/** The languages with the most questions; choosing one clears the search. */
function TopLanguages({ current }: { current: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const counts = useLanguageCounts(locale);

  return (
    <Card size="2" data-testid="top-languages">
      <Flex direction="column" gap="3">
        <Heading as="h2" size="3">
          <FormattedMessage id="sidebar.languages.title" />
        </Heading>
        {counts.isError ? (
          <ErrorState onRetry={() => void counts.refetch()} />
        ) : counts.isPending ? (
          <Flex direction="column" gap="2">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height="24px" />
            ))}
          </Flex>
        ) : counts.data.length === 0 ? (
          <Text as="p" size="2" color="gray">
            <FormattedMessage id="sidebar.languages.empty" />
          </Text>
        ) : (
          <ul className="sidebar-list">
            {counts.data.slice(0, TOP_LANGUAGES_COUNT).map((entry) => (
              <li key={entry.targetLanguage}>
                <Link
                  to={paths.home(
                    locale,
                    withSidebarLanguage(entry.targetLanguage),
                  )}
                  className="sidebar-language"
                  aria-current={
                    entry.targetLanguage === current ? 'true' : undefined
                  }
                  data-testid={`sidebar-language-${entry.targetLanguage}`}
                >
                  <Flag src={languageFlag(entry.targetLanguage)} />
                  <Text as="span" size="2" weight="medium">
                    {languageName(entry.targetLanguage, intl.locale)}
                  </Text>
                  <Text as="span" size="1" color="gray">
                    <FormattedMessage
                      id="sidebar.languages.count"
                      values={{
                        count: entry.count,
                        shown: formatCount(entry.count, intl.locale),
                      }}
                    />
                  </Text>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Flex>
    </Card>
  );
}

/** Common subjects; choosing one searches for it and clears the language. */
function SearchTopics() {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <Card size="2" data-testid="search-topics">
      <Flex direction="column" gap="3">
        <Heading as="h2" size="3">
          <FormattedMessage id="sidebar.topics.title" />
        </Heading>
        <ul className="topic-list">
          {SEARCH_TOPICS.map((id) => {
            const topic = intl.formatMessage({ id });
            return (
              <li key={id}>
                <Link
                  to={paths.home(locale, withTopic(topic))}
                  className="topic-chip"
                >
                  {topic}
                </Link>
              </li>
            );
          })}
        </ul>
      </Flex>
    </Card>
  );
}

function CommunityFigures() {
  return (
    <Card size="2" data-testid="community-figures">
      <Flex direction="column" gap="3">
        <Heading as="h2" size="3">
          <FormattedMessage id="sidebar.figures.title" />
        </Heading>
        <dl className="figures-list">
          {FIGURES.map((figure) => (
            <div key={figure.label} className="figure">
              <dt>
                <Text size="2" color="gray">
                  <FormattedMessage id={figure.label} />
                </Text>
              </dt>
              <dd>
                <Text size="5" weight="bold">
                  <FormattedMessage id={figure.value} />
                </Text>
              </dd>
            </div>
          ))}
        </dl>
      </Flex>
    </Card>
  );
}

/** Related questions, popular languages, search topics and community figures. */
export function HomeSidebar({ filters }: { filters: HomeFilterState }) {
  return (
    <Flex direction="column" gap="4" asChild>
      <aside className="home-sidebar" data-testid="home-sidebar">
        <RelatedQuestions language={filters.language} />
        <TopLanguages current={filters.language} />
        <SearchTopics />
        <CommunityFigures />
      </aside>
    </Flex>
  );
}
