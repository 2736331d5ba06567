import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate --config publisher/drizzle.config.ts` after a schema change.
export default defineConfig({
  dialect: 'postgresql',
  schema: './publisher/db/schema.ts',
  out: './publisher/db/migrations',
});
