/**
 * A fixed-window counter per socket: `limit` actions per `windowMs`. Past
 * `disconnectAfter` refused actions in one window the caller should hang up.
 */
export class WindowLimiter {
  private windowStart = 0;
  private used = 0;
  private refused = 0;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    readonly disconnectAfter: number,
  ) {}

  take(now = Date.now()): 'ok' | 'refused' | 'abusive' {
    if (now - this.windowStart >= this.windowMs) {
      this.windowStart = now;
      this.used = 0;
      this.refused = 0;
    }
    if (this.used < this.limit) {
      this.used++;
      return 'ok';
    }
    this.refused++;
    return this.refused > this.disconnectAfter ? 'abusive' : 'refused';
  }
}
