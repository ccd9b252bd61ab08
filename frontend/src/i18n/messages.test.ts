import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import {
  hasMessages,
  loadedMessages,
  loadMessages,
  type MessageId,
} from './messages';
import askEn from './messages/ask.en.json';
import askFr from './messages/ask.fr.json';
import en from './messages/en.json';
import fr from './messages/fr.json';
import pagesEn from './messages/pages.en.json';
import pagesFr from './messages/pages.fr.json';
import questionEn from './messages/question.en.json';
import questionFr from './messages/question.fr.json';
import translatorEn from './messages/translator.en.json';
import translatorFr from './messages/translator.fr.json';

type Catalogue = Record<string, string>;

/** Each catalogue file, by name; English first in each pair. */
const groups: Record<string, { en: Catalogue; fr: Catalogue }> = {
  main: { en, fr },
  ask: { en: askEn, fr: askFr },
  question: { en: questionEn, fr: questionFr },
  pages: { en: pagesEn, fr: pagesFr },
  translator: { en: translatorEn, fr: translatorFr },
};

const files: [string, Catalogue][] = Object.entries(groups).flatMap(
  ([group, pair]) =>
    Object.entries(pair).map(([locale, catalogue]): [string, Catalogue] => [
      `${group} ${locale}`,
      catalogue,
    ]),
);

/**
 * Argument names used in an ICU message, e.g. `{year}` -> `year`. The options of a
 * `select` or `plural` are text, so `{count, plural, one {# day} other {# days}}`
 * has the one argument `count`.
 */
function argumentNames(message: string): string[] {
  const names = new Set<string>();
  let i = 0;

  const skipToClose = () => {
    let depth = 1;
    while (i < message.length && depth > 0) {
      if (message[i] === '{') depth += 1;
      else if (message[i] === '}') depth -= 1;
      i += 1;
    }
  };

  const readArgument = () => {
    const head = /^\s*(\w+)\s*(?:,\s*(\w+)\s*)?/.exec(message.slice(i));
    if (!head) return skipToClose();
    names.add(head[1] ?? '');
    i += head[0].length;
    const type = head[2];
    if (type !== 'select' && type !== 'plural' && type !== 'selectordinal')
      return skipToClose();
    // Options: `key {text}` pairs up to the argument's closing brace.
    while (i < message.length && message[i] !== '}') {
      if (message[i] === '{') {
        i += 1;
        readText(true);
      } else i += 1;
    }
    i += 1;
  };

  const readText = (nested: boolean) => {
    while (i < message.length) {
      const char = message[i];
      i += 1;
      if (char === '{') readArgument();
      else if (char === '}' && nested) return;
    }
  };

  readText(false);
  return [...names].sort();
}

describe('argumentNames', () => {
  it('reads simple, formatted, select and plural arguments', () => {
    expect(argumentNames('{count}/{limit} characters')).toEqual([
      'count',
      'limit',
    ]);
    expect(argumentNames('{n, number} on {day, date, short}')).toEqual([
      'day',
      'n',
    ]);
    expect(
      argumentNames('{locale, select, fr {French} other {English of {who}}}'),
    ).toEqual(['locale', 'who']);
    expect(
      argumentNames('{count, plural, one {# answer} other {# answers}}'),
    ).toEqual(['count']);
    expect(argumentNames('{dialect} and {dialect} again')).toEqual(['dialect']);
  });
});

describe.each(Object.entries(groups))('%s message catalogues', (_, pair) => {
  it('have exactly the same keys', () => {
    expect(Object.keys(pair.fr).sort()).toEqual(Object.keys(pair.en).sort());
  });

  it('use the same placeholders in every language', () => {
    for (const [key, message] of Object.entries(pair.en)) {
      expect(argumentNames(pair.fr[key] ?? ''), key).toEqual(
        argumentNames(message),
      );
    }
  });
});

describe.each(files)('%s messages', (name, catalogue) => {
  const locale = name.endsWith('fr') ? 'fr' : 'en';

  it('keys are sorted', () => {
    const keys = Object.keys(catalogue);
    expect(keys).toEqual([...keys].sort());
  });

  it('have no empty values', () => {
    const empty = Object.entries(catalogue)
      .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
      .map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('use namespaced ids', () => {
    for (const key of Object.keys(catalogue)) {
      expect(key).toMatch(/^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)+$/);
    }
  });

  it('are valid ICU', () => {
    const errors: string[] = [];
    const intl = createIntl({
      locale,
      // Ids are checked against the main catalogue; any catalogue's ids will do here.
      messages: catalogue as Record<MessageId, string>,
      onError: (error) => errors.push(error.message),
    });
    for (const [id, message] of Object.entries(catalogue)) {
      const values = Object.fromEntries(
        argumentNames(message).map((n) => [n, 'x']),
      );
      intl.formatMessage({ id: id as MessageId }, values);
    }
    expect(errors).toEqual([]);
  });
});

describe('translator catalogue', () => {
  it("keeps to the translator namespace, and the translator's own server errors", () => {
    for (const key of Object.keys(translatorEn)) {
      expect(key).toMatch(/^(translator|apiError)\./);
    }
  });

  it('shares no id with the main catalogue', () => {
    const main = new Set([...Object.keys(en), ...Object.keys(fr)]);
    const shared = [
      ...Object.keys(translatorEn),
      ...Object.keys(translatorFr),
    ].filter((key) => main.has(key));
    expect(shared).toEqual([]);
  });

  it('is merged into each locale once loaded, and not before', async () => {
    for (const [locale, pair] of [
      ['en', { main: en, translator: translatorEn }],
      ['fr', { main: fr, translator: translatorFr }],
    ] as const) {
      const main: Catalogue = await loadMessages(locale);
      expect(hasMessages(locale, ['translator'])).toBe(false);
      expect(Object.keys(main).sort()).toEqual(Object.keys(pair.main).sort());
      const merged: Catalogue = await loadMessages(locale, ['translator']);
      expect(hasMessages(locale, ['translator'])).toBe(true);
      expect(Object.keys(merged).sort()).toEqual(
        [...Object.keys(pair.main), ...Object.keys(pair.translator)].sort(),
      );
      for (const [key, value] of Object.entries(pair.translator)) {
        expect(merged[key]).toBe(value);
      }
      expect(loadedMessages(locale)).toBe(merged);
    }
  });
});

describe('ask catalogue', () => {
  it('keeps to the ask namespace, which no other catalogue uses', () => {
    for (const key of Object.keys(askEn)) expect(key).toMatch(/^ask\./);
    const others = Object.entries(groups)
      .filter(([group]) => group !== 'ask')
      .flatMap(([, pair]) => [
        ...Object.keys(pair.en),
        ...Object.keys(pair.fr),
      ]);
    expect(others.filter((key) => key.startsWith('ask.'))).toEqual([]);
  });
});

describe('question catalogue', () => {
  it("holds the question page's own text, which no other catalogue has", () => {
    for (const key of Object.keys(questionEn)) {
      expect(key).toMatch(/^(answer|report|question)\./);
      for (const [group, pair] of Object.entries(groups))
        if (group !== 'question')
          expect(pair.en, `${group}: ${key}`).not.toHaveProperty([key]);
    }
  });
});

describe('pages catalogue', () => {
  it('shares no id with the main catalogue', () => {
    const shared = Object.keys(pagesEn).filter((key) => key in en);
    expect(shared).toEqual([]);
  });
});

describe.each(['ask', 'question', 'pages'] as const)(
  '%s catalogue part',
  (group) => {
    it('is merged into each locale once loaded', async () => {
      for (const locale of ['en', 'fr'] as const) {
        const merged: Catalogue = await loadMessages(locale, [group]);
        for (const [key, value] of Object.entries(groups[group]![locale]))
          expect(merged[key]).toBe(value);
        expect(hasMessages(locale, [group])).toBe(true);
        expect(loadedMessages(locale)).toBe(merged);
      }
    });
  },
);

describe('loading', () => {
  it('has English at once and loads French on first use, once', async () => {
    expect(loadedMessages('en')?.['nav.login']).toBe(en['nav.login']);
    const [french, again] = await Promise.all([
      loadMessages('fr'),
      loadMessages('fr'),
    ]);
    expect(again).toBe(french);
    expect(french['nav.login']).toBe(fr['nav.login']);
    expect(loadedMessages('fr')).toBe(french);
  });
});

describe('message usage', () => {
  const sources = import.meta.glob<string>(
    ['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**'],
    { query: '?raw', import: 'default', eager: true },
  );
  const allSource = Object.values(sources).join('\n');

  it.each(Object.keys(groups))(
    'every %s message is used by the code',
    (group) => {
      // `apiError.*` ids are built from server codes; api-error-text.test.ts matches them to the server's list.
      const unused = Object.keys(groups[group]?.en ?? {}).filter(
        (key) =>
          !key.startsWith('apiError.') &&
          !allSource.includes(`'${key}'`) &&
          !allSource.includes(`"${key}"`),
      );
      expect(unused).toEqual([]);
    },
  );
});
