import {
  Box,
  Card,
  Flex,
  Heading,
  Link as ThemeLink,
  Text,
} from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import { useDocumentMeta } from '../../../ui/use-document-meta';
import { useDocumentTitle } from '../../../ui/use-document-title';

/** A paragraph, or a bulleted list of items. */
export type LegalBlock = MessageId | readonly MessageId[];

export type LegalSection = {
  /** Anchor of the section (`#privacy-cookies`), stable across languages. */
  anchor: string;
  title: MessageId;
  blocks: readonly LegalBlock[];
};

type LegalDocumentProps = {
  titleId: MessageId;
  /** The page's meta description. */
  descriptionId: MessageId;
  /** First day of the month the text was last revised, e.g. `2025-01-01`. */
  lastUpdated: string;
  introId: MessageId;
  sections: readonly LegalSection[];
  /** Placeholders of the texts: brand, e-mail link, figures. */
  values: Record<string, ReactNode>;
  testId: string;
};

/**
 * A legal text: title, date of the last revision, introduction, a table of contents and
 * numbered sections.
 */
export function LegalDocument({
  titleId,
  descriptionId,
  lastUpdated,
  introId,
  sections,
  values,
  testId,
}: LegalDocumentProps) {
  const intl = useIntl();
  const pageTitle = intl.formatMessage({ id: titleId });
  useDocumentTitle(pageTitle);
  useDocumentMeta({ description: intl.formatMessage({ id: descriptionId }) });

  const headings = sections.map((section, index) =>
    intl.formatMessage(
      { id: 'legal.sectionHeading' },
      {
        number: index + 1,
        title: intl.formatMessage({ id: section.title }),
      },
    ),
  );

  return (
    <Box className="page legal-page" data-testid={testId}>
      <Flex direction="column" gap="3" mb="6">
        <Heading as="h1" size="8">
          {pageTitle}
        </Heading>
        <Text as="p" size="2" color="gray" data-testid="legal-last-updated">
          <FormattedMessage
            id="legal.lastUpdated"
            values={{
              date: intl.formatDate(lastUpdated, {
                month: 'long',
                year: 'numeric',
                timeZone: 'UTC',
              }),
            }}
          />
        </Text>
        <Text as="p" size="3">
          <FormattedMessage id={introId} values={values} />
        </Text>
      </Flex>

      <Card size="2" variant="surface" mb="6" asChild>
        <nav aria-labelledby={`${testId}-contents`}>
          <Heading as="h2" size="3" mb="2" id={`${testId}-contents`}>
            <FormattedMessage id="legal.contents" />
          </Heading>
          <ol className="legal-contents">
            {sections.map((section, index) => (
              <li key={section.anchor}>
                <ThemeLink href={`#${section.anchor}`} size="2">
                  {headings[index]}
                </ThemeLink>
              </li>
            ))}
          </ol>
        </nav>
      </Card>

      <Flex direction="column" gap="6">
        {sections.map((section, index) => (
          <section
            key={section.anchor}
            id={section.anchor}
            aria-labelledby={`${section.anchor}-title`}
            className="legal-section"
          >
            <Heading as="h2" size="5" mb="3" id={`${section.anchor}-title`}>
              {headings[index]}
            </Heading>
            <Flex direction="column" gap="3">
              {section.blocks.map((block) =>
                typeof block === 'string' ? (
                  <Text as="p" size="3" key={block}>
                    <FormattedMessage id={block} values={values} />
                  </Text>
                ) : (
                  <ul className="legal-list" key={block[0]}>
                    {block.map((item) => (
                      <li key={item}>
                        <Text size="3">
                          <FormattedMessage id={item} values={values} />
                        </Text>
                      </li>
                    ))}
                  </ul>
                ),
              )}
            </Flex>
          </section>
        ))}
      </Flex>
    </Box>
  );
}
