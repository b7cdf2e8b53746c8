import { describe, expect, it } from "vitest";
import {
  choosableDeliveryDates,
  dayKind,
  deliveryPromise,
  deliverySchedule,
  dispatchCutoff,
  isBusinessDay,
  isChoosableDeliveryDate,
  shopTime,
} from "./delivery-calendar";
import { formatDeliveryDay, promiseAt } from "./delivery-schedule";
import { deliveryPromiseText, untilTime } from "./i18n/delivery-promise";
import { formatDeliveryDayWithYear, requestedDeliveryDay } from "./requested-delivery-date";
import { DEMO_SHOP_SETTINGS as rules } from "./shop-settings";

/** An instant given as Istanbul wall-clock time (UTC+3). */
function istanbul(dateTime: string): Date {
  return new Date(`${dateTime}:00+03:00`);
}

describe("shopTime", () => {
  it("reads the Istanbul date and time whatever the machine's zone", () => {
    expect(shopTime(rules, new Date("2026-11-26T12:59:00Z"))).toEqual({ date: "2026-11-26", minutes: 15 * 60 + 59 });
    // 21:30 UTC is already the next day in Istanbul.
    expect(shopTime(rules, new Date("2026-11-26T21:30:00Z"))).toEqual({ date: "2026-11-27", minutes: 30 });
  });
});

describe("dayKind", () => {
  it("knows weekends, the fixed national holidays and 28 Ekim's half day", () => {
    expect(dayKind(rules, "2026-11-28")).toBe("weekend");
    expect(dayKind(rules, "2026-11-29")).toBe("weekend");
    expect(dayKind(rules, "2026-11-27")).toBe("workday");
    for (const date of ["2027-01-01", "2026-04-23", "2026-05-01", "2026-05-19", "2026-07-15", "2029-10-29"]) expect(dayKind(rules, date)).toBe("holiday");
    expect(dayKind(rules, "2026-08-30")).toBe("weekend"); // a Sunday in 2026
    expect(dayKind(rules, "2026-10-28")).toBe("halfDay");
    expect(dayKind(rules, "2026-10-29")).toBe("holiday");
  });

  it("knows the bayrams and their arife days", () => {
    expect(dayKind(rules, "2026-03-19")).toBe("halfDay");
    expect(dayKind(rules, "2026-03-20")).toBe("holiday");
    expect(dayKind(rules, "2026-03-23")).toBe("workday");
    expect(dayKind(rules, "2026-05-26")).toBe("halfDay");
    for (const date of ["2026-05-27", "2026-05-28", "2026-05-29"]) expect(dayKind(rules, date)).toBe("holiday");
    expect(dayKind(rules, "2027-03-09")).toBe("holiday");
    expect(dayKind(rules, "2027-05-18")).toBe("holiday");
  });

  it("half days are business days with an earlier cutoff", () => {
    expect(isBusinessDay(rules, "2026-05-26")).toBe(true);
    expect(dispatchCutoff(rules, "2026-05-26")).toBe(rules.deliveryCalendar.halfDayDispatchCutoff);
    expect(dispatchCutoff(rules, "2026-05-25")).toBe("16:00");
  });
});

describe("the shop's own closed days", () => {
  const closed = {
    ...rules,
    deliveryCalendar: { ...rules.deliveryCalendar, closedDays: [{ name: "Sayım", from: "2026-12-01", to: "2026-12-03" }] },
  };

  it("are no business days, both ends included", () => {
    for (const date of ["2026-12-01", "2026-12-02", "2026-12-03"]) expect(isBusinessDay(closed, date)).toBe(false);
    expect(isBusinessDay(closed, "2026-11-30")).toBe(true);
    expect(isBusinessDay(closed, "2026-12-04")).toBe(true);
  });

  it("move the dispatch, the delivery promise and the choosable days past them", () => {
    // Monday 30 November after the cutoff: the parcel would leave on Tuesday 1 December.
    const now = istanbul("2026-11-30T17:00");
    expect(deliveryPromise(rules, now).dispatchDate).toBe("2026-12-01");
    expect(deliveryPromise(closed, now)).toMatchObject({ dispatchDate: "2026-12-04", earliest: "2026-12-07" });
    const dates = choosableDeliveryDates(closed, istanbul("2026-11-26T17:00"));
    for (const date of ["2026-12-01", "2026-12-02", "2026-12-03"]) expect(dates).not.toContain(date);
    expect(dates).toContain("2026-12-04");
    expect(deliverySchedule(closed, now).days).not.toContain("2026-12-02");
  });
});

describe("deliveryPromise", () => {
  it("before the cutoff the order leaves today, with the minutes left", () => {
    const promise = deliveryPromise(rules, istanbul("2026-11-26T15:59"));
    expect(promise).toEqual({ dispatchDate: "2026-11-26", minutesLeft: 1, cutoff: "16:00", earliest: "2026-11-27", latest: "2026-12-01" });
    expect(deliveryPromise(rules, istanbul("2026-11-26T13:45")).minutesLeft).toBe(135);
  });

  it("at the cutoff it leaves on the next business day", () => {
    expect(deliveryPromise(rules, istanbul("2026-11-26T16:00"))).toEqual({
      dispatchDate: "2026-11-27",
      minutesLeft: null,
      cutoff: "16:00",
      earliest: "2026-11-30",
      latest: "2026-12-02",
    });
  });

  it("a Friday evening or weekend order leaves on Monday", () => {
    expect(deliveryPromise(rules, istanbul("2026-11-27T18:30")).dispatchDate).toBe("2026-11-30");
    expect(deliveryPromise(rules, istanbul("2026-11-28T10:00")).dispatchDate).toBe("2026-11-30");
    expect(deliveryPromise(rules, istanbul("2026-11-29T23:59"))).toMatchObject({ dispatchDate: "2026-11-30", earliest: "2026-12-01", latest: "2026-12-03" });
  });

  it("the evening before a bayram: the arife morning, then nothing until after the bayram", () => {
    const promise = deliveryPromise(rules, istanbul("2026-05-25T17:00"));
    expect(promise).toEqual({ dispatchDate: "2026-05-26", minutesLeft: null, cutoff: "12:00", earliest: "2026-06-01", latest: "2026-06-03" });
    expect(deliveryPromise(rules, istanbul("2026-05-26T11:00"))).toMatchObject({ dispatchDate: "2026-05-26", minutesLeft: 60, cutoff: "12:00" });
    expect(deliveryPromise(rules, istanbul("2026-05-26T12:00")).dispatchDate).toBe("2026-06-01");
    // Ramazan Bayramı 2026 starts on a Friday: a Thursday afternoon order waits for Monday.
    expect(deliveryPromise(rules, istanbul("2026-03-19T14:00")).dispatchDate).toBe("2026-03-23");
  });

  it("28 Ekim's afternoon and 29 Ekim are skipped", () => {
    expect(deliveryPromise(rules, istanbul("2026-10-28T13:00"))).toMatchObject({ dispatchDate: "2026-10-30", earliest: "2026-11-02" });
  });

  it("at the year's end it skips 1 January and the weekend", () => {
    expect(deliveryPromise(rules, istanbul("2026-12-31T17:00"))).toMatchObject({ dispatchDate: "2027-01-04", earliest: "2027-01-05", latest: "2027-01-07" });
    expect(deliveryPromise(rules, istanbul("2026-12-31T10:00"))).toMatchObject({ dispatchDate: "2026-12-31", earliest: "2027-01-04" });
  });
});

describe("the schedule the browser reads the promise from", () => {
  const drawn = istanbul("2026-11-24T09:00");
  const schedule = deliverySchedule(rules, drawn);

  it("gives the same promise as the calendar at any moment of the following weeks", () => {
    for (let hours = 0; hours < 24 * 40; hours += 5) {
      const now = new Date(drawn.getTime() + hours * 3_600_000 + 59 * 60_000);
      expect(promiseAt(schedule, now)).toEqual(deliveryPromise(rules, now));
    }
  });

  it("lists business days and the half days' cutoff, and is small", () => {
    expect(schedule.days.every((day) => isBusinessDay(rules, day))).toBe(true);
    expect(schedule.halfDays).toEqual([]);
    expect(deliverySchedule(rules, istanbul("2026-10-20T09:00")).halfDays).toEqual(["2026-10-28"]);
    expect(JSON.stringify(schedule).length).toBeLessThan(700);
  });

  it("says nothing once it is too old to reach the delivery dates", () => {
    expect(promiseAt(schedule, istanbul("2027-01-30T10:00"))).toBeNull();
  });
});

describe("choosableDeliveryDates", () => {
  const now = istanbul("2026-11-26T17:00");
  const dates = choosableDeliveryDates(rules, now);

  it("runs from the earliest delivery to 30 days after today, business days only", () => {
    expect(dates[0]).toBe(deliveryPromise(rules, now).earliest);
    expect(dates[0]).toBe("2026-11-30");
    expect(dates.at(-1)).toBe("2026-12-25");
    expect(dates.every((day) => isBusinessDay(rules, day))).toBe(true);
    expect(dates).not.toContain("2026-12-05");
    expect(dates).toHaveLength(20);
  });

  it("accepts only those dates", () => {
    expect(isChoosableDeliveryDate(rules, "2026-12-01", now)).toBe(true);
    expect(isChoosableDeliveryDate(rules, "2026-11-27", now)).toBe(false); // too early
    expect(isChoosableDeliveryDate(rules, "2026-12-06", now)).toBe(false); // a Sunday
    expect(isChoosableDeliveryDate(rules, "2026-12-28", now)).toBe(false); // beyond 30 days
    expect(isChoosableDeliveryDate(rules, "2026-12-1", now)).toBe(false);
    expect(isChoosableDeliveryDate(rules, "yarın", now)).toBe(false);
  });

  it("leaves the bayram out", () => {
    const before = choosableDeliveryDates(rules, istanbul("2026-05-20T10:00"));
    for (const date of ["2026-05-27", "2026-05-28", "2026-05-29"]) expect(before).not.toContain(date);
    expect(before).toContain("2026-05-26");
  });
});

describe("formatDeliveryDay", () => {
  it("writes the day in Turkish", () => {
    expect(formatDeliveryDay("2026-11-27")).toBe("27 Kasım Cuma");
    expect(formatDeliveryDay("2026-12-01")).toBe("1 Aralık Salı");
    expect(formatDeliveryDayWithYear("2027-01-04")).toBe("4 Ocak 2027 Pazartesi");
    expect(requestedDeliveryDay("2027-01-04")).toBe("4 Ocak 2027 Pazartesi");
    expect(requestedDeliveryDay(null)).toBe("En kısa sürede");
  });
});

describe("the promise's texts", () => {
  it("read the cutoff with its Turkish ending and the time left in hours and minutes", () => {
    expect(untilTime("16:00")).toBe("16:00'ya");
    expect(untilTime("12:00")).toBe("12:00'ye");
    expect(untilTime("15:00")).toBe("15:00'e");
    expect(deliveryPromiseText.today("16:00", 135)).toBe("Saat 16:00'ya kadar verilen siparişler bugün kargoda — 2 saat 15 dakika kaldı");
    expect(deliveryPromiseText.today("12:00", 60)).toBe("Saat 12:00'ye kadar verilen siparişler bugün kargoda — 1 saat kaldı");
    expect(deliveryPromiseText.today("16:00", 5)).toBe("Saat 16:00'ya kadar verilen siparişler bugün kargoda — 5 dakika kaldı");
    expect(deliveryPromiseText.expected("27 Kasım Cuma", "1 Aralık Salı")).toBe("Tahmini teslimat: 27 Kasım Cuma – 1 Aralık Salı");
  });
});
