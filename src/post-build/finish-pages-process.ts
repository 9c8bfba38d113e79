/**
 * The pages stage in a process of its own (docs/performance.md#the-page-stage-in-a-process-of-its-own).
 * Finishing a page makes garbage in proportion to it (its HTML parsed, its styles pruned, its bytes
 * compressed). In Gatsby's own process, which holds more than a gigabyte of the build by then, V8 lets
 * that garbage pile up by hundreds of megabytes before it collects, and a growing blog raises the
 * build's peak with it. A process of its own collects at its own small heap and gives all of it back
 * when it exits.
 *
 * This module is the parent's half: it bundles ./finish-pages-child.ts with esbuild (every import
 * included, so the bundle runs from any folder), forks Node with it, and gives what the child
 * answers: the report, or the error as finishPages would have thrown it. When no page is waiting
 * (a rebuild with nothing changed), the report is read from the record here and no process starts
 * (what that saves: docs/performance.md#the-search-index-of-a-grown-blog).
 */
import { fork } from "child_process"
import path from "path"
import { nothingToFinish, type FinishedReport, type FinishOptions } from "./finish-pages"
import type { IslandBundles } from "./island-bundles"

/** What the child is given: finishPages' arguments, with the content file of each page instead of a function. */
export type FinishingJob = {
  publicDir: string
  pagePaths: readonly string[]
  islands: IslandBundles
  recordFile: string
  code: string
  sources: Record<string, string>
}

/** What the child answers: the report, or the message of what stopped it. */
export type FinishingAnswer = { report: FinishedReport } | { error: string }

/** The child's module, from the project's folder. */
export const FINISHING_CHILD = "src/post-build/finish-pages-child.ts"

/**
 * finishPages (./finish-pages.ts) in a child process: `root` is the project's folder (the child's
 * module is in it), `bundleDir` where its bundle is written (.cache/post-build in a build).
 */
export async function finishPagesInProcess(
  publicDir: string,
  pagePaths: readonly string[],
  islands: IslandBundles,
  { recordFile, code, sourceOf = () => undefined, root, bundleDir }: FinishOptions & { root: string; bundleDir: string },
): Promise<FinishedReport> {
  const unchanged = nothingToFinish(publicDir, pagePaths, islands, { recordFile, code, sourceOf })
  if (unchanged) return unchanged
  // Loaded when called: esbuild refuses to load where TextEncoder is not Node's own (a Jest test in jsdom that imports the post-build).
  const { build } = await import("esbuild")
  const bundle = path.join(bundleDir, "finish-pages.cjs")
  await build({
    entryPoints: [path.resolve(root, FINISHING_CHILD)],
    absWorkingDir: root,
    bundle: true,
    platform: "node",
    format: "cjs",
    target: `node${process.versions.node.split(".")[0]}`,
    outfile: bundle,
    logLevel: "silent",
  })
  const sources: Record<string, string> = {}
  for (const pagePath of pagePaths) {
    const source = sourceOf(pagePath)
    if (source !== undefined) sources[pagePath] = source
  }
  const job: FinishingJob = { publicDir, pagePaths, islands, recordFile, code, sources }
  // "advanced": the job and the report are copied as structured clones, not as JSON text of themselves.
  const child = fork(bundle, [], { serialization: "advanced", stdio: ["ignore", "inherit", "inherit", "ipc"] })
  return new Promise((resolve, reject) => {
    let answer: FinishingAnswer | undefined
    child.on("message", (message: FinishingAnswer) => (answer = message))
    child.on("error", reject)
    // "close", not "exit": it comes after the channel has closed too, so an answer sent is an answer read.
    child.on("close", (exitCode, signal) => {
      if (answer && "report" in answer) resolve(answer.report)
      else if (answer) reject(new Error(answer.error))
      else
        reject(
          new Error(
            `the process that finishes the pages (${FINISHING_CHILD}) ended with ${signal ?? `exit code ${exitCode}`} and no answer`,
          ),
        )
    })
    // With a callback, a send that fails does not emit "error": a child that ended before it could read
    // its job (killed, out of memory) fails the send (EPIPE), and "close" then says how it ended.
    child.send(job, () => undefined)
  })
}
