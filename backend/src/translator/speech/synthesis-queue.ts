/** A place in the queue, taken before the work is known to go ahead. */
export interface QueuePlace {
  /** Runs the work once the jobs ahead of it are done; the place is freed when it ends. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Gives the place back without running anything. */
  cancel(): void;
}

/**
 * Runs jobs one at a time, with at most `maxWaiting` jobs waiting behind the
 * running one. A place is taken synchronously, so callers can refuse work
 * before doing anything else when the line is full.
 */
export class SynthesisQueue {
  private tail: Promise<unknown> = Promise.resolve();
  private taken = 0;

  constructor(private readonly maxWaiting: number) {}

  /** Jobs running or waiting (places taken and not yet freed). */
  get size(): number {
    return this.taken;
  }

  /** A place in line, or undefined when the line is full. */
  tryEnter(): QueuePlace | undefined {
    if (this.taken >= 1 + this.maxWaiting) return undefined;
    this.taken++;
    let freed = false;
    const free = () => {
      if (freed) return;
      freed = true;
      this.taken--;
    };
    return {
      run: <T>(work: () => Promise<T>): Promise<T> => {
        if (freed) return Promise.reject(new Error('queue place was freed'));
        const result = this.tail.then(work, work);
        const done = result.then(free, free);
        this.tail = done;
        return result;
      },
      cancel: free,
    };
  }
}
