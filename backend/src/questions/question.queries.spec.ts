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
        compounds: {},
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
        compounds: {},
      }),
    ).toEqual({
      match: "( ( 'what' | 'whats' ) & 'the' )",
      rank: "( ( 'what' | 'whats' ) & 'the' )",
    });
    expect(
      searchTsquery({ words: '', stems: '', variants: {}, compounds: {} }),
    ).toEqual({
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
        compounds: {},
      }),
    ).toEqual({
      match:
        "( ( 'kifash' | 'kifach' ) & 'ngoul' ) | ( ( 'kifash' | 'kifach' ) & 'ngoul' )",
      rank: "( ( 'kifash' | 'kifach' ) & 'ngoul' )",
    });
  });

  it("makes a hyphenated word's phrase the OR of it and of its parts alone, then widens every leaf", () => {
    const simple = "'good-morning' <-> 'good' <-> 'morning'";
    const stemmed = "'good-morn' <-> 'good' <-> 'morn'";
    expect(
      searchTsquery({
        words: `'say' <-> ${simple} <-> 'please' & !( ${simple} )`,
        stems: `'say' <-> ${stemmed} <-> 'pleas' & !( ${stemmed} )`,
        variants: {
          "'morning'": "'morning' | 'mornin'",
          "'morn'": "'morn' | 'mornin'",
        },
        compounds: {
          [simple]: "'good' <-> 'morning'",
          [stemmed]: "'good' <-> 'morn'",
        },
      }).match,
    ).toBe(
      [
        "( 'say' <-> ( 'good-morning' <-> 'good' <-> ( 'morning' | 'mornin' ) | 'good' <-> ( 'morning' | 'mornin' ) ) <-> 'please'",
        " & !( ( 'good-morning' <-> 'good' <-> ( 'morning' | 'mornin' ) | 'good' <-> ( 'morning' | 'mornin' ) ) ) )",
        " | ( 'say' <-> ( 'good-morn' <-> 'good' <-> ( 'morn' | 'mornin' ) | 'good' <-> ( 'morn' | 'mornin' ) ) <-> 'pleas'",
        " & !( ( 'good-morn' <-> 'good' <-> ( 'morn' | 'mornin' ) | 'good' <-> ( 'morn' | 'mornin' ) ) ) )",
      ].join(''),
    );
  });

  it('replaces only the whole phrase, never the start of a longer lexeme', () => {
    const phrase = "'x-y' <-> 'x' <-> 'y'";
    expect(
      searchTsquery({
        words: `'x-y' <-> 'x' <-> 'y''s' | ${phrase}`,
        stems: '',
        variants: {},
        compounds: { [phrase]: "'x' <-> 'y'" },
      }).match,
    ).toBe(`( 'x-y' <-> 'x' <-> 'y''s' | ( ${phrase} | 'x' <-> 'y' ) )`);
  });
});
