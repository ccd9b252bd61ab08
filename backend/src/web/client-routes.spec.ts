import { cleanClientPath, isClientRoute } from './client-routes';

describe('client routes', () => {
  it.each([
    '/',
    '/fr',
    '/fr/',
    '/auth',
    '/fr/question/42',
    '/question',
    '/fr/question/',
    '/egyptian-arabic',
    '/fr/standard-arabic',
    '/users/',
  ])('knows %s', (p) => expect(isClientRoute(p)).toBe(true));
  it.each(['/nope', '/fr/nope', '/question/1/extra', '/french', '/de/auth'])(
    'does not know %s',
    (p) => expect(isClientRoute(p)).toBe(false),
  );
  it('strips the French prefix', () => {
    expect(cleanClientPath('/fr')).toBe('/');
    expect(cleanClientPath('/fr/about')).toBe('/about');
    expect(cleanClientPath('/french')).toBe('/french');
  });
});
