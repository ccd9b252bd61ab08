/** The six offline phrasebooks, by translator language code. */
import { DARIJA_PHRASES } from './phrasebook.darija';
import { EGYPTIAN_PHRASES } from './phrasebook.egyptian';
import { GULF_PHRASES } from './phrasebook.gulf';
import { IRAQI_PHRASES } from './phrasebook.iraqi';
import { LEVANTINE_PHRASES } from './phrasebook.levantine';
import { MSA_PHRASES } from './phrasebook.msa';
import type { DialectCode, PhraseEntry } from './phrasebook.types';

export const PHRASEBOOKS: Readonly<
  Record<DialectCode, readonly PhraseEntry[]>
> = {
  darija: DARIJA_PHRASES,
  egyptian: EGYPTIAN_PHRASES,
  levantine: LEVANTINE_PHRASES,
  gulf: GULF_PHRASES,
  iraqi: IRAQI_PHRASES,
  ar: MSA_PHRASES,
};
