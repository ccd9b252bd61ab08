import { useDraftOwner } from '../../../shared/drafts';
import { Box, Flex, Grid, Heading, Text, Theme } from '@radix-ui/themes';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { ArabicText } from '../../../ui/ArabicText';
import { Flag } from '../../../ui/Flag';
import { useDocumentMeta } from '../../../ui/use-document-meta';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { DIALECT_MIN_LENGTH, DIALECT_PAGE_CHAR_LIMIT } from '../constants';
import { findDialect, type Dialect, type DialectSlug } from '../dialects';
import { useMemberStats } from '../hooks/use-member-stats';
import { useTranslatorIntl } from '../hooks/use-translator-intl';
import { useTranslatorPage } from '../hooks/use-translator-page';
import { DEFAULT_SOURCE, dialectPageLanguages } from '../languages';
import { CharacterCounter } from './CharacterCounter';
import { SourcePanel } from './SourcePanel';
import { TargetPanel } from './TargetPanel';
import { TranslationOptions } from './TranslationOptions';
import { dialectPageHead, nameInSentence } from '../page-heads';
import { UsageBanner } from './UsageBanner';
import './translator.css';

function DialectTranslator({ dialect }: { dialect: Dialect }) {
  const intl = useIntl();
  const { t, locale } = useTranslatorIntl();
  const inSentence = nameInSentence(dialect, locale);
  const head = dialectPageHead(intl, dialect);
  const title = head.page;
  useDocumentTitle(title);
  useDocumentMeta(head);

  const { stats, canUseAdvanced } = useMemberStats();
  const { state, actions } = useTranslatorPage({
    source: DEFAULT_SOURCE,
    target: dialect.code,
    minLength: DIALECT_MIN_LENGTH,
    serverErrorMessages: false,
    canUseAdvanced,
  });
  const languages = useMemo(() => dialectPageLanguages(dialect), [dialect]);

  return (
    <Theme accentColor={dialect.accent}>
      <Box className="translator-page" data-testid="dialect-translator">
        <Flex direction="column" gap="2" mb="5">
          <Heading as="h1" size="8">
            <Flag
              src={dialect.flag}
              size={32}
              className="translator-heading-flag"
            />
            {title}
          </Heading>
          <Text as="p" color="gray" className="translator-native-name">
            <ArabicText>{dialect.nativeName}</ArabicText>
          </Text>
          <Text as="p" size="4" color="gray">
            {t('translator.dialect.subtitle', { dialect: inSentence })}
          </Text>
        </Flex>
        <Flex direction="column" gap="4">
          {stats && <UsageBanner stats={stats} />}
          <Grid columns={{ initial: '1', md: '2' }} gap="4">
            <SourcePanel
              state={state}
              actions={actions}
              languages={languages}
              counter={
                <CharacterCounter
                  text={state.text}
                  limit={DIALECT_PAGE_CHAR_LIMIT}
                  colored={false}
                />
              }
            />
            <TargetPanel
              state={state}
              actions={actions}
              languages={languages}
            />
          </Grid>
          <TranslationOptions
            state={state}
            actions={actions}
            canUseAdvanced={canUseAdvanced}
          />
        </Flex>
      </Box>
    </Theme>
  );
}

/**
 * Translator page for one dialect; all six share this layout and differ only in
 * their default target language and accent colour. A new dialect starts afresh.
 */
export function DialectTranslatorPage({ slug }: { slug: DialectSlug }) {
  const dialect = findDialect(slug);
  // Another dialect, or another member's text: a page of its own.
  const owner = useDraftOwner();
  if (!dialect) return null;
  return (
    <DialectTranslator key={`${dialect.slug}:${owner}`} dialect={dialect} />
  );
}
