// The honest count of study time: real seconds between two ticks, and only when the lesson was being studied at both
// (playing, or read on screen, in a visible tab). A gap longer than a tick or two (a throttled timer, a frozen tab, a
// sleeping phone) counts as two seconds at most, so the count never runs ahead of what the reader could have studied.

/** the longest stretch one tick may count, in seconds */
const maxStep = 2;

export class StudyClock {
  private last: number | undefined;
  private pending = 0;

  /** `now` in ms (performance.now()); `studying`: the lesson is being studied at this moment */
  tick(now: number, studying: boolean): void {
    if (studying && this.last !== undefined)
      this.pending += Math.min(Math.max(0, (now - this.last) / 1000), maxStep);
    this.last = studying ? now : undefined;
  }

  /** the whole seconds counted since the last take; the fraction waits for the next */
  take(): number {
    const whole = Math.floor(this.pending);
    this.pending -= whole;
    return whole;
  }

  /** seconds given back after a report that did not arrive, to go with the next */
  giveBack(seconds: number): void {
    this.pending += seconds;
  }

  /** counted and not yet taken */
  get unreported(): number {
    return this.pending;
  }
}
