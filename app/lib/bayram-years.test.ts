import { describe, expect, it } from "vitest";
import { comingBayramYear, missingBayramYear } from "./bayram-years";

const bayram = (first: string) => ({ name: "Ramazan Bayramı", arife: first, first, days: 3 });
const upTo2027 = { religiousHolidays: [bayram("2026-03-20"), bayram("2027-03-09")] };
const only2026 = { religiousHolidays: [bayram("2026-03-20")] };

describe("the dashboard's bayram reminder", () => {
  it("asks for next year's bayrams from 1 December on, when next year has none", () => {
    expect(missingBayramYear(only2026, "2026-11-30")).toBeNull();
    expect(missingBayramYear(only2026, "2026-12-01")).toBe(2027);
    expect(missingBayramYear(upTo2027, "2026-12-01")).toBeNull();
    expect(missingBayramYear(upTo2027, "2027-12-31")).toBe(2028);
  });

  it("asks for this year's when this year has none", () => {
    expect(missingBayramYear(upTo2027, "2028-01-02")).toBe(2028);
    expect(missingBayramYear({ religiousHolidays: [] }, "2026-06-01")).toBe(2026);
  });

  it("the section offers this year's bayrams when it has none, else next year's", () => {
    expect(comingBayramYear(only2026, "2026-11-27")).toBe(2027);
    expect(comingBayramYear(upTo2027, "2028-01-02")).toBe(2028);
  });
});
