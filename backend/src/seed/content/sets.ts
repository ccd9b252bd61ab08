import { DARIJA_QUESTIONS } from './darija';
import { DARIJA_FRENCH_QUESTIONS } from './darija-fr';
import { GENERAL_QUESTIONS } from './general';
import { SeedSet, SeedSetName } from './types';

/** The three sets of demo content, as the admin panel loads them. */
export const SEED_SETS: Record<SeedSetName, SeedSet> = {
  general: {
    name: 'general',
    locale: 'en',
    keyPrefix: 'general-en',
    spanDays: 56,
    questions: GENERAL_QUESTIONS,
  },
  darija: {
    name: 'darija',
    locale: 'en',
    keyPrefix: 'darija-en',
    spanDays: 42,
    questions: DARIJA_QUESTIONS,
  },
  'darija-french': {
    name: 'darija-french',
    locale: 'fr',
    keyPrefix: 'darija-fr',
    spanDays: 42,
    questions: DARIJA_FRENCH_QUESTIONS,
  },
};
