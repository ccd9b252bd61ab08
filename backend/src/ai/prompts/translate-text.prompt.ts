import { ArabicVariety, VARIETIES } from './arabic-conventions';
import { DATA_RULE, dataBlock } from './data-block';

export const TRANSLATE_PROMPT_VERSION = 'translate-text@v1';

export interface TranslateInput {
  text: string;
  /** A language name, or 'auto'. */
  from: string;
  /** A language name. */
  to: string;
  /** When the target is an Arabic variety: its conventions, and an Arabic-script version. */
  variety?: ArabicVariety;
  /** Address a woman (feminine forms) where the language marks gender. */
  feminine?: boolean;
}

/** Builds the prompt for translating a text (a post, or translator input). */
export function buildTranslatePrompt(input: TranslateInput): {
  system: string;
  user: string;
} {
  const from =
    input.from === 'auto'
      ? 'the language it is written in (detect it)'
      : input.from;
  const lines = [
    `Translate the text from ${from} into ${input.variety ? VARIETIES[input.variety].name : input.to}.`,
    'Keep the meaning, tone and line breaks; translate everything, add nothing, and do not explain.',
  ];
  if (input.variety) {
    lines.push(
      'Write "translation" in romanized form as people of that region write it in chat, and "arabic_script" in Arabic script.',
      VARIETIES[input.variety].conventions,
    );
  } else {
    lines.push(
      'Leave "arabic_script" empty unless the target language is written in Arabic script.',
    );
  }
  if (input.feminine) {
    lines.push(
      'Address the listener as a woman: use feminine verb forms, pronouns and adjectives where the language marks gender.',
    );
  }
  lines.push(
    'If a passage cannot be translated with confidence, translate what you can and keep the rest unchanged.',
    DATA_RULE,
    'Reply with a JSON object only: {"translation": string, "arabic_script": string}.',
  );
  return {
    system: lines.join('\n'),
    user: `The text to translate:\n${dataBlock('text', input.text)}`,
  };
}
