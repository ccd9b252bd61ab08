import { mayStartSession } from './session.middleware';

describe('mayStartSession', () => {
  const req = (method: string, originalUrl: string) => ({
    method,
    originalUrl,
  });

  it('is true for the sign-in and sign-up posts, however the path is written', () => {
    for (const url of [
      '/api/login',
      '/api/register',
      '/api/login/',
      '/API/Login',
      '/api/register?next=%2Ffr',
    ])
      expect(mayStartSession(req('POST', url))).toBe(true);
  });

  it('is false for every other request, read or write', () => {
    for (const [method, url] of [
      ['GET', '/api/login'],
      ['GET', '/api/questions'],
      ['POST', '/api/translator/translate'],
      ['POST', '/api/logout'],
      ['POST', '/api/login/extra'],
      ['POST', '/api/loginx'],
      ['POST', '/contact'],
      ['PUT', '/api/register'],
    ])
      expect(mayStartSession(req(method, url))).toBe(false);
  });
});
