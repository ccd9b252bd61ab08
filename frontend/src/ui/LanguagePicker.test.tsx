import { Theme } from '@radix-ui/themes';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '../test/messages';
import { LanguagePicker } from './LanguagePicker';
import { LANGUAGES, languageName } from './languages';

function Harness({
  locale = 'en',
  initial = [],
  onChange,
}: {
  locale?: 'en' | 'fr';
  initial?: string[];
  onChange?: (codes: string[]) => void;
}) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <IntlProvider locale={locale} messages={messages[locale]}>
      <Theme>
        <LanguagePicker
          label="Native Languages"
          hint="Pick yours"
          value={value}
          onChange={(codes) => {
            setValue(codes);
            onChange?.(codes);
          }}
        />
      </Theme>
    </IntlProvider>
  );
}

describe('languages', () => {
  it('are the 12 question-site languages', () => {
    expect(LANGUAGES.map((l) => l.code)).toEqual([
      'en',
      'ar',
      'dz',
      'fr',
      'es',
      'ja',
      'de',
      'it',
      'pt',
      'ru',
      'zh',
      'ko',
    ]);
    // Twelve different SVG flags, no emoji (which some systems show as boxes).
    expect(new Set(LANGUAGES.map((l) => l.flag)).size).toBe(12);
    // Each an SVG file of its own, not markup inside the JavaScript.
    for (const { flag } of LANGUAGES) expect(flag).toMatch(/\.svg(\?|$)/);
  });

  it('have English and French names', () => {
    expect(languageName('de', 'en')).toBe('German');
    expect(languageName('de', 'fr')).toBe('Allemand');
    expect(languageName('dz', 'fr')).toBe('Darija');
    expect(languageName('xx', 'fr')).toBe('xx');
  });
});

describe('LanguagePicker', () => {
  it('is a labelled group of 12 checkboxes', () => {
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'Native Languages' });
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes).toHaveLength(12);
    // The flag is decorative: each box is named by its language alone.
    expect(within(group).getByRole('checkbox', { name: 'French' })).toBe(
      boxes[3],
    );
    const flags = group.querySelectorAll('img.flag');
    expect(flags).toHaveLength(12);
    for (const flag of flags) {
      expect(flag.getAttribute('alt')).toBe('');
      expect(flag.getAttribute('aria-hidden')).toBe('true');
      expect(flag.getAttribute('width')).toBe('21');
      expect(flag.getAttribute('height')).toBe('14');
    }
    expect(group.getAttribute('aria-describedby')).toBe(
      screen.getByText('Pick yours').id,
    );
  });

  it('sets its columns by its own width, each name beside its box, and lets a long name wrap', () => {
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'Native Languages' });
    // Not by the window's width: a narrow form in a wide window gets one column.
    expect(group.getAttribute('style')).toContain(
      'repeat(auto-fill, minmax(min(100%, 10.5rem), 1fr))',
    );
    const name = within(group).getByText('Portuguese');
    expect(name.style.overflowWrap).toBe('anywhere');
  });

  it('ticks and unticks languages, keeping the list order', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Native Languages' });
    const box = (name: string) => within(group).getByRole('checkbox', { name });

    fireEvent.click(box('Korean'));
    fireEvent.click(box('English'));
    fireEvent.click(box('Darija'));
    expect(onChange).toHaveBeenLastCalledWith(['en', 'dz', 'ko']);
    expect(box('Korean').getAttribute('aria-checked')).toBe('true');

    fireEvent.click(box('English'));
    expect(onChange).toHaveBeenLastCalledWith(['dz', 'ko']);
    expect(box('English').getAttribute('aria-checked')).toBe('false');
  });

  it('shows the selection it is given, with French names in French', () => {
    render(<Harness locale="fr" initial={['ja', 'es']} />);
    const group = screen.getByRole('group', { name: 'Native Languages' });
    expect(
      within(group)
        .getByRole('checkbox', { name: 'Japonais' })
        .getAttribute('aria-checked'),
    ).toBe('true');
    expect(
      within(group)
        .getByRole('checkbox', { name: 'Espagnol' })
        .getAttribute('aria-checked'),
    ).toBe('true');
    expect(
      within(group)
        .getByRole('checkbox', { name: 'Coréen' })
        .getAttribute('aria-checked'),
    ).toBe('false');
  });
});
