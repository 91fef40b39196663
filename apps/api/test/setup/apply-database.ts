import { applyD1Migrations, env } from "cloudflare:test";

// Storage is isolated per test file: every file starts from a migrated, seeded D1.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
const seed = env.TEST_SEED;
for (let i = 0; i < seed.length; i += 50) {
  await env.DB.batch(seed.slice(i, i + 50).map((sql) => env.DB.prepare(sql)));
}
