/**
 * The dialect pages' paths (`/moroccan-darija`), in menu order, without the rest
 * of each dialect (dialects.ts, with its flag): the routes need only these.
 */
export const DIALECT_SLUGS = [
  'moroccan-darija',
  'egyptian-arabic',
  'levantine-arabic',
  'gulf-arabic',
  'iraqi-arabic',
  'standard-arabic',
] as const;
