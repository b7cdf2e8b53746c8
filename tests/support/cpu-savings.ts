// Vitest setup file (node project, run before every test file): two settings that save CPU without changing
// what the tests check.
// - Passwords are hashed with scrypt N = 2^10 instead of the shop's 2^15 (1 MiB instead of 32 MiB per hash,
//   about 30 times less work). A check reads N from the stored hash, so sign-in runs the same code;
//   app/modules/auth/password.server.test.ts checks the shop's own cost.
// - The demo catalogue's pictures are rendered and encoded once per worker and reused by later seedings
//   (tests/integration/demo-seed.test.ts seeds six times); the first seeding runs the whole pipeline.
import { setScryptCostForTests } from "~/modules/auth/password.server";
import { reuseDemoPicturesForTests } from "~/modules/catalog/demo-seed.server";

export const TEST_SCRYPT_COST = 2 ** 10;

setScryptCostForTests(TEST_SCRYPT_COST);
reuseDemoPicturesForTests();
