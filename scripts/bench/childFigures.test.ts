// A measuring child the bench starts in a session of its own does not outlive the bench (childFigures.mjs).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

it('ends a detached child when the bench exits before it', async () => {
  const pidFile = join(mkdtempSync(join(tmpdir(), 'child-figures-')), 'pid');
  const module = fileURLToPath(new URL('childFigures.mjs', import.meta.url));
  const bench = `
    import { existsSync } from 'node:fs';
    import { childFigures } from ${JSON.stringify(module)};
    childFigures('sh', ['-c', 'echo $$ > ${pidFile}.new && mv ${pidFile}.new ${pidFile}; exec sleep 30'], { detached: true }).catch(() => {});
    setInterval(() => existsSync(${JSON.stringify(pidFile)}) && process.exit(0), 10);
  `;
  expect(spawnSync(process.execPath, ['--input-type=module', '-e', bench], { timeout: 10_000 }).status).toBe(
    0,
  );
  const pid = Number(readFileSync(pidFile, 'utf8'));
  expect(pid).toBeGreaterThan(0);
  await expect.poll(() => alive(pid), { timeout: 5000 }).toBe(false);
});
