import { Link as ThemeLink, Strong } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { useLocale } from '../../../i18n/use-locale';
import { LegalDocument, type LegalSection } from './LegalDocument';
import { LEGAL_LAST_UPDATED, useLegalValues } from './legal-values';

const SECTIONS: readonly LegalSection[] = [
  {
    anchor: 'terms-acceptance',
    title: 'terms.s1.title',
    blocks: ['terms.s1.p1', 'terms.s1.p2'],
  },
  {
    anchor: 'terms-service',
    title: 'terms.s2.title',
    blocks: [
      'terms.s2.p1',
      ['terms.s2.item1', 'terms.s2.item2', 'terms.s2.item3'],
      'terms.s2.p2',
    ],
  },
  {
    anchor: 'terms-accounts',
    title: 'terms.s3.title',
    blocks: ['terms.s3.p1', 'terms.s3.p2'],
  },
  {
    anchor: 'terms-content',
    title: 'terms.s4.title',
    blocks: ['terms.s4.p1', 'terms.s4.p2'],
  },
  {
    anchor: 'terms-guidelines',
    title: 'terms.s5.title',
    blocks: [
      'terms.s5.p1',
      [
        'terms.s5.item1',
        'terms.s5.item2',
        'terms.s5.item3',
        'terms.s5.item4',
        'terms.s5.item5',
      ],
      'terms.s5.p2',
    ],
  },
  {
    anchor: 'terms-intellectual-property',
    title: 'terms.s6.title',
    blocks: ['terms.s6.p1'],
  },
  {
    anchor: 'terms-privacy',
    title: 'terms.s7.title',
    blocks: ['terms.s7.p1'],
  },
  {
    anchor: 'terms-prohibited',
    title: 'terms.s8.title',
    blocks: [
      'terms.s8.p1',
      [
        'terms.s8.item1',
        'terms.s8.item2',
        'terms.s8.item3',
        'terms.s8.item4',
        'terms.s8.item5',
        'terms.s8.item6',
        'terms.s8.item7',
      ],
    ],
  },
  {
    anchor: 'terms-termination',
    title: 'terms.s9.title',
    blocks: ['terms.s9.p1'],
  },
  {
    anchor: 'terms-disclaimers',
    title: 'terms.s10.title',
    blocks: ['terms.s10.p1', 'terms.s10.p2'],
  },
  {
    anchor: 'terms-indemnification',
    title: 'terms.s11.title',
    blocks: ['terms.s11.p1'],
  },
  {
    anchor: 'terms-governing-law',
    title: 'terms.s12.title',
    blocks: ['terms.s12.p1'],
  },
  {
    anchor: 'terms-contact',
    title: 'terms.s13.title',
    blocks: ['terms.s13.p1'],
  },
];

/** The rules for using the community, the translator and the AI assistant. */
export function TermsPage() {
  const intl = useIntl();
  const locale = useLocale();
  const values = useLegalValues();
  return (
    <LegalDocument
      testId="terms-of-service"
      titleId="terms.title"
      descriptionId="terms.meta.description"
      lastUpdated={LEGAL_LAST_UPDATED}
      introId="terms.intro"
      sections={SECTIONS}
      values={{
        ...values,
        privacyPolicy: (
          <ThemeLink key="privacy-policy" asChild>
            <Link to={paths.privacy(locale)}>
              {intl.formatMessage({ id: 'terms.s7.privacyLink' })}
            </Link>
          </ThemeLink>
        ),
        // The place whose law applies is not chosen yet; the text says so visibly.
        jurisdiction: (
          <Strong
            key="jurisdiction"
            className="legal-placeholder"
            data-testid="jurisdiction-placeholder"
          >
            {intl.formatMessage({ id: 'terms.s12.jurisdiction' })}
          </Strong>
        ),
      }}
    />
  );
}
