import { describe, expect, it } from "vitest";
import { bayramField, closedField, isMonthDay, isRealDate, parseCalendarForm } from "./settings-calendar";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const ramazan = {
  [bayramField(0, "name")]: "Ramazan Bayramı",
  [bayramField(0, "arife")]: "2027-03-08",
  [bayramField(0, "first")]: "2027-03-09",
  [bayramField(0, "days")]: "3",
};
const closed = (row: number, name: string, from: string, to: string) => ({
  [closedField(row, "name")]: name,
  [closedField(row, "from")]: from,
  [closedField(row, "to")]: to,
});

describe("the calendar section's dates", () => {
  it("knows real days from impossible ones", () => {
    expect(isRealDate("2027-03-09")).toBe(true);
    expect(isRealDate("2028-02-29")).toBe(true);
    for (const wrong of ["2027-02-30", "2027-02-29", "2027-13-01", "2027-3-9", "yarın", ""]) expect(isRealDate(wrong), wrong).toBe(false);
    expect(isMonthDay("04-23")).toBe(true);
    expect(isMonthDay("02-29")).toBe(true);
    for (const wrong of ["02-30", "13-01", "4-23", "2027-04-23"]) expect(isMonthDay(wrong), wrong).toBe(false);
  });
});

describe("parseCalendarForm", () => {
  it("reads the holidays, the bayrams and the closed days in order, leaving out empty and removed rows", () => {
    const parsed = parseCalendarForm(
      form({
        fixedHolidays: "10-29\n01-01, 04-23 01-01",
        bayramRows: "3",
        ...ramazan,
        [bayramField(1, "name")]: "Kurban Bayramı",
        [bayramField(1, "arife")]: "2026-05-26",
        [bayramField(1, "first")]: "2026-05-27",
        [bayramField(1, "days")]: "4",
        [bayramField(1, "remove")]: "1",
        closedRows: "3",
        ...closed(0, "Sayım", "2026-12-14", "2026-12-18"),
        ...closed(2, "Tatil", "2026-08-03", "2026-08-07"),
      }),
    );
    expect(parsed).toEqual({
      ok: true,
      calendar: {
        fixedHolidays: ["01-01", "04-23", "10-29"],
        religiousHolidays: [{ name: "Ramazan Bayramı", arife: "2027-03-08", first: "2027-03-09", days: 3 }],
        closedDays: [
          { name: "Tatil", from: "2026-08-03", to: "2026-08-07" },
          { name: "Sayım", from: "2026-12-14", to: "2026-12-18" },
        ],
      },
    });
  });

  it("refuses an impossible holiday, an impossible date, a wrong arife and days outside 1–9, each on its field", () => {
    const parsed = parseCalendarForm(
      form({
        fixedHolidays: "04-23\n02-30",
        bayramRows: "3",
        ...ramazan,
        [bayramField(0, "arife")]: "2027-03-07",
        [bayramField(1, "name")]: "Kurban Bayramı",
        [bayramField(1, "arife")]: "2027-02-30",
        [bayramField(1, "first")]: "2027-05-16",
        [bayramField(1, "days")]: "4",
        [bayramField(2, "name")]: "Kurban Bayramı",
        [bayramField(2, "arife")]: "2028-05-03",
        [bayramField(2, "first")]: "2028-05-04",
        [bayramField(2, "days")]: "10",
      }),
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toEqual({
      fixedHolidays: "“02-30” geçerli bir gün değil: AA-GG biçiminde yazın (ör. 04-23).",
      [bayramField(0, "arife")]: "Arife, bayramın ilk gününden bir önceki gündür.",
      [bayramField(1, "arife")]: "Geçerli bir tarih girin (ör. 2027-03-09).",
      [bayramField(2, "days")]: "Bayram 1 ile 9 gün arasında sürer.",
    });
    expect(parsed.values[bayramField(1, "arife")]).toBe("2027-02-30");
    expect(parseCalendarForm(form({ bayramRows: "1", ...ramazan, [bayramField(0, "days")]: "0" })).ok).toBe(false);
  });

  it("refuses a range ending before it starts and overlapping closed days", () => {
    const backwards = parseCalendarForm(form({ closedRows: "1", ...closed(0, "Sayım", "2026-12-18", "2026-12-14") }));
    expect(backwards).toMatchObject({ ok: false, errors: { [closedField(0, "to")]: "Son gün, ilk günden önce olamaz." } });
    const overlapping = parseCalendarForm(
      form({ closedRows: "3", ...closed(0, "Sayım", "2026-12-14", "2026-12-18"), ...closed(2, "Tadilat", "2026-12-18", "2026-12-21") }),
    );
    expect(overlapping).toMatchObject({ ok: false, errors: { [closedField(2, "from")]: "Bu aralık “Sayım” ile çakışıyor." } });
    const touching = parseCalendarForm(
      form({ closedRows: "2", ...closed(0, "Sayım", "2026-12-14", "2026-12-18"), ...closed(1, "Tadilat", "2026-12-19", "2026-12-21") }),
    );
    expect(touching.ok).toBe(true);
    expect(parseCalendarForm(form({ closedRows: "1", ...closed(0, "", "2026-12-14", "2026-12-18") }))).toMatchObject({
      ok: false,
      errors: { [closedField(0, "name")]: "Bu alanı doldurun." },
    });
  });
});
