/**
 * What the last post-build left in each page, so that the next build finishes only the pages Gatsby
 * has written since: a build with nothing changed reads no page, and one post edited reads a few.
 * Kept in .cache/; `settings` covers what else finishing a page depends on (the code that finishes
 * it, the API's address in every page's policy: ./finish-pages.ts), and a change there finishes
 * every page again.
 */
import fs from "fs"
import path from "path"
import { digestOf } from "../build-tools/digest"

export type FinishedPage = { mtimeMs: number; size: number; digest: string }
export type FinishedPages = { settings: string; pages: Record<string, FinishedPage> }

/** The record, or an empty one when there is none or it was made with other settings. */
export function loadFinishedPages(file: string, settings: string): FinishedPages {
  try {
    const record = JSON.parse(fs.readFileSync(file, "utf8")) as FinishedPages
    if (record.settings === settings) return record
  } catch {
    // No record yet: every page is finished.
  }
  return { settings, pages: {} }
}

export function saveFinishedPages(file: string, record: FinishedPages): void {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, JSON.stringify(record))
}

/** Whether the file on disk is still the one the record describes. */
export function isUnchanged(entry: FinishedPage | undefined, file: string): boolean {
  if (!entry || !fs.existsSync(file)) return false
  const stat = fs.statSync(file)
  return stat.mtimeMs === entry.mtimeMs && stat.size === entry.size
}

/** The record's entry for a page just written: its file's stamp, and a digest of its final HTML. */
export function entryFor(file: string, html: string): FinishedPage {
  const stat = fs.statSync(file)
  return { mtimeMs: stat.mtimeMs, size: stat.size, digest: digestOf(html) }
}
