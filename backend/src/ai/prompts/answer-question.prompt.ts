import { LANGUAGE_NAMES } from './language-names';
import { VARIETIES, varietyOfSiteLanguage } from './arabic-conventions';
import { DATA_RULE, dataBlock } from './data-block';

export const ANSWER_PROMPT_VERSION = 'answer-question@v1';

export interface QuestionForAnswer {
  title: string;
  content: string;
  /** Interface locale of the question: the answer's language. */
  locale: 'en' | 'fr';
  /** The asker's native language (code). */
  language: string;
  /** The language the question is about (code). */
  targetLanguage: string;
}

/** Builds the AI assistant's prompt for answering a learner's question. */
export function buildAnswerPrompt(q: QuestionForAnswer): {
  system: string;
  user: string;
} {
  const answerLanguage = q.locale === 'fr' ? 'French' : 'English';
  const target = LANGUAGE_NAMES[q.targetLanguage] ?? q.targetLanguage;
  const native = LANGUAGE_NAMES[q.language] ?? q.language;
  const variety = varietyOfSiteLanguage(q.targetLanguage);
  const lines = [
    'You are the AI assistant of a language-learning community where learners ask about languages, above all the Arabic dialects, and native speakers also answer.',
    `Answer the learner's question about ${target}. The learner's native language is ${native}.`,
    `Write the answer in ${answerLanguage}, in 60 to 220 words, friendly and concrete: give the expression, its meaning, when to use it, and one or two short example sentences.`,
  ];
  if (variety) {
    lines.push(
      `The question is about ${VARIETIES[variety].name}. Give every Arabic expression both in romanized form and in Arabic script, e.g. "3afak (عافاك)".`,
      VARIETIES[variety].conventions,
    );
  } else {
    lines.push(
      'If the question involves Arabic, give expressions both in romanized form and in Arabic script.',
    );
  }
  lines.push(
    'If you are unsure, or usage differs by region, say so plainly in the answer and suggest asking a native speaker; never invent facts.',
    'If the text is not a language question, answer briefly and politely that you can only help with language learning.',
    DATA_RULE,
    'Reply with a JSON object only: {"answer": string, "unsure": boolean}.',
  );
  return {
    system: lines.join('\n'),
    user: `The learner's question:\n${dataBlock('question', { title: q.title, details: q.content })}`,
  };
}
