import { atom } from 'jotai';
import type { Locale } from '../../../i18n/locale';

/**
 * Questions asked from this tab that the AI assistant is answering, by
 * `questionKey`, with the time they were posted (this device's clock). The
 * question page uses it to say the assistant is writing.
 */
export const askedQuestionsAtom = atom<Readonly<Record<string, number>>>({});

/**
 * Of those, the questions whose assistant's answer the server said will not
 * come (`assistant:gave-up`), by `questionKey`: the page keeps saying so when
 * the member comes back to it, rather than waiting again.
 */
export const assistantGaveUpAtom = atom<Readonly<Record<string, true>>>({});

export function questionKey(locale: Locale, id: number): string {
  return `${locale}:${id}`;
}
