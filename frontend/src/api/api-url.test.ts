import { describe, expect, it } from 'vitest';
import { localizedApiUrl } from './api-url';

describe('localizedApiUrl', () => {
  it('uses /api for English and /api/fr for French', () => {
    expect(localizedApiUrl('/stats', 'en')).toBe('/api/stats');
    expect(localizedApiUrl('/users/public', 'fr')).toBe('/api/fr/users/public');
    expect(localizedApiUrl('stats', 'fr')).toBe('/api/fr/stats');
  });
});
