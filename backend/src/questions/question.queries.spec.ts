import { searchTsquery } from './question.queries';

describe('searchTsquery', () => {
  const both =
    "( ( 'kifash' | 'kifach' | 'ngoul' ) & !( 'ngoul' | 'ngol' ) | 'kteb' <-> ( 'it''s' | 'its' ) | ( 'morn' | 'mornings' ) )" +
    " | ( ( 'kifash' | 'kifach' | 'ngoul' ) & !( 'ngoul' | 'ngol' ) | 'kteb' <-> 'it' | ( 'morn' | 'mornings' ) )";

  it('replaces each leaf of both queries by its forms, in one pass, keeping the operators', () => {
    expect(
      searchTsquery({
        words: "'kifash' & !'ngoul' | 'kteb' <-> 'it''s' | 'mornings'",
        stems: "'kifash' & !'ngoul' | 'kteb' <-> 'it' | 'morn'",
        variants: {
          "'kifash'": "'kifash' | 'kifach' | 'ngoul'",
          "'ngoul'": "'ngoul' | 'ngol'",
          "'it''s'": "'it''s' | 'its'",
          "'mornings'": "'morn' | 'mornings'",
          "'morn'": "'morn' | 'mornings'",
        },
      }),
    ).toEqual({
      match: both,
      rank: both,
    });
  });

  it('leaves out an empty side (a term of stop words only has no stems), and is empty without words', () => {
    expect(
      searchTsquery({
        words: "'what' & 'the'",
        stems: '',
        variants: { "'what'": "'what' | 'whats'" },
      }),
    ).toEqual({
      match: "( ( 'what' | 'whats' ) & 'the' )",
      rank: "( ( 'what' | 'whats' ) & 'the' )",
    });
    expect(searchTsquery({ words: '', stems: '', variants: {} })).toEqual({
      match: '',
      rank: '',
    });
  });

  it('matches by both sides when they are the same, and ranks by one', () => {
    expect(
      searchTsquery({
        words: "'kifash' & 'ngoul'",
        stems: "'kifash' & 'ngoul'",
        variants: { "'kifash'": "'kifash' | 'kifach'" },
      }),
    ).toEqual({
      match:
        "( ( 'kifash' | 'kifach' ) & 'ngoul' ) | ( ( 'kifash' | 'kifach' ) & 'ngoul' )",
      rank: "( ( 'kifash' | 'kifach' ) & 'ngoul' )",
    });
  });
});
