/**
 * The child half of ./finish-pages-process.ts: takes one job from its parent, finishes the pages
 * (./finish-pages.ts) and answers with the report or with the message of what stopped it, then
 * exits. A parent gone before the answer (a build interrupted) leaves no child behind: the channel
 * closes, and the child ends.
 */
import { finishPages } from "./finish-pages"
import type { FinishingAnswer, FinishingJob } from "./finish-pages-process"

const answer = (message: FinishingAnswer) => process.send?.(message, () => process.disconnect())

process.once("message", (job: FinishingJob) => {
  try {
    answer({
      report: finishPages(job.publicDir, job.pagePaths, job.islands, {
        recordFile: job.recordFile,
        code: job.code,
        sourceOf: (pagePath) => job.sources[pagePath],
      }),
    })
  } catch (error) {
    answer({ error: (error as Error).message })
  }
})
process.once("disconnect", () => process.exit())
