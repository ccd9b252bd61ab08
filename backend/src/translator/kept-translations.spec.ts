import { KeptTranslations } from './kept-translations';

const entry = (translation: string, arabic = 'ا') => ({
  translation,
  arabic_script: arabic,
});

describe('KeptTranslations', () => {
  it('gives back a copy of what it keeps, and nothing for other keys', () => {
    const kept = new KeptTranslations(100);
    kept.keep('k1', entry('Salam'));
    const got = kept.get('k1');
    expect(got).toEqual(entry('Salam'));
    got!.translation = 'changed by a caller';
    expect(kept.get('k1')).toEqual(entry('Salam'));
    expect(kept.get('k2')).toBeUndefined();
  });

  it('drops the least recently used entries past its character budget', () => {
    // Each entry: a 2-character key, 5 characters of translation, 1 of script.
    const kept = new KeptTranslations(24);
    kept.keep('k1', entry('aaaaa'));
    kept.keep('k2', entry('bbbbb'));
    kept.keep('k3', entry('ccccc'));
    expect(kept.size).toEqual({ entries: 3, chars: 24 });
    // Reading k1 makes k2 the least recently used.
    expect(kept.get('k1')).toBeDefined();
    kept.keep('k4', entry('ddddd'));
    expect(kept.get('k2')).toBeUndefined();
    for (const key of ['k1', 'k3', 'k4']) expect(kept.get(key)).toBeDefined();
    expect(kept.size).toEqual({ entries: 3, chars: 24 });
  });

  it('counts an entry kept twice once, and keeps nothing larger than its budget', () => {
    const kept = new KeptTranslations(24);
    kept.keep('k1', entry('aaaaa'));
    kept.keep('k1', entry('aaaaa'));
    expect(kept.size).toEqual({ entries: 1, chars: 8 });
    kept.keep('big', entry('x'.repeat(30)));
    expect(kept.get('big')).toBeUndefined();
    expect(kept.size).toEqual({ entries: 1, chars: 8 });
  });
});
