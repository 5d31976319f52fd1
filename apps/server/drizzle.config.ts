import { defineConfig } from 'drizzle-kit';

// Generating migrations needs no database: drizzle-kit diffs the schema files against the
// snapshots in drizzle/meta. The SQL it writes is committed and run at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
