import { useDraftOwner } from '../../../shared/drafts';
import { Box, Button, Card, Flex, Grid, Text } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { useLocale } from '../../../i18n/use-locale';
import { useDocumentMeta } from '../../../ui/use-document-meta';
import { useDocumentTitle } from '../../../ui/use-document-title';
import {
  GENERAL_MIN_LENGTH,
  GUEST_CHAR_LIMIT,
  TEXTAREA_SLACK,
} from '../constants';
import { useMemberStats } from '../hooks/use-member-stats';
import { translatorPageHead } from '../page-heads';
import { useTranslatorIntl } from '../hooks/use-translator-intl';
import { useTranslatorPage } from '../hooks/use-translator-page';
import {
  DEFAULT_SOURCE,
  DEFAULT_TARGET,
  GENERAL_LANGUAGES,
} from '../languages';
import { CharacterCounter } from './CharacterCounter';
import { DialectPicker } from './DialectPicker';
import { EngineInfoCards } from './EngineInfoCards';
import { FavoriteButton } from './FavoriteButton';
import { FavoritesList } from './FavoritesList';
import { HistoryList } from './HistoryList';
import { SourcePanel } from './SourcePanel';
import { TargetPanel } from './TargetPanel';
import { TranslationOptions } from './TranslationOptions';
import { UsageCard } from './UsageCard';
import './translator.css';
import { PageHeader } from '../../../ui/PageHeader';
import { unitsFor } from '../../../shared/text-length';

/** Guests learn what signing in adds. */
function GuestCard() {
  const { t } = useTranslatorIntl();
  const locale = useLocale();
  return (
    <Card size="3" data-testid="translator-guest-card">
      <Flex direction="column" gap="3" align="start">
        <Text as="p" size="2">
          {t('translator.guest.signIn')}
        </Text>
        <Button asChild variant="soft">
          <Link to={paths.auth(locale)}>
            {t('translator.guest.signInButton')}
          </Link>
        </Button>
      </Flex>
    </Card>
  );
}

/**
 * The general translator: all 18 languages, dialect tiles, usage, a counter against the
 * plan's limit, favorites and recent history for members.
 */
function Translator() {
  const intl = useIntl();
  const { t } = useTranslatorIntl();
  const head = translatorPageHead(intl);
  const title = head.page;
  useDocumentTitle(title);
  useDocumentMeta(head);

  const { isAuthenticated, stats, canUseAdvanced } = useMemberStats();
  const { state, actions } = useTranslatorPage({
    source: DEFAULT_SOURCE,
    target: DEFAULT_TARGET,
    minLength: GENERAL_MIN_LENGTH,
    serverErrorMessages: true,
    canUseAdvanced,
  });
  const limit = stats?.char_limit ?? GUEST_CHAR_LIMIT;

  return (
    <Box className="translator-page" data-testid="general-translator">
      <PageHeader
        title={title}
        subtitle={t('translator.general.subtitle')}
        mb="5"
      />
      <Flex direction="column" gap="5">
        <DialectPicker target={state.target} onChoose={actions.setTarget} />
        <Grid columns={{ initial: '1', md: '2' }} gap="4">
          <SourcePanel
            state={state}
            actions={actions}
            languages={GENERAL_LANGUAGES}
            maxLength={unitsFor(limit + TEXTAREA_SLACK)}
            counter={
              <CharacterCounter text={state.text} limit={limit} colored />
            }
          />
          <TargetPanel
            state={state}
            actions={actions}
            languages={GENERAL_LANGUAGES}
            extraActions={
              isAuthenticated ? <FavoriteButton state={state} /> : undefined
            }
          />
        </Grid>
        <Grid columns={{ initial: '1', md: '2' }} gap="4" align="start">
          <TranslationOptions
            state={state}
            actions={actions}
            canUseAdvanced={canUseAdvanced}
            alwaysShowPremium
          />
          {isAuthenticated ? <UsageCard stats={stats} /> : <GuestCard />}
        </Grid>
        <EngineInfoCards />
        {isAuthenticated && (
          <Grid columns={{ initial: '1', md: '2' }} gap="4" align="start">
            <FavoritesList />
            <HistoryList />
          </Grid>
        )}
      </Flex>
    </Box>
  );
}

/** The general translator, mounted afresh for another member's text (see useDraftOwner). */
export function TranslatorPage() {
  return <Translator key={useDraftOwner()} />;
}
