// Vitest's file order: the slowest integration files start first, so that two workers finish together.
// Vitest orders by the durations it cached on an earlier run; a fresh clone (CI) has none and falls back to
// file size, which would start the small but slow backup files last and leave one worker running them
// alone. The list holds the files measured slowest (docs/benchmarks.md#test-suite); the rest keep
// Vitest's own order.
import { BaseSequencer, type TestSpecification } from "vitest/node";

const SLOWEST_FIRST = [
  "tests/integration/security-findings.test.ts",
  "tests/integration/backup-restore-places.test.ts",
  "tests/integration/backup-restore.test.ts",
  "tests/integration/dockerfile.test.ts",
  "tests/integration/backup-restore-s3.test.ts",
  "tests/integration/mail-outbox.test.ts",
  "tests/integration/test-databases.test.ts",
  "tests/integration/copy-to-postgres.test.ts",
];

function rank(spec: TestSpecification): number {
  const index = SLOWEST_FIRST.findIndex((file) => spec.moduleId.endsWith(file));
  return index === -1 ? SLOWEST_FIRST.length : index;
}

export class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Projects keep the order Vitest gave them; within one, the listed files go first (the sort is stable).
    const projects = [...new Set(sorted.map((spec) => spec.project.name))];
    const project = (spec: TestSpecification) => projects.indexOf(spec.project.name);
    return sorted.sort((a, b) => project(a) - project(b) || rank(a) - rank(b));
  }
}
