/** One sample of the timeline: the highest id notified by `at` (the bucket's last NOTIFY). */
type Sample = { start: number; at: number; highest: number };

/**
 * The settle horizon (ADR 031, R11): the highest event id this instance was notified of at
 * least `settleMs` ago. An event with a lower id took its id before that one did; if it has
 * not committed yet, its transaction has run for longer than `settleMs`. Event-writing
 * transactions are short, so at or below the horizon every event is final: committed and
 * notified, or rolled back. A transaction slower than the window is the named exception.
 *
 * Every NOTIFY of the site is counted (not only those for streams here). The timeline keeps
 * one sample per `bucketMs`, for the window only: a few hundred numbers at most. The clock
 * is monotonic: a wall clock stepped forward would settle events still in flight.
 */
export class SettleHorizon {
  private highest = 0;
  private settled = 0;
  private readonly timeline: Sample[] = [];

  constructor(
    private readonly settleMs: number,
    private readonly now: () => number = () => performance.now(),
    private readonly bucketMs = 100,
  ) {}

  notified(id: number): void {
    if (id > this.highest) this.highest = id;
    const now = this.now();
    const last = this.timeline.at(-1);
    if (last && now - last.start < this.bucketMs) {
      // Stamped with the bucket's last NOTIFY: the sample counts only once all of it is old.
      last.at = now;
      last.highest = this.highest;
    } else {
      this.timeline.push({ start: now, at: now, highest: this.highest });
    }
    this.expire(now);
  }

  /** The highest id notified at or before now − settleMs (0 before any). */
  value(): number {
    this.expire(this.now());
    return this.settled;
  }

  private expire(now: number): void {
    const cutoff = now - this.settleMs;
    let drop = 0;
    while (drop < this.timeline.length && this.timeline[drop]!.at <= cutoff) {
      this.settled = this.timeline[drop]!.highest;
      drop += 1;
    }
    if (drop > 0) this.timeline.splice(0, drop);
  }
}
