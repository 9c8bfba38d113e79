/**
 * The build's id: a digest of every file the build left in public/, written last, to
 * public/build-id.txt. The deploy records it with the version it uploads (scripts/deploy/), and the
 * check of a deployed site compares the id a host serves with the id of the build just deployed
 * (docs/deploying.md#checking-a-deployed-site). It comes from the output, never from a clock: a
 * rebuild with nothing changed writes the same id (scripts/incremental-build.mjs checks it), so the
 * hourly deploy of an unchanged site uploads nothing. One small file, not a mark in every page: a
 * page that carried the id would change whenever any other file did.
 */
import { createHash } from "crypto"
import fs from "fs"
import path from "path"
import { filesUnder } from "../build-tools/files-under"
import { stampedRecord } from "../build-tools/stamped-record"

export const BUILD_ID_FILE = "build-id.txt"

/**
 * Cloudflare keeps an id with a version as its tag, of at most 25 characters
 * (docs/deploying.md#what-the-deploy-relies-on); 20 hexadecimal digits are 80 bits of the digest.
 */
const ID_LENGTH = 20

/**
 * The id of what publicDir holds now: each file's path and content, the id file itself left out.
 * With `recordFile` (the post-build's, in .cache/), each file's digest is kept there and a file
 * whose stamp is unchanged is not read again (../build-tools/stamped-record.ts).
 */
export function buildId(publicDir: string, recordFile?: string): string {
  const record = recordFile ? stampedRecord<string>(recordFile, "sha256 of each file", publicDir) : undefined
  const digest = createHash("sha256")
  for (const file of filesUnder(publicDir)) {
    if (file === BUILD_ID_FILE) continue
    const contentDigest = () =>
      createHash("sha256")
        .update(fs.readFileSync(path.join(publicDir, file)))
        .digest("hex")
    digest.update(`${file}\0${record ? record.valueOf(file, contentDigest) : contentDigest()}\n`)
  }
  record?.save()
  return digest.digest("hex").slice(0, ID_LENGTH)
}

/** Writes publicDir's id to its build-id.txt and gives it back. */
export function writeBuildId(publicDir: string, recordFile?: string): string {
  const id = buildId(publicDir, recordFile)
  fs.writeFileSync(path.join(publicDir, BUILD_ID_FILE), `${id}\n`)
  return id
}
