import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { openDatabase } from './db/client.ts';
import { readEnv } from './env.ts';
import { readBigDataSettings } from './analytics/settings.ts';
import { readMessengerSettings } from './messenger/settings.ts';
import { readUploadSettings } from './uploads/settings.ts';
import { warmUp } from './warm-up.ts';

// Start-up order matters for the cold start (docs/publisher.md): the database opens (PGlite compiles its WebAssembly
// and starts PostgreSQL) while the server's modules load; an area's seeder is loaded only when its tables are empty.
const env = readEnv();
const opening = openDatabase(env);
const [{ buildPublisher }, { emptyAreas, seedAreas }, database] = await Promise.all([
  import('./server.ts'),
  import('./seed/seed.ts'),
  opening,
]);
const empty = await emptyAreas(database.db);
if (empty.length > 0) {
  await seedAreas(database.db, empty, Date.now());
  console.log(`publisher: seeded ${empty.map((a) => a.name).join(', ')} (${database.kind})`);
}
// the demo paper's issues since the seed's day, and each morning's while the publisher runs
await (await import('./paper/demo-press.ts')).runDemoPress(database.db, console.log);

// The newsroom's editor API needs a token; a start without one gets a fresh one for this run, printed once.
const editorToken = env.editorToken ?? randomBytes(24).toString('base64url');
if (!env.editorToken)
  console.log(
    `publisher: editor API token for this run (set PUBLISHER_EDITOR_TOKEN to keep one): ${editorToken}`,
  );

const app = buildPublisher({
  db: database.db,
  pubsub: database.pubsub,
  sharedDatabase: database.kind !== 'pglite',
  publicUrl: env.publicUrl,
  dataDir: env.dataDir,
  testHooks: env.testHooks,
  editorToken,
  logger: true,
  messenger: readMessengerSettings(process.env, env.selfUrl),
  bigData: readBigDataSettings(process.env, env.publicUrl),
  trustedProxies: env.trustedProxies,
  anonymousTokensPerMinute: env.anonymousTokensPerMinute,
  uploads: readUploadSettings(process.env),
});
const warmMs = await warmUp(app.publisher);
await app.listen({ port: env.port, host: env.host });
const cpu = process.cpuUsage();
console.log(
  `publisher: app_if at ${env.publicUrl}/app_if/ on ${database.kind}, ready ${Math.round(performance.now())} ms after process start (${Math.round((cpu.user + cpu.system) / 1000)} ms of CPU, write paths warmed in ${warmMs} ms, from the ${process.env.PUBLISHER_STARTED_FROM ?? 'sources'})`,
);

// Close the database cleanly so PGlite's files stay consistent.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
}
