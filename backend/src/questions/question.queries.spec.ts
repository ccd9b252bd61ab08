import { searchTsquery } from './question.queries';

describe('searchTsquery', () => {
  it('replaces each leaf of the stemmed query by its forms, in one pass, keeping the operators', () => {
    expect(
      searchTsquery({
        stems: "'kifash' & !'ngoul' | 'kteb' <-> 'it''s' | 'morn'",
        words: "'kifash' & !'ngoul' | 'kteb' <-> 'it''s' | 'mornings'",
        variants: {
          "'kifash'": "'kifash' | 'kifach' | 'ngoul'",
          "'ngoul'": "'ngoul' | 'ngol'",
          "'it''s'": "'it''s' | 'its'",
          "'morn'": "'morn' | 'mornings'",
        },
      }),
    ).toBe(
      "( 'kifash' | 'kifach' | 'ngoul' ) & !( 'ngoul' | 'ngol' ) | 'kteb' <-> ( 'it''s' | 'its' ) | ( 'morn' | 'mornings' )",
    );
  });

  it('takes the simple query when the term has only stop words, and is empty without words', () => {
    expect(
      searchTsquery({
        stems: '',
        words: "'what' & 'the'",
        variants: { "'what'": "'what' | 'whats'" },
      }),
    ).toBe("( 'what' | 'whats' ) & 'the'");
    expect(searchTsquery({ stems: '', words: '', variants: {} })).toBe('');
  });
});
