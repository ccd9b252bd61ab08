import { Locale } from '../common/languages';
import { EventsService } from '../events/events.service';
import { QuestionView } from '../questions/question.views';
import { QuestionsService } from '../questions/questions.service';
import { SitemapService } from './sitemap.service';

type Row = { id: number; locale: Locale; createdAt: Date };

/** A question source whose reads end when the test says so. */
class HeldReads {
  readonly reads: { resolve: (rows: Row[]) => void }[] = [];
  listForSitemap(): Promise<Row[]> {
    return new Promise((resolve) => this.reads.push({ resolve }));
  }
}

const row = (id: number): Row => ({
  id,
  locale: 'en',
  createdAt: new Date('2026-11-01T00:00:00Z'),
});

const created = (id: number) => ({
  locale: 'en' as const,
  question: {
    id,
    createdAt: '2026-11-02T00:00:00.000Z',
  } as unknown as QuestionView,
});

/** The question ids a sitemap lists, in order. */
const listed = (xml: string | null): number[] =>
  [...(xml ?? '').matchAll(/\/question\/(\d+)</g)].map((m) => Number(m[1]));

/** Lets pending promise callbacks run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('SitemapService while its list is being read', () => {
  let source: HeldReads;
  let events: EventsService;
  let sitemap: SitemapService;

  beforeEach(() => {
    source = new HeldReads();
    events = new EventsService();
    sitemap = new SitemapService(source as unknown as QuestionsService, events);
    sitemap.onModuleInit();
  });

  afterEach(() => sitemap.onModuleDestroy());

  it('keeps a question created during the read, whether the read saw it or not', async () => {
    const first = sitemap.xml('https://x.test');
    await settle();
    events.emit('question.created', created(3));
    events.emit('question.created', created(4));
    // The read began before question 4 committed but after question 3 did.
    source.reads[0].resolve([row(1), row(2), row(3)]);
    expect(listed(await first)).toEqual([1, 2, 3, 4]);
    expect(source.reads).toHaveLength(1);
  });

  it('drops a question deleted during the read', async () => {
    const first = sitemap.xml('https://x.test');
    await settle();
    events.emit('question.deleted', { locale: 'en', questionId: 2 });
    source.reads[0].resolve([row(1), row(2), row(3)]);
    expect(listed(await first)).toEqual([1, 3]);
  });

  it('reads again when the list is forgotten during a read, and answers everyone with the second', async () => {
    const first = sitemap.xml('https://x.test');
    await settle();
    sitemap.forget();
    const second = sitemap.xml('https://x.test');
    source.reads[0].resolve([row(1)]);
    await settle();
    expect(source.reads).toHaveLength(2);
    source.reads[1].resolve([row(1), row(5), row(6)]);
    expect(listed(await first)).toEqual([1, 5, 6]);
    expect(listed(await second)).toEqual([1, 5, 6]);
    // Kept: the next request reads nothing.
    expect(listed(await sitemap.xml('https://x.test'))).toEqual([1, 5, 6]);
    expect(source.reads).toHaveLength(2);
  });

  it('applies changes to the kept list once it is read', async () => {
    const first = sitemap.xml('https://x.test');
    await settle();
    source.reads[0].resolve([row(1), row(2)]);
    await first;
    events.emit('question.created', created(7));
    events.emit('question.deleted', { locale: 'en', questionId: 1 });
    expect(listed(await sitemap.xml('https://x.test'))).toEqual([2, 7]);
    expect(source.reads).toHaveLength(1);
  });
});
