import { describe, expect, it } from 'vitest';
import { StudyClock } from './studyClock';

describe('StudyClock', () => {
  it('counts real time between ticks while studied, nothing before the first or while not', () => {
    const clock = new StudyClock();
    clock.tick(0, true);
    clock.tick(1000, true);
    clock.tick(2000, true);
    clock.tick(3000, false);
    clock.tick(60_000, false);
    clock.tick(61_000, true);
    clock.tick(61_500, true);
    expect(clock.unreported).toBeCloseTo(2.5);
    expect(clock.take()).toBe(2);
    expect(clock.unreported).toBeCloseTo(0.5);
  });

  it('never faster than real time: a long gap (a frozen tab) counts two seconds at most, a clock going back none', () => {
    const clock = new StudyClock();
    clock.tick(0, true);
    clock.tick(120_000, true);
    clock.tick(119_000, true);
    expect(clock.take()).toBe(2);
  });

  it('gives back seconds a failed report carried', () => {
    const clock = new StudyClock();
    clock.giveBack(7);
    expect(clock.take()).toBe(7);
  });
});
