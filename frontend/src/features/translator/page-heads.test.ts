import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { messages } from '../../test/messages';
import { DIALECTS, findDialect } from './dialects';
import { dialectPageHead, nameInSentence } from './page-heads';

describe('dialect page heads', () => {
  const french = createIntl({ locale: 'fr', messages: messages.fr });

  it('write French dialect names in French case, proper nouns kept', () => {
    const gulf = findDialect('gulf-arabic')!;
    expect(nameInSentence(gulf, 'fr')).toBe('arabe du Golfe');
    const head = dialectPageHead(french, gulf);
    expect(head.page).toBe('Traducteur arabe du Golfe');
    expect(head.description).toContain('en arabe du Golfe');
    expect(head.keywords).toContain('traducteur arabe du Golfe');
    expect(nameInSentence(gulf, 'en')).toBe('Gulf Arabic');
  });

  it('name every dialect in French as it reads in a sentence, and start its name with a capital', () => {
    for (const dialect of DIALECTS) {
      expect(dialect.nameFr.charAt(0)).toBe(
        dialect.nameFr.charAt(0).toLocaleUpperCase('fr'),
      );
      // The same words, the first in lower case.
      expect(dialect.inSentenceFr.toLocaleLowerCase('fr')).toBe(
        dialect.nameFr.toLocaleLowerCase('fr'),
      );
      expect(dialect.inSentenceFr.charAt(0)).toBe(
        dialect.inSentenceFr.charAt(0).toLocaleLowerCase('fr'),
      );
    }
  });
});
