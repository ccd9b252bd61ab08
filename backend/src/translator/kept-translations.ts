/** A provider's result as translation_cache stores it. */
export interface CachedTranslation {
  translation: string;
  arabic_script: string;
}

function charsOf(key: string, entry: CachedTranslation): number {
  return key.length + entry.translation.length + entry.arabic_script.length;
}

/**
 * Stored translations a process keeps in memory, by cache key, up to
 * `maxChars` characters of keys and texts together: the least recently used
 * go first. An entry larger than the whole budget is not kept.
 */
export class KeptTranslations {
  private readonly entries = new Map<string, CachedTranslation>();
  private chars = 0;

  constructor(private readonly maxChars: number) {}

  /** The kept entry (a copy), now the most recently used; undefined when none. */
  get(key: string): CachedTranslation | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return { ...entry };
  }

  keep(key: string, row: CachedTranslation): void {
    const entry = {
      translation: row.translation,
      arabic_script: row.arabic_script,
    };
    const chars = charsOf(key, entry);
    if (chars > this.maxChars) return;
    // Two requests for the same phrase may both have read it.
    const already = this.entries.get(key);
    if (already) {
      this.entries.delete(key);
      this.chars -= charsOf(key, already);
    }
    this.entries.set(key, entry);
    this.chars += chars;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.chars <= this.maxChars) break;
      this.entries.delete(oldestKey);
      this.chars -= charsOf(oldestKey, oldest);
    }
  }

  /** How many entries and characters are kept. */
  get size(): { entries: number; chars: number } {
    return { entries: this.entries.size, chars: this.chars };
  }
}
