import { describe, expect, it } from 'vitest';
import { stackTraceLines } from './stackTraces.mjs';

describe('stack traces in a server log', () => {
  it('finds a plain trace with the message above its frames, once', () => {
    const log = [
      'publisher: ready',
      'TypeError: Cannot read properties of undefined',
      '    at render (file:///app/build/server/index.js:12:34)',
      '    at async handle (node:internal/process/task_queues:95:5)',
      'publisher: next line',
    ].join('\n');
    expect(stackTraceLines(log)).toEqual([
      [
        'publisher: ready',
        'TypeError: Cannot read properties of undefined',
        '    at render (file:///app/build/server/index.js:12:34)',
      ].join('\n'),
    ]);
  });

  it('finds a trace inside a JSON log line (pino writes the stack as one string)', () => {
    const line = JSON.stringify({
      level: 50,
      err: {
        type: 'Error',
        message: 'boom',
        stack: 'Error: boom\n    at Object.handler (/app/serve.ts:80:11)',
      },
      msg: 'boom',
    });
    expect(stackTraceLines(`{"level":30,"msg":"request completed"}\n${line}`)).toHaveLength(1);
  });

  it('finds none in request logs, URLs with ports, or a sentence with "at" in it', () => {
    const log = [
      '{"level":30,"req":{"url":"/app_if/getConfig?appID=1","remoteAddress":"127.0.0.1:51234"},"msg":"incoming request"}',
      'touch edition at http://localhost:3000/template/displayTemplate/news/home.html',
      'publisher: app_if at http://127.0.0.1:8080/app_if/ on pglite, ready 812 ms after process start',
      '{"level":40,"url":"/wp-login.php","msg":"outside the base path: sent home"}',
    ].join('\n');
    expect(stackTraceLines(log)).toEqual([]);
  });
});
