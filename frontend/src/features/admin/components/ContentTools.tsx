import { Button, Flex, Separator, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import { useDownloadSitemap } from '../api/download-sitemap';
import {
  SEED_SETS,
  useSeedContent,
  type SeedResult,
  type SeedSet,
} from '../api/seed-content';
import {
  useAdminFeedback,
  type ReloginTarget,
} from '../hooks/use-admin-feedback';
import { AdminSection } from './AdminSection';

type SeedTexts = {
  label: MessageId;
  done: MessageId;
  failed: MessageId;
  /** Where an expired session goes: the server's re-login, or the sign-in page (the Darija sets). */
  relogin: ReloginTarget;
};

const SEEDS: Record<SeedSet, SeedTexts> = {
  general: {
    label: 'admin.tools.seed.general',
    done: 'admin.tools.seed.generalDone',
    failed: 'admin.tools.seed.generalFailed',
    relogin: 'server',
  },
  darija: {
    label: 'admin.tools.seed.darija',
    done: 'admin.tools.seed.darijaDone',
    failed: 'admin.tools.seed.darijaFailed',
    relogin: 'signIn',
  },
  'darija-french': {
    label: 'admin.tools.seed.darijaFrench',
    done: 'admin.tools.seed.darijaDone',
    failed: 'admin.tools.seed.darijaFrenchFailed',
    relogin: 'signIn',
  },
};

/** The seed loaded nothing: its set was already there. */
function isEmpty(result: SeedResult): boolean {
  return result.users + result.questions + result.answers === 0;
}

/** "Added 3 users, 40 questions and 96 answers." or "Already loaded: nothing was added." */
function useSeedSummary() {
  const intl = useIntl();
  return (result: SeedResult) =>
    isEmpty(result)
      ? intl.formatMessage({ id: 'admin.tools.seed.nothingAdded' })
      : intl.formatMessage({ id: 'admin.tools.seed.added' }, { ...result });
}

function SeedButton({ set }: { set: SeedSet }) {
  const intl = useIntl();
  const seed = useSeedContent();
  const { succeed, fail } = useAdminFeedback();
  const summarize = useSeedSummary();
  const [added, setAdded] = useState<SeedResult | null>(null);
  const texts = SEEDS[set];

  const onClick = async () => {
    try {
      const result = await seed.mutateAsync(set);
      setAdded(result);
      // A set already loaded is not "seeded successfully" a second time.
      succeed(
        isEmpty(result) ? 'admin.tools.seed.nothingAddedTitle' : texts.done,
        summarize(result),
      );
    } catch (error) {
      fail(error, { title: texts.failed, relogin: texts.relogin });
    }
  };

  return (
    <Flex direction="column" gap="1" data-testid={`admin-seed-${set}`}>
      <Button
        variant="soft"
        className="admin-wrapping-button"
        loading={seed.isPending}
        onClick={() => void onClick()}
        data-testid={`admin-seed-${set}-button`}
      >
        {intl.formatMessage({ id: texts.label })}
      </Button>
      {added && (
        <Text
          size="1"
          color="gray"
          role="status"
          data-testid={`admin-seed-${set}-result`}
        >
          {summarize(added)}
        </Text>
      )}
    </Flex>
  );
}

function SitemapButton() {
  const intl = useIntl();
  const download = useDownloadSitemap();
  const { succeed, fail } = useAdminFeedback();
  const onClick = async () => {
    try {
      const file = await download.mutateAsync();
      succeed(
        'admin.tools.sitemap.done',
        intl.formatMessage({ id: 'admin.tools.sitemap.saved' }, { file }),
      );
    } catch (error) {
      fail(error, { title: 'admin.tools.sitemap.failed' });
    }
  };
  return (
    <Button
      variant="soft"
      className="admin-wrapping-button"
      loading={download.isPending}
      onClick={() => void onClick()}
      data-testid="admin-sitemap-download"
    >
      {intl.formatMessage({ id: 'admin.tools.sitemap.download' })}
    </Button>
  );
}

/** Demo content (three curated sets, each loaded once) and the sitemap download. */
export function ContentTools() {
  return (
    <AdminSection
      testId="admin-tools"
      title={<FormattedMessage id="admin.tools.title" />}
    >
      <Flex direction="column" gap="3">
        <Text as="p" size="2" color="gray">
          <FormattedMessage id="admin.tools.seed.description" />
        </Text>
        {SEED_SETS.map((set) => (
          <SeedButton key={set} set={set} />
        ))}
      </Flex>
      <Separator size="4" />
      <Flex direction="column" gap="3">
        <Text as="p" size="2" color="gray">
          <FormattedMessage id="admin.tools.sitemap.description" />
        </Text>
        <SitemapButton />
      </Flex>
    </AdminSection>
  );
}
