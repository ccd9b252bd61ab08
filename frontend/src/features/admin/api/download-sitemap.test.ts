import { describe, expect, it } from 'vitest';
import { attachmentFileName } from './download-sitemap';

describe('attachmentFileName', () => {
  it('reads the quoted, bare and encoded forms', () => {
    expect(attachmentFileName('attachment; filename="sitemap.xml"')).toBe(
      'sitemap.xml',
    );
    expect(attachmentFileName('attachment; filename=sitemap.xml')).toBe(
      'sitemap.xml',
    );
    expect(
      attachmentFileName(
        `attachment; filename="plan.xml"; filename*=UTF-8''plan%20du%20site.xml`,
      ),
    ).toBe('plan du site.xml');
  });

  it('gives nothing without a name', () => {
    expect(attachmentFileName(null)).toBeNull();
    expect(attachmentFileName('attachment')).toBeNull();
  });
});
