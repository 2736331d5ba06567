import { openDatabase } from './db/client.ts';
import { readEnv } from './env.ts';
import { seedIfEmpty } from './seed/seed.ts';
import { buildPublisher } from './server.ts';

const env = readEnv();
const database = await openDatabase(env);
if (await seedIfEmpty(database.db, Date.now())) console.log(`publisher: seeded the demo site (${database.kind})`);

const app = buildPublisher({ db: database.db, publicUrl: env.publicUrl, dataDir: env.dataDir, testHooks: env.testHooks, logger: true });
await app.listen({ port: env.port, host: env.host });
console.log(`publisher: app_if at ${env.publicUrl}/app_if/ on ${database.kind}`);

// Close the database cleanly so PGlite's files stay consistent.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => database.close()).finally(() => process.exit(0));
  });
}
