import { DrizzleQueryError } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createLogger } from "./logger.server";

function logged(write: (logger: ReturnType<typeof createLogger>) => void): Record<string, unknown> {
  const lines: string[] = [];
  write(createLogger("info", { write: (line: string) => lines.push(line) }));
  expect(lines).toHaveLength(1);
  return JSON.parse(lines[0]) as Record<string, unknown>;
}

describe("createLogger", () => {
  it("logs a failed query without its values (a shopper's personal data), keeping the query and its cause", () => {
    const cause = new Error("connection terminated unexpectedly");
    const error = new DrizzleQueryError(
      'insert into "orders" ("sender_email", "anonymous_message") values ($1, $2)',
      ["kisi@example.com", "Seni seviyorum\n Ayşe"],
      cause,
    );
    const line = logged((logger) => logger.error({ err: error }, "checkout failed"));
    const text = JSON.stringify(line);
    expect(text).not.toContain("kisi@example.com");
    expect(text).not.toContain("Seni seviyorum");
    expect(line.err).toMatchObject({
      type: "DrizzleQueryError",
      message:
        'Failed query: insert into "orders" ("sender_email", "anonymous_message") values ($1, $2)\nparams: (left out): connection terminated unexpectedly',
      query: 'insert into "orders" ("sender_email", "anonymous_message") values ($1, $2)',
    });
    expect((line.err as { stack: string }).stack).toMatch(
      /^Error: Failed query: insert into "orders".*\nparams: \(left out\)\n\s+at .*caused by: Error: connection terminated unexpectedly/s,
    );
  });

  it("logs other errors as pino does", () => {
    const line = logged((logger) => logger.error({ err: new TypeError("bad value x@example.com") }, "failed"));
    expect(line).toMatchObject({ msg: "failed", service: "shop", err: { type: "TypeError", message: "bad value x@example.com" } });
  });
});
