import fs from "fs"
import path from "path"

/** Every file under dir (links and other entries left out), as paths relative to it with "/" between folders, sorted. */
export function filesUnder(dir: string, prefix = ""): string[] {
  return fs
    .readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name
      return entry.isDirectory() ? filesUnder(dir, relative) : entry.isFile() ? [relative] : []
    })
    .sort()
}
