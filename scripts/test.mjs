// `npm test`: every suite in order — typecheck, lint, build, unit/component/publisher (Vitest), scale-out (Vitest:
// nginx, two app servers, two publishers on PostgreSQL, deploy/scale-out.test.ts), browser (Playwright) — then how
// long each took, and one closing line `N passed, N failed` with the total, which CI reads.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync } from 'node:fs';

const results = 'test-results';
mkdirSync(results, { recursive: true });
let passed = 0;
let failed = 0;
/** seconds per suite, summed over its commands */
const took = new Map();

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const started = performance.now();
  const child = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  took.set(label, (took.get(label) ?? 0) + (performance.now() - started) / 1000);
  return child.status === 0;
}

function check(label, command, args) {
  if (run(label, command, args)) passed += 1;
  else {
    failed += 1;
    console.log(`✗ ${label} failed`);
  }
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

check('typecheck', 'npx', ['--no-install', 'react-router', 'typegen']);
check('typecheck', 'npx', ['--no-install', 'tsc', '--noEmit']);
check('lint', 'npx', ['--no-install', 'eslint', '.']);
const built = run('build', 'npm', ['run', '--silent', 'build']);
if (!built) failed += 1;

const vitestOut = `${results}/vitest.json`;
const vitestOk = run('unit, component and publisher tests', 'npx', [
  '--no-install',
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestOut}`,
]);
countVitest(vitestOut, vitestOk);

/** Adds a Vitest run's tests to the counts from its JSON report. */
function countVitest(path, ok) {
  const vitest = readJson(path);
  if (vitest) {
    passed += vitest.numPassedTests;
    // A file that fails to load has no failed test of its own; count it, and any error outside a test, once.
    const failures = vitest.numFailedTests || vitest.numFailedTestSuites;
    failed += failures || (ok ? 0 : 1);
  } else if (!ok) failed += 1;
}

// After the build (it runs the built app server and publisher bundle), alone: it starts a
// whole deployment of its own (docs/deploy.md).
if (built) {
  const scaleOutOut = `${results}/scale-out.json`;
  const scaleOutOk = run('scale-out suite', 'npx', [
    '--no-install',
    'vitest',
    'run',
    '--config',
    'deploy/vitest.config.ts',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${scaleOutOut}`,
  ]);
  countVitest(scaleOutOut, scaleOutOk);
}

if (built && existsSync('playwright.config.ts')) {
  const playwrightOut = `${results}/playwright.json`;
  const playwrightOk = run(
    'browser tests',
    'npx',
    ['--no-install', 'playwright', 'test', '--reporter=list,json'],
    {
      PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightOut,
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    },
  );
  const stats = readJson(playwrightOut)?.stats;
  if (stats) {
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected || (playwrightOk ? 0 : 1);
  } else if (!playwrightOk) failed += 1;
}

console.log(`\n${[...took].map(([label, seconds]) => `${label} ${seconds.toFixed(0)} s`).join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
