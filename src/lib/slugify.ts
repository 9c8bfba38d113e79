/** Text as an id or an address segment: "Why reminders stop: 3 reasons!" -> "why-reminders-stop-3-reasons". */
export const slugify = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/[\s-]+/g, "-")
