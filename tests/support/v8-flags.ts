// V8's flags for the test process (vitest.config.ts) and for the Node processes the tests start to run
// PGlite (tests/integration/dockerfile.test.ts): WebAssembly with the baseline compiler only (Liftoff) and
// JavaScript without TurboFan. With a fresh PGlite per suite or per process, V8's optimising compilers spent
// more CPU than the faster code saved (docs/benchmarks.md#test-suite). The shop's own
// processes run with Node's defaults.
export const TEST_PROCESS_V8_FLAGS = ["--liftoff-only", "--no-opt"] as const;
