import {
  canonicalClientPath,
  cleanClientPath,
  isClientRoute,
} from './client-routes';

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

describe('canonicalClientPath', () => {
  it('names the page a path written in capitals or percent-encoded stands for', () => {
    expect(canonicalClientPath('/About')).toBe('/about');
    expect(canonicalClientPath('/%61bout')).toBe('/about');
    expect(canonicalClientPath('/FR/%74ranslator')).toBe('/fr/translator');
  });

  it("leaves a page's own path, a path that is no page, and reserved characters alone", () => {
    expect(canonicalClientPath('/about')).toBeUndefined();
    // A question's id is any segment: its own path already.
    expect(canonicalClientPath('/question/Abc')).toBeUndefined();
    expect(canonicalClientPath('/Nowhere')).toBeUndefined();
    // An encoded slash is not a slash.
    expect(canonicalClientPath('/fr%2Fabout')).toBeUndefined();
  });
});
