import { describe, expect, it } from "vitest";
import { daysOfWeek, dueWeek, isoWeek, weekBefore } from "~/letter/week";

describe("the letter's weeks", () => {
  it("names ISO weeks, across a year's end too", () => {
    expect(isoWeek("2026-11-26")).toBe("2026-W48");
    expect(isoWeek("2026-11-23")).toBe("2026-W48");
    expect(isoWeek("2026-11-29")).toBe("2026-W48");
    expect(isoWeek("2027-01-01")).toBe("2026-W53");
    expect(isoWeek("2024-12-30")).toBe("2025-W01");
    expect(daysOfWeek("2026-W48")).toEqual([
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
      "2026-11-29",
    ]);
    expect(daysOfWeek("2025-W01")?.[0]).toBe("2024-12-30");
    expect(daysOfWeek("2026-W54")).toBeUndefined();
    expect(daysOfWeek("nope")).toBeUndefined();
    expect(weekBefore("2026-11-30")).toBe("2026-W48");
  });

  it("is due from the scheduled moment in the photographer's zone, for the week before", () => {
    const monday8 = { weekday: 1, hour: 8, minute: 0 };
    // Monday 30 November 2026, 06:59 UTC is 07:59 in Paris: not yet; 07:00 UTC is 08:00: due.
    expect(dueWeek(Date.parse("2026-11-30T06:59:00Z"), monday8, "Europe/Paris")).toBe("2026-W47");
    expect(dueWeek(Date.parse("2026-11-30T07:00:00Z"), monday8, "Europe/Paris")).toBe("2026-W48");
    // Later that week (a server that was down on Monday): still last week's.
    expect(dueWeek(Date.parse("2026-12-03T12:00:00Z"), monday8, "Europe/Paris")).toBe("2026-W48");
    // In New York it is still Sunday night.
    expect(dueWeek(Date.parse("2026-11-30T03:00:00Z"), monday8, "America/New_York")).toBe(
      "2026-W47",
    );
    const friday = { weekday: 5, hour: 17, minute: 30 };
    expect(dueWeek(Date.parse("2026-11-26T12:00:00Z"), friday, "UTC")).toBe("2026-W46");
    expect(dueWeek(Date.parse("2026-11-27T17:30:00Z"), friday, "UTC")).toBe("2026-W47");
  });
});
