// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DIALECT_SLUGS } from '../features/translator/dialect-slugs';
import { makeAnswer, makeQuestion } from '../features/questions/test/fixtures';
import { firstFramePaths, renderFirstFrame } from './render';

const heading = (html: string) =>
  /<h1[^>]*>(?:<[^>]+>)*([^<]*)<\/h1>/.exec(html)?.[1];

describe('first frames', () => {
  it('covers the pages every guest sees alike, in both locales', () => {
    const paths = firstFramePaths();
    for (const path of [
      '/',
      '/translator',
      '/about',
      '/contact',
      '/privacy',
      '/terms',
    ])
      expect(paths).toContain(path);
    for (const slug of DIALECT_SLUGS) {
      expect(paths).toContain(`/${slug}`);
      expect(paths).toContain(`/fr/${slug}`);
    }
    expect(paths).toContain('/fr');
    expect(paths).toContain('/fr/about');
    // Question pages by their route: one skeleton for every question.
    expect(paths).toContain('/question/:id');
    expect(paths).toContain('/fr/question/:id');
    // Pages of one member or a form's result are not the same for everyone.
    expect(paths.some((path) => /ask|admin|users|auth|plans/.test(path))).toBe(
      false,
    );
  });

  it('renders the home page as a guest sees it while its data loads', async () => {
    const html = await renderFirstFrame('/');
    expect(heading(html)).toBe('Language Learning Q&amp;A Community');
    expect(html).toContain('class="site-header"');
    expect(html).toContain('data-testid="site-footer"');
    // A first frame only ever goes to a guest: the header offers the sign-in.
    expect(html).toContain('data-testid="header-login"');
    expect(html).not.toContain('data-testid="header-ask"');
    // Nothing left to swap in by script: every part is inline.
    expect(html).not.toMatch(/<script|<template|<!--\$\?-->/);
  });

  it('renders a question page as its skeleton, whatever the question', async () => {
    const html = await renderFirstFrame('/question/:id');
    expect(html).toContain('data-testid="question-loading"');
    expect(html).toContain('class="site-header"');
  });

  it('renders a question page with its question and answers, given the reads', async () => {
    const question = makeQuestion({
      id: 42,
      title: 'How do you say "welcome" in Darija?',
      content: 'I hear it at every shop in Fes.',
      answerCount: 1,
    });
    const answer = makeAnswer({
      id: 7,
      questionId: 42,
      content: 'We say "marhba bik".',
    });
    const html = await renderFirstFrame('/question/42', {
      '/api/questions/42': question,
      '/api/questions/42/answers': [answer],
    });
    expect(heading(html)).toBe('How do you say &quot;welcome&quot; in Darija?');
    expect(html).toContain('data-testid="question-content"');
    expect(html).toContain('I hear it at every shop in Fes.');
    expect(html).toContain('We say &quot;marhba bik&quot;.');
    expect(html).not.toContain('data-testid="question-loading"');
    // A guest's page: the sign-in prompt in place of the answer form.
    expect(html).toContain('data-testid="answer-sign-in"');
    expect(html).not.toContain('data-testid="answer-form"');
    expect(html).not.toMatch(/<script|<template|<!--\$\?-->/);
  });

  it("renders a French page with the French pages' catalogue", async () => {
    const html = await renderFirstFrame('/fr/about');
    expect(heading(html)).toBe('À propos de nous');
    expect(html).toContain('Aller au contenu principal');
  });

  it('refuses a page that does not exist', async () => {
    await expect(renderFirstFrame('/no/such/page')).rejects.toThrow(/404/);
  });
});
