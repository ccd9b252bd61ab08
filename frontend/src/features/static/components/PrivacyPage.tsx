import { LegalDocument, type LegalSection } from './LegalDocument';
import {
  LEGAL_LAST_UPDATED,
  PRIVACY_RESPONSE_DAYS,
  useLegalValues,
} from './legal-values';

const SECTIONS: readonly LegalSection[] = [
  {
    anchor: 'privacy-information',
    title: 'privacy.s1.title',
    blocks: [
      'privacy.s1.p1',
      [
        'privacy.s1.item1',
        'privacy.s1.item2',
        'privacy.s1.item3',
        'privacy.s1.item4',
        'privacy.s1.item5',
      ],
    ],
  },
  {
    anchor: 'privacy-use',
    title: 'privacy.s2.title',
    blocks: [
      'privacy.s2.p1',
      [
        'privacy.s2.item1',
        'privacy.s2.item2',
        'privacy.s2.item3',
        'privacy.s2.item4',
        'privacy.s2.item5',
        'privacy.s2.item6',
      ],
      'privacy.s2.p2',
    ],
  },
  {
    anchor: 'privacy-sharing',
    title: 'privacy.s3.title',
    blocks: [
      'privacy.s3.p1',
      [
        'privacy.s3.item1',
        'privacy.s3.item2',
        'privacy.s3.item3',
        'privacy.s3.item4',
        'privacy.s3.item5',
      ],
    ],
  },
  {
    anchor: 'privacy-security',
    title: 'privacy.s4.title',
    blocks: ['privacy.s4.p1', 'privacy.s4.p2'],
  },
  {
    anchor: 'privacy-rights',
    title: 'privacy.s5.title',
    blocks: [
      'privacy.s5.p1',
      [
        'privacy.s5.item1',
        'privacy.s5.item2',
        'privacy.s5.item3',
        'privacy.s5.item4',
        'privacy.s5.item5',
        'privacy.s5.item6',
      ],
      'privacy.s5.p2',
    ],
  },
  {
    anchor: 'privacy-cookies',
    title: 'privacy.s6.title',
    blocks: ['privacy.s6.p1', 'privacy.s6.p2'],
  },
  {
    anchor: 'privacy-transfers',
    title: 'privacy.s7.title',
    blocks: ['privacy.s7.p1'],
  },
  {
    anchor: 'privacy-children',
    title: 'privacy.s8.title',
    blocks: ['privacy.s8.p1'],
  },
  {
    anchor: 'privacy-changes',
    title: 'privacy.s9.title',
    blocks: ['privacy.s9.p1'],
  },
  {
    anchor: 'privacy-contact',
    title: 'privacy.s10.title',
    blocks: ['privacy.s10.p1'],
  },
];

/** What the service collects, why, who receives it and the rights people have. */
export function PrivacyPage() {
  const values = useLegalValues();
  return (
    <LegalDocument
      testId="privacy-policy"
      titleId="privacy.title"
      descriptionId="privacy.meta.description"
      lastUpdated={LEGAL_LAST_UPDATED}
      introId="privacy.intro"
      sections={SECTIONS}
      values={{ ...values, days: PRIVACY_RESPONSE_DAYS }}
    />
  );
}
