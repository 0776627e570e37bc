import { defineConfig } from 'drizzle-kit';

// Only `generate` is used (migrations are committed and applied by the server at start).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
