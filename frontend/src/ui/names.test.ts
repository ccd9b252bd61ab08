import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { messages } from '../test/messages';
import { authorName, displayName } from './names';

describe('names', () => {
  it('shows first and last name in either API shape, else the username', () => {
    expect(
      displayName({
        username: 'amina',
        firstName: 'Amina',
        lastName: 'Benali',
      }),
    ).toBe('Amina Benali');
    expect(
      displayName({ username: 'amina', first_name: 'Amina', last_name: null }),
    ).toBe('Amina');
    expect(
      displayName({ username: 'amina', firstName: ' ', lastName: '' }),
    ).toBe('amina');
  });

  it('names a deleted author in the reader’s language', () => {
    const fr = createIntl({ locale: 'fr', messages: messages.fr });
    expect(authorName(fr, { username: 'omar' })).toBe('omar');
    expect(authorName(fr, null)).toBe(messages.fr['question.author.deleted']);
  });
});
