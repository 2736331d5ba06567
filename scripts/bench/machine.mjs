// The machine the bench runs on: what it is, and how busy the rest of it is while the bench measures.
//
// The load average cannot tell the bench's own work from anyone else's once the bench runs, so during the run the
// bench counts CPU time instead (Linux /proc): the machine's busy time minus the time of the bench's own processes
// (its servers, Chromium, the load generator) is what other processes took from the measurement, and steal is what
// a virtual machine's neighbours took. Its own processes are found by watching: every half second, each new process
// whose parent is the bench's is the bench's too, and it stays so when its parent dies first (Chromium's renderers,
// killed with their group, are no longer anyone's child when they end).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { cpus, loadavg, release, totalmem, type } from 'node:os';
import { chromiumPath } from '../chromium.mjs';

const cores = cpus().length;
/** quiet: a 1-minute load average at most this per core when the bench starts */
export const QUIET_LOAD_PER_CORE = 0.5;
/** quiet: other processes (and steal) together use at most this many cores */
export const QUIET_OTHERS_CORES = 0.1 * cores;
const hasProc = existsSync('/proc/stat');

function osName() {
  const pretty = existsSync('/etc/os-release')
    ? /^PRETTY_NAME="?([^"\n]*)"?$/m.exec(readFileSync('/etc/os-release', 'utf8'))?.[1]
    : undefined;
  return `${pretty ?? type()}, ${type()} ${release()}`;
}

function chromiumVersion() {
  const out = spawnSync(chromiumPath, ['--version'], { encoding: 'utf8' }).stdout ?? '';
  return /Chrom\S*\s+[\d.]+/.exec(out)?.[0] ?? 'unknown';
}

/**
 * The system's Chinese faces, as fontconfig lists them (Chromium on Linux finds its faces through fontconfig).
 * A phone always has one; a fresh Debian machine has none, and then Chromium draws every Chinese character as a
 * missing glyph after asking the browser process for a fallback face, character by character: on the article
 * page, four times the font calls in the first layout, which took 216 ms instead of 139 (2026-11-25).
 */
export function chineseFonts() {
  const out = spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' }).stdout ?? '';
  return [
    ...new Set(
      out
        .split('\n')
        .map((line) => line.split(',')[0].trim())
        .filter(Boolean),
    ),
  ].sort();
}

export function describeMachine() {
  const chinese = chineseFonts();
  return {
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    cores,
    memoryGB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    os: osName(),
    node: process.version,
    chromium: chromiumVersion(),
    // the face a Simplified Chinese page is drawn in, where there are several
    chineseFont: chinese.find((family) => /Sans.*SC/.test(family)) ?? chinese[0] ?? null,
  };
}

export function loadAverage() {
  const oneMinute = Math.round(loadavg()[0] * 100) / 100;
  return { oneMinute, perCore: Math.round((oneMinute / cores) * 100) / 100 };
}

function readProcess(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return {
      pid,
      name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
      ppid: Number(fields[1]),
      pgrp: Number(fields[2]),
      ticks: Number(fields[11]) + Number(fields[12]),
    };
  } catch {
    return undefined; // gone while we read
  }
}

/** CPU time so far, in clock ticks: the machine's and every process's own (user + system). */
export function cpuSnapshot() {
  if (!hasProc) return undefined;
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = values;
  const processes = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const p = readProcess(Number(entry));
    if (p) processes.set(p.pid, p);
  }
  return {
    // interrupts are left out of busy: the loopback traffic of the load generator is the bench's own
    busy: user + nice + system,
    steal,
    all: user + nice + system + idle + iowait + irq + softirq + steal,
    processes,
  };
}

function commandLine(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim().slice(0, 80);
  } catch {
    return '';
  }
}

/**
 * Starts watching the machine; `stop()` answers how many cores other processes (and steal) used meanwhile, on
 * average, and which programs they were (a process that came and went between two looks is counted, not named),
 * beside what the bench's own processes used.
 * Undefined where there is no /proc.
 */
export function watchOthers(intervalMs = 500) {
  const first = cpuSnapshot();
  if (!first) return { stop: () => undefined };
  const own = new Set([process.pid]);
  /** pid → { name, command, own, from: ticks when first seen in this watch, last: ticks when last seen } */
  const seen = new Map();
  const look = (snapshot, atStart) => {
    const fresh = [];
    for (const p of snapshot.processes.values()) {
      const known = seen.get(p.pid);
      if (known) known.last = p.ticks;
      else fresh.push(p);
    }
    // parents before children, however /proc lists them
    for (let grew = true; grew;) {
      grew = false;
      for (const p of fresh) {
        if (!own.has(p.pid) && own.has(p.ppid)) {
          own.add(p.pid);
          grew = true;
        }
      }
    }
    for (const p of fresh) {
      const mine = own.has(p.pid);
      seen.set(p.pid, {
        pid: p.pid,
        name: p.name,
        // read while it runs: a busy process may be gone when the watch ends
        command: mine ? '' : commandLine(p.pid),
        own: mine,
        from: atStart ? p.ticks : 0,
        last: p.ticks,
      });
    }
  };
  look(first, true);
  const timer = setInterval(() => look(cpuSnapshot(), false), intervalMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      const last = cpuSnapshot();
      look(last, false);
      const span = last.all - first.all;
      if (span <= 0) return undefined;
      const asCores = (ticks) => Math.max(0, Math.round((ticks / span) * cores * 100) / 100);
      let ownTicks = 0;
      const byName = new Map();
      for (const p of seen.values()) {
        const used = p.last - p.from;
        if (p.own) {
          ownTicks += used;
          continue;
        }
        // by program name: a browser or a test runner is many processes
        const entry = byName.get(p.name) ?? {
          name: p.name,
          processes: 0,
          ticks: 0,
          busiest: { ticks: -1 },
        };
        entry.processes += 1;
        entry.ticks += used;
        if (used > entry.busiest.ticks) entry.busiest = { pid: p.pid, ticks: used, command: p.command };
        byName.set(p.name, entry);
      }
      const top = [...byName.values()]
        .filter((e) => e.ticks / span >= 0.02 / cores)
        .sort((a, b) => b.ticks - a.ticks)
        .slice(0, 3)
        .map((e) => ({
          name: e.name,
          processes: e.processes,
          cores: asCores(e.ticks),
          busiest: { pid: e.busiest.pid, command: e.busiest.command },
        }));
      const steal = asCores(last.steal - first.steal);
      const others = asCores(last.busy - first.busy - ownTicks);
      return { others, steal, busy: others + steal > QUIET_OTHERS_CORES, top, bench: asCores(ownTicks) };
    },
  };
}

const ticksPerSecond = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/** CPU milliseconds the processes of one process group (a server and its workers) used between two snapshots */
export function groupCpuMs(before, after, pgrp) {
  if (!before || !after) return undefined;
  let ticks = 0;
  for (const p of after.processes.values()) {
    if (p.pgrp === pgrp) ticks += p.ticks - (before.processes.get(p.pid)?.ticks ?? 0);
  }
  return (ticks * 1000) / ticksPerSecond;
}

/** One line about other processes' use of the machine, for the log. */
export function describeOthers(load) {
  if (!load) return 'no /proc here: other processes not watched';
  const top = load.top
    .map(
      (p) =>
        `${p.name} ×${p.processes} ${p.cores} cores (busiest pid ${p.busiest.pid}: ${p.busiest.command})`,
    )
    .join('; ');
  const named = load.top.reduce((sum, p) => sum + p.cores, 0);
  const unnamed =
    named < load.others / 2 ? ' (most of it by processes that came and went between looks)' : '';
  return `other processes used ${load.others} cores, steal ${load.steal}${unnamed}${top ? ` — ${top}` : ''}`;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Is the machine quiet enough to measure? The load average and a few seconds of everyone else's CPU time. */
export async function quietCheck(seconds = 3) {
  const watch = watchOthers();
  await sleep(seconds * 1000);
  const others = watch.stop();
  const load = loadAverage();
  const reasons = [];
  if (load.perCore > QUIET_LOAD_PER_CORE)
    reasons.push(
      `1-minute load average ${load.oneMinute} on ${cores} cores (${load.perCore} per core; quiet is ≤ ${QUIET_LOAD_PER_CORE})`,
    );
  if (others?.busy)
    reasons.push(`over ${seconds} s, ${describeOthers(others)} (quiet is ≤ ${QUIET_OTHERS_CORES} cores)`);
  return { loadAverage: load, others, reasons };
}
