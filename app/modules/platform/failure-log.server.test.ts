import { describe, expect, it } from "vitest";
import { failureLog } from "./failure-log.server";

function recorder() {
  const lines: { level: string; fields: Record<string, unknown>; message: string }[] = [];
  return {
    lines,
    logger: {
      error: (fields: Record<string, unknown>, message: string) => lines.push({ level: "error", fields, message }),
      info: (fields: Record<string, unknown>, message: string) => lines.push({ level: "info", fields, message }),
    } as never,
  };
}

describe("failureLog", () => {
  it("logs the first failure, then one reminder per period with the count, then the recovery", () => {
    let time = 0;
    const { lines, logger } = recorder();
    const log = failureLog(logger, "order job failed", { remindEveryMs: 60_000, now: () => time });
    const err = new Error("connect ECONNREFUSED");
    for (let i = 0; i < 120; i++) {
      log.failed(err);
      time += 500;
    }
    // 120 failures over 60 s: the first, and one reminder at 60 s.
    expect(lines.map((l) => l.message)).toEqual(["order job failed"]);
    log.failed(err);
    expect(lines.map((l) => l.message)).toEqual(["order job failed", "order job failed (still failing)"]);
    expect(lines[1].fields.failures).toBe(121);
    log.succeeded();
    expect(lines[2]).toMatchObject({ level: "info", message: "order job failed: works again", fields: { failures: 121 } });
    log.succeeded();
    expect(lines).toHaveLength(3);
    // A new failure after recovering is logged at once.
    log.failed(err);
    expect(lines).toHaveLength(4);
    expect(lines[3]).toMatchObject({ level: "error", message: "order job failed" });
  });
});
