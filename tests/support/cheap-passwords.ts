// Vitest setup file (node project, before every test file): passwords are hashed with scrypt N = 2^10
// instead of the shop's 2^15 (1 MiB instead of 32 MiB per hash, about 30 times less CPU). A check reads N
// from the stored hash, so sign-in runs the same code; app/modules/auth/password.server.test.ts checks the
// shop's own cost.
import { setScryptCostForTests } from "~/modules/auth/password.server";

export const TEST_SCRYPT_COST = 2 ** 10;

setScryptCostForTests(TEST_SCRYPT_COST);
