import { Card, Flex, Grid, Heading, Skeleton, Text } from '@radix-ui/themes';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Locale } from '../../../i18n/locale';
import { ErrorState } from '../../../ui/ErrorState';
import { Flag } from '../../../ui/Flag';
import { languageFlag, languageName } from '../../../ui/languages';
import { useCommunities } from '../api/get-communities';

/** Native speakers and learners of each of the 12 languages, in the server's order. */
export function LanguageCommunities({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const communities = useCommunities(locale);

  return (
    <Card size="3" data-testid="language-communities">
      <Flex direction="column" gap="4">
        <Heading as="h2" size="4">
          <FormattedMessage id="users.communities.title" />
        </Heading>
        {communities.isError ? (
          <ErrorState onRetry={() => void communities.refetch()} />
        ) : communities.isPending ? (
          <Grid columns={{ initial: '1', sm: '2' }} gap="3">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height="56px" />
            ))}
          </Grid>
        ) : (
          <ul className="communities-grid">
            {communities.data.map((community) => (
              <li
                key={community.language}
                className="community-item"
                data-testid={`community-${community.language}`}
              >
                <Flag
                  src={languageFlag(community.language)}
                  size={24}
                  className="community-flag"
                />
                <Flex direction="column">
                  <Text weight="medium">
                    {languageName(community.language, intl.locale)}
                  </Text>
                  <Text size="1" color="gray">
                    <FormattedMessage
                      id="users.communities.nativeSpeakers"
                      values={{ count: community.nativeSpeakers }}
                    />
                  </Text>
                  <Text size="1" color="gray">
                    <FormattedMessage
                      id="users.communities.learners"
                      values={{ count: community.learners }}
                    />
                  </Text>
                </Flex>
              </li>
            ))}
          </ul>
        )}
      </Flex>
    </Card>
  );
}
