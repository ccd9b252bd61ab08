/**
 * Values kept by key in the order they were stored, within a number of
 * entries and a number of bytes (each value's size as its owner counts it):
 * storing past either forgets the oldest first. The app's in-memory read
 * caches keep their entries here.
 */
export class BoundedEntries<V> {
  private readonly entries = new Map<string, { value: V; bytes: number }>();
  private total = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The bytes of every value kept, as counted when stored or resized. */
  get bytes(): number {
    return this.total;
  }

  get(key: string): V | undefined {
    return this.entries.get(key)?.value;
  }

  /**
   * Keeps `value` under `key`, newest, in place of any value it had; the
   * oldest others are forgotten first until it fits.
   */
  set(key: string, value: V, bytes: number): void {
    this.delete(key);
    while (
      this.entries.size > 0 &&
      (this.entries.size >= this.maxEntries ||
        this.total + bytes > this.maxBytes)
    )
      this.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, bytes });
    this.total += bytes;
  }

  /**
   * Counts the value kept under `key` at a new size (one whose size was known
   * only later), then forgets the oldest others while all of them hold too
   * much. Nothing when `key` holds nothing.
   */
  resize(key: string, bytes: number): void {
    const kept = this.entries.get(key);
    if (!kept) return;
    this.total += bytes - kept.bytes;
    kept.bytes = bytes;
    for (const oldest of this.entries.keys()) {
      if (this.total <= this.maxBytes) break;
      if (oldest !== key) this.delete(oldest);
    }
  }

  delete(key: string): void {
    const kept = this.entries.get(key);
    if (!kept) return;
    this.entries.delete(key);
    this.total -= kept.bytes;
  }

  clear(): void {
    this.entries.clear();
    this.total = 0;
  }
}
