// drizzle-kit reads this to write migrations (`npm run db:generate -w api`); the
// service applies them at startup with drizzle's migrator (src/db/index.ts).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
