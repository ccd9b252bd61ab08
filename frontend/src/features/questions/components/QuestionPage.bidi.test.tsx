import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, jsonResponse } from '../../../test/render-app';

const RLO = '\u202E';

const question = {
  id: 7,
  locale: 'en',
  title: `${RLO}txet desrever`,
  titleDir: 'ltr',
  content: `Is it كيفاش or kifash? ${RLO}evil`,
  contentDir: 'ltr',
  language: 'en',
  targetLanguage: 'dz',
  createdAt: '2026-11-20T10:00:00.000Z',
  answerCount: 1,
  likes: 0,
  liked: false,
  user: {
    id: 3,
    username: `${RLO}nimda`,
    profileImageUrl: null,
    nativeLanguages: ['ar'],
  },
};

const answer = {
  id: 11,
  questionId: 7,
  content: `شنو كتعني ${RLO}? معناها "what".`,
  contentDir: 'rtl',
  isAI: false,
  createdAt: '2026-11-20T11:00:00.000Z',
  useful: 0,
  notUseful: 0,
  likes: 0,
  myVotes: [],
  user: {
    id: 4,
    username: `${RLO}resu`,
    profileImageUrl: null,
    nativeLanguages: ['dz'],
    qualityPoints: 0,
    totalAnswers: 1,
    totalLikes: 0,
  },
};

describe('user text direction', () => {
  it("lays question and answer text out in the direction the server gives (most of its letters' script) and keeps override characters inside it", async () => {
    renderApp('/question/7', {
      handler: (url) => {
        if (url === '/api/questions/7') return jsonResponse(question);
        if (url === '/api/questions/7/answers') return jsonResponse([answer]);
        return undefined;
      },
    });
    const title = await screen.findByRole('heading', { level: 1 });
    expect(title.getAttribute('dir')).toBe('ltr');
    expect(title.className).toContain('user-text');
    const content = screen.getByTestId('question-content');
    expect(content.getAttribute('dir')).toBe('ltr');
    const answerText = await screen.findByTestId('answer-content');
    expect(answerText.getAttribute('dir')).toBe('rtl');
    expect(answerText.className).toContain('user-text');
    // Names are isolated too: an override in a username stays in its <bdi>.
    for (const id of ['question-author', 'answer-author']) {
      const name = screen.getByTestId(id).querySelector('bdi');
      expect(name?.textContent?.startsWith(RLO)).toBe(true);
    }
  });
});
