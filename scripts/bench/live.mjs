// The live socket's budgets (issue 11): readers connected to ONE publisher process, a report published through the
// editor API, and the time until each reader's socket has it; the publisher's memory per connected reader (what it
// holds after a full collection, read inside it) and what idle readers cost it in CPU. Readers are real WebSockets
// (ws) in this process, straight to the publisher's /socket, as a reader's browser would be after the app server's
// pass-through.
import { readFileSync } from 'node:fs';
import WebSocket from 'ws';
import { publisherHook, sleep } from './servers.mjs';

const TICKS_PER_SECOND = 100;

/** CPU time (ms) of a process, from /proc (Linux; the bench runs there). */
function cpuMsOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** What the publisher holds (KB) after a full collection in it (its `memory` test hook, `--expose-gc`). */
async function heldMemoryKB() {
  const { heldKB, collected } = await publisherHook('memory', {});
  if (!collected) throw new Error('the publisher runs without --expose-gc: its memory would include garbage');
  return heldKB;
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * @param {{ publisherUrl: string, editorToken: string, pid: number, readers: number, reports: number }} o
 * @returns figures: p50/p99 publish → every reader (ms), memory per reader (KB), idle CPU (% of a core)
 */
export async function liveFanout({ publisherUrl, editorToken, pid, readers, reports }) {
  const editor = async (path, body) => {
    const response = await fetch(`${publisherUrl}/editor/api/${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${editorToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`editor API ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const { id } = await editor('lives', { title: 'bench live', startTime: Date.now() });
  await editor(`lives/${id}/status`, { status: 1 });
  const config = await (await fetch(`${publisherUrl}/app_if/getConfig?appID=1`)).json();
  const token = (config.data ?? config).socketServer.token;
  const url = `${publisherUrl.replace(/^http/, 'ws')}/socket?token=${encodeURIComponent(token)}`;

  const beforeKB = await heldMemoryKB();
  const sockets = [];
  for (let start = 0; start < readers; start += 200) {
    const batch = Array.from({ length: Math.min(200, readers - start) }, () => {
      const ws = new WebSocket(url, { perMessageDeflate: false });
      sockets.push(ws);
      return new Promise((resolve, reject) => {
        ws.once('error', reject);
        ws.on('message', (data) => {
          if (JSON.parse(String(data)).type === 'live_status_subscribe') resolve();
        });
        ws.once('open', () => ws.send(JSON.stringify({ type: 'live_status_subscribe', data: { id } })));
      });
    });
    await Promise.all(batch);
  }
  await sleep(3000);
  const memoryPerReaderKB = ((await heldMemoryKB()) - beforeKB) / readers;

  // idle: readers connected, nothing published, for 10 s
  const idleStartMs = cpuMsOf(pid);
  const idleStartedAt = performance.now();
  await sleep(10_000);
  const idlePercent = ((cpuMsOf(pid) - idleStartMs) / (performance.now() - idleStartedAt)) * 100;

  const latencies = [];
  for (let i = 0; i < reports; i++) {
    const started = performance.now();
    const times = [];
    // the report's id is known only from the answer, which may come after the pushes: matched by content
    const pending = new Promise((resolve) => {
      const check = setInterval(() => {
        if (times.length >= readers || performance.now() - started > 10_000) {
          clearInterval(check);
          resolve();
        }
      }, 5);
    });
    const body = { content: `bench report ${i}` };
    const answer = editor(`lives/${id}/reports`, body);
    const listener = (data) => {
      const message = JSON.parse(String(data));
      if (message.type === 'live_reporting' && message.data.report.content === body.content)
        times.push(performance.now());
    };
    for (const ws of sockets) ws.on('message', listener);
    await answer;
    await pending;
    for (const ws of sockets) ws.off('message', listener);
    for (const t of times) latencies.push(t - started);
    // lost deliveries count as the time-out
    for (let k = times.length; k < readers; k++) latencies.push(10_000);
    await sleep(200);
  }
  for (const ws of sockets) ws.terminate();
  latencies.sort((a, b) => a - b);
  return {
    readers,
    reports,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    memoryPerReaderKB,
    idleCpuPercent: idlePercent,
  };
}
