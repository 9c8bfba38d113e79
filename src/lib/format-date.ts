/** Dates as visitors read them on the blog ("December 3, 2024"), fixed to UTC so build and browser agree. */
export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" })
