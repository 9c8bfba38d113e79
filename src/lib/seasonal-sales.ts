/**
 * Seasonal sales (content/data/offers.json, docs/offers.md): when each runs, decided by the build's
 * clock (./build-clock.ts), and what the build refuses. Each sale's start and end are wall-clock times
 * in its own time zone ("2026-11-27T00:00" in "America/New_York"), as the people who plan a sale say
 * them; a sale runs from its start (included) until its end (excluded).
 *
 * Nothing here runs in the browser: the pages are built with the status of the build's moment, and
 * the daily build (.github/workflows/deploy.yml) is what turns a sale on and off.
 */

export const SALES_FILE = "content/data/offers.json"

/** "2026-11-27T00:00" or "2026-11-27T00:00:00": a wall-clock time, without an offset (the zone says it). */
export const LOCAL_DATE_TIME = {
  regex: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/,
  hint: "a date and time without an offset, such as 2026-11-27T00:00",
}

/** An IANA zone name ("America/New_York", "Europe/Berlin", "UTC"), as opposed to an offset or an abbreviation. */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/

export type SaleWindow = { start: string; end: string; timeZone: string }
export type SaleStatus = "upcoming" | "running" | "ended"
export type Sale = SaleWindow & { key: string; name: string; percentOff: number; plan: { tier: string; mode: string } }

/** Whether this Node's time-zone database knows the zone (the build's Node carries the IANA database). */
export function isTimeZone(name: string): boolean {
  if (!ZONE_NAME.test(name)) return false
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name })
    return true
  } catch {
    return false
  }
}

const wallClock = (timeZone: string) =>
  new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  })

/** The wall-clock time in `timeZone` at `instant`, as milliseconds of the same wall-clock time in UTC. */
function wallTimeAt(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    wallClock(timeZone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  )
  return Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second)
}

/**
 * The moment a wall-clock time in a zone names, or null when it names none: the hour a clock skips
 * when daylight saving time starts (2:30 on that night in New York). Of the two moments an hour
 * repeated in autumn names, the first.
 */
export function zonedInstant(local: string, timeZone: string): Date | null {
  if (!LOCAL_DATE_TIME.regex.test(local) || !isTimeZone(timeZone)) return null
  const [date, time] = local.split("T")
  const [year, month, day] = date.split("-").map(Number)
  const [hour, minute, second = 0] = time.split(":").map(Number)
  const wanted = Date.UTC(year, month - 1, day, hour, minute, second)
  // The zone's offset at a first guess, then at the moment that guess gives: right on both sides of a change.
  const first = wanted - (wallTimeAt(wanted, timeZone) - wanted)
  const candidates = [first - 3_600_000, first, wanted - (wallTimeAt(first, timeZone) - first)]
  const found = candidates.filter((instant) => wallTimeAt(instant, timeZone) === wanted).sort((a, b) => a - b)[0]
  return found === undefined ? null : new Date(found)
}

const startOf = (sale: SaleWindow) => zonedInstant(sale.start, sale.timeZone)
const endOf = (sale: SaleWindow) => zonedInstant(sale.end, sale.timeZone)

/** Where a sale stands at `at`: before its start, from its start until its end, or at and after its end. */
export function saleStatus(sale: SaleWindow, at: Date): SaleStatus {
  const start = startOf(sale)
  const end = endOf(sale)
  if (!start || !end) throw new Error(`A sale from ${sale.start} to ${sale.end} in "${sale.timeZone}" has no moment to start or end`)
  if (at < start) return "upcoming"
  return at < end ? "running" : "ended"
}

/**
 * The last moment at or before `now` that a sale started or ended (ISO, UTC), or null when none has
 * yet. Every sale has the same status then as now, and the value changes only when a status does:
 * pages that show a status carry it in their context, so that a build that keeps its cache reruns
 * their queries exactly when a sale starts or ends (src/gatsby-node/sale-pages.ts).
 */
export function salesAsOf(sales: readonly SaleWindow[], now: Date): string | null {
  const passed = sales
    .flatMap((sale) => [startOf(sale), endOf(sale)])
    .filter((moment): moment is Date => moment !== null && moment <= now)
    .sort((a, b) => b.getTime() - a.getTime())
  return passed[0]?.toISOString() ?? null
}

/** The status of each sale as of `salesAsOf`'s value (null: before any sale started). */
export const statusAsOf = (sale: SaleWindow, asOf: string | null | undefined): SaleStatus =>
  asOf ? saleStatus(sale, new Date(asOf)) : "upcoming"

/** A wall-clock time as a visitor reads it, with its zone spelt out: "Monday, November 30, 2026 at 11:59 PM Eastern Standard Time". */
export function visitorTime(local: string, timeZone: string): string {
  const instant = zonedInstant(local, timeZone)
  if (!instant) throw new Error(`${local} in "${timeZone}" names no moment`)
  return new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "long",
  }).format(instant)
}

/** The sale a page features: the one running, else the next to start, else the last to end (null when there is none). */
export function featuredSale<T extends SaleWindow & { status: SaleStatus }>(sales: readonly T[]): T | null {
  const byStart = [...sales].sort((a, b) => startOf(a)!.getTime() - startOf(b)!.getTime())
  return (
    byStart.find((sale) => sale.status === "running") ??
    byStart.find((sale) => sale.status === "upcoming") ??
    byStart.filter((sale) => sale.status === "ended").pop() ??
    null
  )
}

/**
 * What the build refuses in the sales, beyond each field's own shape (src/schema/content-types.ts):
 * an unknown time zone, a time the zone never shows, an end not after its start, two sales that
 * overlap, a plan that content/data/pricing.json does not have. Each message names the file, the
 * entry and the field.
 */
export function saleProblems(sales: readonly Sale[], tiers: readonly { key: string }[]): string[] {
  const where = (sale: Sale) => `${SALES_FILE}, entry "${sale.key}"`
  const problems: string[] = []
  const windows: Array<{ sale: Sale; start: Date; end: Date }> = []
  for (const sale of sales) {
    const before = problems.length
    if (!isTimeZone(sale.timeZone)) {
      problems.push(
        `${where(sale)}: field "timeZone" must be an IANA time zone such as "America/New_York" or "Europe/Berlin", got ${JSON.stringify(sale.timeZone)}`,
      )
    } else {
      for (const field of ["start", "end"] as const) {
        if (!zonedInstant(sale[field], sale.timeZone)) {
          problems.push(
            `${where(sale)}: field "${field}" (${sale[field]}) is a time that ${sale.timeZone} skips (daylight saving time starts then)`,
          )
        }
      }
    }
    if (!tiers.some((tier) => tier.key === sale.plan.tier)) {
      problems.push(
        `${where(sale)}: field "plan.tier" names "${sale.plan.tier}", which content/data/pricing.json does not have (it has ${tiers.map((tier) => `"${tier.key}"`).join(", ")})`,
      )
    }
    if (problems.length > before) continue
    const start = startOf(sale)!
    const end = endOf(sale)!
    if (end <= start) {
      problems.push(`${where(sale)}: field "end" (${sale.end}) must come after field "start" (${sale.start})`)
      continue
    }
    windows.push({ sale, start, end })
  }
  windows.sort((a, b) => a.start.getTime() - b.start.getTime())
  windows.forEach((current, index) => {
    const next = windows[index + 1]
    if (next && next.start < current.end) {
      problems.push(
        `${where(next.sale)}: field "start" (${next.sale.start} ${next.sale.timeZone}) falls before the end of "${current.sale.key}" (${current.sale.end} ${current.sale.timeZone}): sales may not overlap`,
      )
    }
  })
  const keys = sales.map((sale) => sale.key)
  for (const key of new Set(keys.filter((key, index) => keys.indexOf(key) !== index))) {
    problems.push(`${SALES_FILE}: field "key" "${key}" is used by more than one sale`)
  }
  return problems
}
