import { gzipSync } from 'node:zlib';
import { Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { Locale } from '../common/languages';
import { EventsService } from '../events/events.service';
import { QuestionsService } from '../questions/questions.service';

/** Public pages listed in both locales, with hreflang alternates. */
export const SITEMAP_PAGES = [
  '/',
  '/about',
  '/contact',
  '/privacy',
  '/terms',
  '/translator',
  '/plans',
  '/moroccan-darija',
  '/egyptian-arabic',
  '/levantine-arabic',
  '/gulf-arabic',
  '/iraqi-arabic',
  '/standard-arabic',
];

/** The protocol's limit of URLs per sitemap file; past it, /sitemap.xml becomes an index. */
export const SITEMAP_MAX_URLS = 50_000;

/** Other instances add questions too: the list is read again from the database this often. */
const REFRESH_MS = 10 * 60 * 1000;

interface Entry {
  /** The page's path (with /fr for French). */
  path: string;
  lastmod?: string;
  /** Paths of the page in each locale, for hreflang. */
  alternates?: { en: string; fr: string };
  /** The question it lists, if any. */
  questionId?: number;
}

function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) =>
      ({
        '&': '&amp;',
        '<': '&lt;',
        '>': '&gt;',
        '"': '&quot;',
        "'": '&apos;',
      })[c]!,
  );
}

function frenchPath(path: string): string {
  return path === '/' ? '/fr' : `/fr${path}`;
}

function questionEntry(id: number, locale: Locale, at: Date): Entry {
  return {
    path: locale === 'fr' ? `/fr/question/${id}` : `/question/${id}`,
    lastmod: at.toISOString().slice(0, 10),
    questionId: id,
  };
}

/** A question added to or removed from the list. */
type Change = { added: Entry } | { removed: number };

/** The list after a change; `mayHave` when the list may already hold an added question. */
function applyChange(
  entries: Entry[],
  change: Change,
  mayHave: boolean,
): Entry[] {
  if ('removed' in change)
    return entries.filter((e) => e.questionId !== change.removed);
  const id = change.added.questionId;
  if (mayHave && entries.some((e) => e.questionId === id)) return entries;
  entries.push(change.added);
  return entries;
}

const STATIC_ENTRIES: Entry[] = SITEMAP_PAGES.flatMap((path) => {
  const alternates = { en: path, fr: frenchPath(path) };
  return [
    { path, alternates },
    { path: alternates.fr, alternates },
  ];
});

/**
 * The sitemap: every public page in both locales and every question page.
 * The list is read once, then kept up to date by question events (and read
 * again every ten minutes for other instances' questions); each file's XML is
 * rendered once per change, so serving it costs no query.
 */
@Injectable()
export class SitemapService implements OnModuleInit, OnModuleDestroy {
  private entries?: Entry[];
  private loadedAt = 0;
  private loading?: Promise<Entry[]>;
  /**
   * Changes announced while the list is being read: the read may have
   * started before they committed, so they are applied to what it returns.
   */
  private changesDuringLoad?: Change[];
  /** Bumped by forget(): a read begun before it is read again. */
  private forgotten = 0;
  /** Rendered files per origin: index 0 is /sitemap.xml, i is /sitemap.xml?page=i. */
  private rendered = new Map<string, Map<number, string>>();
  /** The same files gzipped, made on first request after a change. */
  private compressed = new Map<string, Buffer>();
  private readonly unsubscribe: (() => void)[] = [];
  maxUrls = SITEMAP_MAX_URLS;

  constructor(
    private readonly questions: QuestionsService,
    private readonly events: EventsService,
  ) {}

  onModuleInit(): void {
    this.unsubscribe.push(
      this.events.on('question.created', ({ locale, question }) =>
        this.change({
          added: questionEntry(
            question.id,
            locale,
            new Date(question.createdAt),
          ),
        }),
      ),
      this.events.on('question.deleted', ({ questionId }) =>
        this.change({ removed: questionId }),
      ),
      // Read the list again on the next request.
      this.events.on('questions.seeded', () => this.forget()),
    );
  }

  onModuleDestroy(): void {
    for (const off of this.unsubscribe) off();
  }

  /** How many files the sitemap has (1: a plain urlset at /sitemap.xml). */
  async fileCount(): Promise<number> {
    const entries = await this.current();
    return Math.max(1, Math.ceil(entries.length / this.maxUrls));
  }

  /**
   * The XML of /sitemap.xml (page undefined) or of one of its files
   * (/sitemap.xml?page=n, from 1). Null when there is no such page.
   */
  async xml(origin: string, page?: number): Promise<string | null> {
    const entries = await this.current();
    const files = Math.max(1, Math.ceil(entries.length / this.maxUrls));
    const index = files > 1 && page === undefined;
    const part = page ?? 1;
    if (!index && (part < 1 || part > files)) return null;
    let cache = this.rendered.get(origin);
    if (!cache) {
      cache = new Map();
      this.rendered.set(origin, cache);
    }
    const key = index ? 0 : part;
    let text = cache.get(key);
    if (text === undefined) {
      text = index
        ? this.renderIndex(origin, files)
        : this.renderUrls(
            origin,
            entries.slice((part - 1) * this.maxUrls, part * this.maxUrls),
          );
      cache.set(key, text);
    }
    return text;
  }

  /**
   * A file gzipped (a 50,000-URL file shrinks about twentyfold), kept until the
   * next change. Null when there is no such page.
   */
  async gzipped(origin: string, page?: number): Promise<Buffer | null> {
    const xml = await this.xml(origin, page);
    if (xml === null) return null;
    const key = `${origin} ${page ?? 0}`;
    let gz = this.compressed.get(key);
    if (!gz) {
      gz = gzipSync(xml);
      this.compressed.set(key, gz);
    }
    return gz;
  }

  /** Drops the list; the next request reads it again (a generated sitemap is always current). */
  forget(): void {
    this.entries = undefined;
    this.forgotten++;
    this.clearRendered();
  }

  private change(change: Change): void {
    this.changesDuringLoad?.push(change);
    if (!this.entries) return;
    // Events are announced once per question, so the kept list needs no check for a repeat.
    this.entries = applyChange(this.entries, change, false);
    this.clearRendered();
  }

  private clearRendered(): void {
    this.rendered.clear();
    this.compressed.clear();
  }

  private async current(): Promise<Entry[]> {
    if (this.entries && Date.now() - this.loadedAt < REFRESH_MS)
      return this.entries;
    this.loading ??= this.load().finally(() => (this.loading = undefined));
    return this.loading;
  }

  private async load(): Promise<Entry[]> {
    for (;;) {
      const forgotten = this.forgotten;
      const changes: Change[] = [];
      this.changesDuringLoad = changes;
      const questions = await this.questions
        .listForSitemap()
        .finally(() => (this.changesDuringLoad = undefined));
      // Forgotten while reading (demo content seeded): what was read may predate it.
      if (forgotten !== this.forgotten) continue;
      let entries = [
        ...STATIC_ENTRIES,
        ...questions.map((q) => questionEntry(q.id, q.locale, q.createdAt)),
      ];
      // A question created or deleted during the read may or may not be in it.
      for (const change of changes)
        entries = applyChange(entries, change, true);
      this.entries = entries;
      this.loadedAt = Date.now();
      this.clearRendered();
      return entries;
    }
  }

  private renderIndex(origin: string, files: number): string {
    const parts = ['<?xml version="1.0" encoding="UTF-8"?>'];
    parts.push(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    );
    for (let i = 1; i <= files; i++)
      parts.push(
        `<sitemap><loc>${escapeXml(`${origin}/sitemap.xml?page=${i}`)}</loc></sitemap>`,
      );
    parts.push('</sitemapindex>');
    return parts.join('\n');
  }

  private renderUrls(origin: string, entries: Entry[]): string {
    const parts = ['<?xml version="1.0" encoding="UTF-8"?>'];
    parts.push(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    for (const e of entries) {
      let url = `<url><loc>${escapeXml(origin + e.path)}</loc>`;
      if (e.lastmod) url += `<lastmod>${e.lastmod}</lastmod>`;
      if (e.alternates) {
        const en = escapeXml(origin + e.alternates.en);
        const fr = escapeXml(origin + e.alternates.fr);
        url +=
          `<xhtml:link rel="alternate" hreflang="en" href="${en}"/>` +
          `<xhtml:link rel="alternate" hreflang="fr" href="${fr}"/>` +
          `<xhtml:link rel="alternate" hreflang="x-default" href="${en}"/>`;
      }
      parts.push(`${url}</url>`);
    }
    parts.push('</urlset>');
    return parts.join('\n');
  }
}
