import { describe, expect, it } from 'vitest';
import type { AdminEvent, FeedEntry } from '../types';
import { addFeedEntry, FEED_LIMIT, feedLink } from './feed';

const event = (title: string): AdminEvent => ({
  type: 'question.created',
  at: '2025-01-01T12:00:00.000Z',
  title,
  link: '/question/1',
  locale: 'en',
});

describe('admin feed', () => {
  it('puts the newest entry first and keeps the latest 100', () => {
    let entries: FeedEntry[] = [];
    for (let n = 1; n <= FEED_LIMIT + 5; n += 1)
      entries = addFeedEntry(entries, event(`Question ${n}`), n);
    expect(entries).toHaveLength(100);
    expect(entries[0]).toMatchObject({ title: 'Question 105', key: 105 });
    expect(entries.at(-1)).toMatchObject({ title: 'Question 6', key: 6 });
  });

  it('links questions to their locale and other items to the admin’s', () => {
    const french = {
      ...event('Q'),
      link: '/fr/question/4',
      locale: 'fr' as const,
    };
    expect(feedLink(french, 'en')).toBe('/fr/question/4');
    expect(feedLink(event('Q'), 'fr')).toBe('/question/1');
    const signUp: AdminEvent = {
      type: 'user.registered',
      at: '2025-01-01T12:00:00.000Z',
      title: 'layla',
      link: '/users',
    };
    expect(feedLink(signUp, 'en')).toBe('/users');
    expect(feedLink(signUp, 'fr')).toBe('/fr/users');
    expect(feedLink({ ...signUp, link: '/fr/users' }, 'fr')).toBe('/fr/users');
  });

  it('keeps the anchor of a link to a section of the admin page', () => {
    const message: AdminEvent = {
      type: 'contact.received',
      at: '2025-01-01T12:00:00.000Z',
      title: 'Question about my account',
      link: '/admin#admin-messages',
    };
    expect(feedLink(message, 'en')).toBe('/admin#admin-messages');
    expect(feedLink(message, 'fr')).toBe('/fr/admin#admin-messages');
    expect(
      feedLink({ ...message, link: '/fr/admin#admin-messages' }, 'fr'),
    ).toBe('/fr/admin#admin-messages');
  });
});
