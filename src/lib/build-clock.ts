/**
 * The build's clock: the one moment a build decides everything dated by (which posts are published,
 * src/lib/publishing.ts; which seasonal sale is running, src/lib/seasonal-sales.ts). It is now,
 * unless BUILD_DATE names another moment, so that an editor can preview a date (docs/offers.md) and
 * a test can build as of a given day.
 *
 * BUILD_DATE is a day ("2026-11-27", the start of that day in UTC, as post dates are read) or a
 * date-time with its offset ("2026-11-27T09:30:00-05:00", "2026-11-27T14:30Z"); a date-time without
 * one would be read in the machine's own zone, so it is refused, as is anything else.
 */
const DAY = /^\d{4}-\d{2}-\d{2}$/
const DATE_TIME_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/

export function buildClock(env: Record<string, string | undefined> = process.env): Date {
  const value = env.BUILD_DATE?.trim()
  if (!value) return new Date()
  const moment = DAY.test(value) ? new Date(`${value}T00:00:00Z`) : DATE_TIME_WITH_OFFSET.test(value) ? new Date(value) : null
  if (!moment || Number.isNaN(moment.getTime())) {
    throw new Error(
      `BUILD_DATE="${value}" is not a moment the build can use: write a day (2026-11-27) or a date-time with its offset (2026-11-27T09:30:00-05:00 or 2026-11-27T14:30:00Z)`,
    )
  }
  return moment
}
