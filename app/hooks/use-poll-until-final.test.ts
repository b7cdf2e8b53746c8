import { describe, expect, it } from "vitest";
import { pollDelay } from "./use-poll-until-final";

describe("pollDelay", () => {
  it("starts at the first delay and backs off by 1.5 up to 15 seconds", () => {
    expect(Array.from({ length: 9 }, (_, attempt) => pollDelay(attempt))).toEqual([1000, 1500, 2250, 3375, 5063, 7594, 11391, 15000, 15000]);
  });
  it("takes its own first delay, growth and ceiling", () => {
    expect([0, 1, 2, 3].map((attempt) => pollDelay(attempt, { firstDelayMs: 5000, growth: 2, maxDelayMs: 12_000 }))).toEqual([5000, 10_000, 12_000, 12_000]);
  });
});
