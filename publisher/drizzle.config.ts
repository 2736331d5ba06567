import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate --config publisher/drizzle.config.ts` after a schema change (docs/adr-migrations.md).
// Every file of the folder is read; index.ts only re-exports them, so no table is seen twice.
export default defineConfig({
  dialect: 'postgresql',
  schema: './publisher/db/schema',
  out: './publisher/db/migrations',
});
