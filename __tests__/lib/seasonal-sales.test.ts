/**
 * When a seasonal sale runs (src/lib/seasonal-sales.ts) and what the build refuses in
 * content/data/offers.json: the sales the site declares, read from that file, and docs/offers.md's example.
 */
import sales from "../../content/data/offers.json"
import pricing from "../../content/data/pricing.json"
import { buildClock } from "../../src/lib/build-clock"
import { buildDay } from "../../src/lib/publishing"
import {
  featuredSale,
  saleProblems,
  saleStatus,
  salesAsOf,
  statusAsOf,
  visitorTime,
  zonedInstant,
  type Sale,
} from "../../src/lib/seasonal-sales"
import { exampleSales } from "../support/example-sale"

const newYork: Sale = {
  key: "black-friday-2026",
  name: "Black Friday",
  percentOff: 70,
  plan: { tier: "5-macs", mode: "lifetime" },
  start: "2026-11-27T00:00",
  end: "2026-11-30T23:59",
  timeZone: "America/New_York",
}

describe("a sale's window, in its own time zone", () => {
  it("reads start and end as wall-clock times in the zone (New York is UTC-5 in November)", () => {
    expect(zonedInstant("2026-11-27T00:00", "America/New_York")?.toISOString()).toBe("2026-11-27T05:00:00.000Z")
    expect(zonedInstant("2026-07-01T00:00", "America/New_York")?.toISOString()).toBe("2026-07-01T04:00:00.000Z")
    expect(zonedInstant("2026-11-27T00:00", "Europe/Berlin")?.toISOString()).toBe("2026-11-26T23:00:00.000Z")
    expect(zonedInstant("2026-11-27T00:00:30", "UTC")?.toISOString()).toBe("2026-11-27T00:00:30.000Z")
  })

  it("names no moment for a time the zone skips, and the first of a repeated hour", () => {
    expect(zonedInstant("2026-03-08T02:30", "America/New_York")).toBeNull()
    expect(zonedInstant("2026-11-01T01:30", "America/New_York")?.toISOString()).toBe("2026-11-01T05:30:00.000Z")
  })

  it("is upcoming before the start, running from the start until the end, ended from the end", () => {
    expect(saleStatus(newYork, new Date("2026-11-01T00:00:00Z"))).toBe("upcoming")
    expect(saleStatus(newYork, new Date("2026-11-28T12:00:00Z"))).toBe("running")
    expect(saleStatus(newYork, new Date("2026-12-15T00:00:00Z"))).toBe("ended")
  })

  it("turns on at the start in the sale's zone, not in UTC: one minute before and after midnight in New York", () => {
    // Midnight of November 27 in UTC is still the 26th in New York.
    expect(saleStatus(newYork, new Date("2026-11-27T00:00:00Z"))).toBe("upcoming")
    expect(saleStatus(newYork, new Date("2026-11-27T04:59:00Z"))).toBe("upcoming")
    expect(saleStatus(newYork, new Date("2026-11-27T05:00:00Z"))).toBe("running")
    expect(saleStatus(newYork, new Date("2026-11-27T05:01:00Z"))).toBe("running")
  })

  it("turns off at the end in the sale's zone: one minute before and after", () => {
    expect(saleStatus(newYork, new Date("2026-12-01T04:58:00Z"))).toBe("running")
    expect(saleStatus(newYork, new Date("2026-12-01T04:59:00Z"))).toBe("ended")
    expect(saleStatus(newYork, new Date("2026-12-01T05:00:00Z"))).toBe("ended")
  })

  it("says when it ends as a visitor reads it, zone spelt out", () => {
    expect(visitorTime(newYork.end, newYork.timeZone)).toBe("Monday, November 30, 2026 at 11:59 PM Eastern Standard Time")
    expect(visitorTime("2026-06-01T09:00", "Europe/Berlin")).toBe("Monday, June 1, 2026 at 9:00 AM Central European Summer Time")
  })
})

describe("the moment a page's status is decided as of", () => {
  const spring: Sale = { ...newYork, key: "spring-2027", start: "2027-03-20T00:00", end: "2027-03-22T00:00", timeZone: "Europe/Berlin" }

  it("is the last start or end at or before the build, so it changes only when a status does", () => {
    expect(salesAsOf([newYork, spring], new Date("2026-11-20T00:00:00Z"))).toBeNull()
    expect(salesAsOf([newYork, spring], new Date("2026-11-27T05:00:00Z"))).toBe("2026-11-27T05:00:00.000Z")
    expect(salesAsOf([newYork, spring], new Date("2026-11-29T05:00:00Z"))).toBe("2026-11-27T05:00:00.000Z")
    expect(salesAsOf([newYork, spring], new Date("2027-01-10T00:00:00Z"))).toBe("2026-12-01T04:59:00.000Z")
    expect(salesAsOf([newYork, spring], new Date("2027-03-21T00:00:00Z"))).toBe("2027-03-19T23:00:00.000Z")
  })

  it("gives every sale the status it has at the build itself", () => {
    for (const now of [
      "2026-11-01T00:00:00Z",
      "2026-11-27T04:59:00Z",
      "2026-11-27T05:00:00Z",
      "2026-12-01T04:59:00Z",
      "2027-03-21T12:00:00Z",
    ]) {
      const asOf = salesAsOf([newYork, spring], new Date(now))
      for (const sale of [newYork, spring]) expect([now, statusAsOf(sale, asOf)]).toEqual([now, saleStatus(sale, new Date(now))])
    }
  })

  it("features the running sale, else the next, else the last", () => {
    const at = (now: string) => featuredSale([spring, newYork].map((sale) => ({ ...sale, status: saleStatus(sale, new Date(now)) })))?.key
    expect(at("2026-11-01T00:00:00Z")).toBe("black-friday-2026")
    expect(at("2026-11-28T00:00:00Z")).toBe("black-friday-2026")
    expect(at("2027-01-01T00:00:00Z")).toBe("spring-2027")
    expect(at("2027-03-21T00:00:00Z")).toBe("spring-2027")
    expect(at("2027-06-01T00:00:00Z")).toBe("spring-2027")
    expect(featuredSale([])).toBeNull()
  })
})

describe("what the build refuses in content/data/offers.json", () => {
  const check = (...changed: Sale[]) => saleProblems(changed, pricing)

  it("accepts the sales the site declares, and the example docs/offers.md gives", () => {
    expect(saleProblems(sales as Sale[], pricing)).toEqual([])
    expect(saleProblems(exampleSales, pricing)).toEqual([])
  })

  it("an end before its start, naming the file, the entry and the field", () => {
    expect(check({ ...newYork, end: "2026-11-26T23:59" })).toEqual([
      'content/data/offers.json, entry "black-friday-2026": field "end" (2026-11-26T23:59) must come after field "start" (2026-11-27T00:00)',
    ])
    expect(check({ ...newYork, end: newYork.start })).toHaveLength(1)
  })

  it("an unknown time zone, an abbreviation or an offset", () => {
    for (const timeZone of ["America/Nowhere", "Eastern", "+05:00", ""]) {
      expect(check({ ...newYork, timeZone })).toEqual([
        `content/data/offers.json, entry "black-friday-2026": field "timeZone" must be an IANA time zone such as "America/New_York" or "Europe/Berlin", got ${JSON.stringify(timeZone)}`,
      ])
    }
  })

  it("a start or end the zone skips", () => {
    expect(check({ ...newYork, start: "2026-03-08T02:30", end: "2026-03-09T00:00" })).toEqual([
      'content/data/offers.json, entry "black-friday-2026": field "start" (2026-03-08T02:30) is a time that America/New_York skips (daylight saving time starts then)',
    ])
  })

  it("overlapping sales, even in different zones", () => {
    // Berlin's midnight on the 30th is 6 PM on the 29th in New York, inside the Black Friday sale.
    const cyber: Sale = {
      ...newYork,
      key: "cyber-week-2026",
      start: "2026-11-30T00:00",
      end: "2026-12-05T00:00",
      timeZone: "Europe/Berlin",
    }
    expect(check(cyber, newYork)).toEqual([
      'content/data/offers.json, entry "cyber-week-2026": field "start" (2026-11-30T00:00 Europe/Berlin) falls before the end of "black-friday-2026" (2026-11-30T23:59 America/New_York): sales may not overlap',
    ])
    expect(check({ ...cyber, start: "2026-12-01T06:00" }, newYork)).toEqual([])
  })

  it("a plan content/data/pricing.json does not have", () => {
    expect(check({ ...newYork, plan: { tier: "10-macs", mode: "lifetime" } })).toEqual([
      'content/data/offers.json, entry "black-friday-2026": field "plan.tier" names "10-macs", which content/data/pricing.json does not have (it has "1-mac", "2-macs", "5-macs")',
    ])
  })

  it("two sales with one key", () => {
    expect(check(newYork, { ...newYork, start: "2027-11-26T00:00", end: "2027-11-29T23:59" })).toEqual([
      'content/data/offers.json: field "key" "black-friday-2026" is used by more than one sale',
    ])
  })
})

describe("the build's clock", () => {
  it("is now unless BUILD_DATE names a day or a moment with its offset", () => {
    const before = Date.now()
    expect(buildClock({}).getTime()).toBeGreaterThanOrEqual(before)
    expect(buildClock({ BUILD_DATE: "2026-11-27" }).toISOString()).toBe("2026-11-27T00:00:00.000Z")
    expect(buildClock({ BUILD_DATE: "2026-11-27T00:01:00-05:00" }).toISOString()).toBe("2026-11-27T05:01:00.000Z")
    expect(buildClock({ BUILD_DATE: "2026-11-27T05:00Z" }).toISOString()).toBe("2026-11-27T05:00:00.000Z")
  })

  it("refuses a moment without its offset, or anything else", () => {
    for (const value of ["2026-11-27T09:00", "tomorrow", "2026-13-45"]) {
      expect(() => buildClock({ BUILD_DATE: value })).toThrow(`BUILD_DATE="${value}" is not a moment the build can use`)
    }
  })

  it("is the one scheduled posts are published by", () => {
    const saved = process.env.BUILD_DATE
    process.env.BUILD_DATE = "2030-02-03T10:00:00Z"
    try {
      expect(buildDay()).toBe("2030-02-03")
    } finally {
      if (saved === undefined) delete process.env.BUILD_DATE
      else process.env.BUILD_DATE = saved
    }
  })
})
