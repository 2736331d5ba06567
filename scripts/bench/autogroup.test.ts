// A process the bench starts in a session of its own yields to the browser only once its session does: the kernel
// shares the cores between sessions first (autogroup.mjs).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { autogroupsOn, setSessionNiceness } from './autogroup.mjs';

const sleepers: ReturnType<typeof spawn>[] = [];
afterEach(() => {
  for (const child of sleepers.splice(0)) child.kill();
});

describe.skipIf(!autogroupsOn())('a session’s share of the cores', () => {
  it('takes the niceness asked for, for every process of the session, and gives it back', () => {
    const sleeper = spawn('sleep', ['30'], { detached: true, stdio: 'ignore' });
    sleepers.push(sleeper);
    const ownGroup = readFileSync('/proc/self/autogroup', 'utf8');
    expect(setSessionNiceness(sleeper.pid, 10)).toBe(true);
    expect(readFileSync(`/proc/${sleeper.pid}/autogroup`, 'utf8')).toMatch(/ nice 10$/m);
    // another session, this test's own, is left as it was
    expect(readFileSync('/proc/self/autogroup', 'utf8')).toBe(ownGroup);
    expect(setSessionNiceness(sleeper.pid, 0)).toBe(true);
    expect(readFileSync(`/proc/${sleeper.pid}/autogroup`, 'utf8')).toMatch(/ nice 0$/m);
  });

  it('says so when the process is gone', () => {
    expect(setSessionNiceness(2 ** 22 + 1, 10)).toBe(false);
  });
});
