import { describe, expect, test } from 'vitest';
import { restartAtEnd, resumeFrom } from './mediaSampling';

/** A recording as far as restartAtEnd reads it: its length once loaded, and where it stands. */
function recording(duration: number) {
  return { readyState: 1, duration, currentTime: 0, addEventListener: () => undefined } as unknown as HTMLMediaElement;
}

describe('where a lesson resumes', () => {
  test('at the member’s position from the first second on, whatever time the lesson asks for', () => {
    expect(resumeFrom(0.4)).toBeUndefined();
    expect(resumeFrom(9)).toBe(9);
    expect(resumeFrom(25)).toBe(25);
  });

  test('a recording resumed within a second of its own end plays from the beginning; short of it, where it was', () => {
    const ended = recording(20);
    ended.currentTime = 19.5;
    restartAtEnd(ended, 19.5);
    expect(ended.currentTime).toBe(0);
    const midway = recording(20);
    midway.currentTime = 9;
    restartAtEnd(midway, 9);
    expect(midway.currentTime).toBe(9);
  });
});
