import path from "node:path";
import { defineConfig } from "vitest/config";

// The multi-server stage of `npm test` (scripts/test-all.sh), after the production build: PostgreSQL, s3rver,
// two built app servers and nginx (tests/multi-server/). Kept out of the main `npx vitest run`.
export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    environment: "node",
    include: ["tests/multi-server/**/*.test.ts"],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: "forks",
    fileParallelism: false,
  },
});
