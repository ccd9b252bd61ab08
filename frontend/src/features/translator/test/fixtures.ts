import { jsonResponse, type FetchHandler } from '../../../test/render-app';
import type { TranslatorStats } from '../types';

export function makeStats(overrides: Partial<TranslatorStats> = {}) {
  return {
    account_type: 'free',
    translations_today: 3,
    translations_used: 3,
    daily_limit: 50,
    char_limit: 500,
    can_use_advanced: false,
    ...overrides,
  } satisfies TranslatorStats;
}

export const premiumStats = (overrides: Partial<TranslatorStats> = {}) =>
  makeStats({
    account_type: 'pro',
    daily_limit: 5000,
    char_limit: 5000,
    can_use_advanced: true,
    ...overrides,
  });

/** Tries each handler in turn. */
export function handlers(...list: FetchHandler[]): FetchHandler {
  return async (url, init) => {
    for (const handler of list) {
      const response = await handler(url, init);
      if (response) return response;
    }
    return undefined;
  };
}

export function onGet(path: string, respond: () => Response): FetchHandler {
  return (url, init) =>
    url === path && (init?.method ?? 'GET') === 'GET' ? respond() : undefined;
}

export function onPost(
  path: string,
  respond: (body: unknown) => Response | Promise<Response>,
): FetchHandler {
  return (url, init) =>
    url === path && init?.method === 'POST'
      ? respond(JSON.parse(String(init.body)))
      : undefined;
}

/** The stand-in translator: known phrases in Darija, anything else marked. */
export function translateLikeTheServer(body: unknown): Response {
  const { text } = body as { text: string };
  if (text.trim().toLowerCase() === 'good morning') {
    return jsonResponse({
      translation: 'sbah lkhir',
      arabic_script: 'صباح الخير',
      engine: 'standard',
      cached: false,
    });
  }
  return jsonResponse({
    translation: `[translated] ${text}`,
    arabic_script: '',
    engine: 'standard',
    cached: false,
  });
}

export function apiError(status: number, message: string, error = 'Error') {
  return jsonResponse({ statusCode: status, message, error }, status);
}
