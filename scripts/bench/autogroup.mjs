// Sessions' shares of the cores. With the kernel's autogroups on (`/proc/sys/kernel/sched_autogroup_enabled`, as on
// the bench machines), the scheduler first shares the cores evenly between sessions and only then between one
// session's threads by their niceness: a niceness says nothing against a thread of another session. The servers and
// the browser are started in sessions of their own (detached), so a server at niceness 10 still took as much of the
// cores as the whole browser did whenever both were busy (docs/adr-main-thread.md "Sessions share the cores").
// A session's share is set by its autogroup's niceness, which any of its processes may lower (raise it: root).
import { readFileSync, writeFileSync } from 'node:fs';

/** whether the kernel shares the cores between sessions first */
export function autogroupsOn() {
  try {
    return readFileSync('/proc/sys/kernel/sched_autogroup_enabled', 'utf8').trim() === '1';
  } catch {
    return false;
  }
}

/**
 * Gives the session of process `pid` (`'self'`: this one's) the share of a thread at `niceness`. True when it is
 * done, or when the kernel has no autogroups and niceness alone decides; false when the kernel refused it.
 */
export function setSessionNiceness(pid, niceness) {
  if (!autogroupsOn()) return true;
  try {
    writeFileSync(`/proc/${pid}/autogroup`, String(niceness));
    return true;
  } catch {
    return false;
  }
}
