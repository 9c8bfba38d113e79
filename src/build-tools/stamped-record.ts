/**
 * What the post-build worked out from each file of public/, kept in .cache/ beside the file's stamp
 * (its size, and the times it was last modified and changed), so that a later build reads again only
 * the files whose stamp changed: with nothing changed at 1,000 more posts, the build id and the check
 * that every file is referenced read no file (docs/performance.md#a-growing-blog-npm-run-benchscale).
 * The change time is in the stamp because no tool can set it back: a file written again always gets
 * a new one, and a public/ restored from a cache (the workflows' actions/cache) gets new ones for
 * every file, so everything is read again. `version` ties the record to what made it (the code, a
 * setting): another version starts it afresh.
 */
import fs from "fs"
import path from "path"

export type StampedRecord<T> = {
  /** What `work` makes of `file` (relative to the record's folder), kept from the last build while the file's stamp is unchanged. */
  valueOf(file: string, work: () => T): T
  /** Saves the values asked for since the record was opened; the files not asked for are left out. */
  save(): void
}

type Saved<T> = { version: string; entries: Record<string, [stamp: string, value: T]> }

const stampOf = (file: string) => {
  const stat = fs.statSync(file)
  return `${stat.size}:${stat.mtimeMs}:${stat.ctimeMs}`
}

export function stampedRecord<T>(recordFile: string, version: string, dir: string): StampedRecord<T> {
  let kept: Saved<T>["entries"] = {}
  try {
    const saved = JSON.parse(fs.readFileSync(recordFile, "utf8")) as Saved<T>
    if (saved.version === version) kept = saved.entries
  } catch {
    // No record yet, or one that cannot be read: every file is read.
  }
  const now: Saved<T>["entries"] = {}
  return {
    valueOf(file, work) {
      const stamp = stampOf(path.join(dir, file))
      const entry = kept[file]
      const value = entry && entry[0] === stamp ? entry[1] : work()
      now[file] = [stamp, value]
      return value
    },
    save() {
      fs.mkdirSync(path.dirname(recordFile), { recursive: true })
      fs.writeFileSync(recordFile, JSON.stringify({ version, entries: now } satisfies Saved<T>))
    },
  }
}
