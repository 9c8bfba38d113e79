#!/usr/bin/env node
// @ts-check
// The blog must keep deploying as it grows: a throwaway copy of the project with N more posts (100
// unless given), a draft and a scheduled post, built from clean and checked as
// scripts/lib/grown-blog.mjs says. npm test runs the same checks in scripts/incremental-build.mjs.
//   node scripts/scale-check.mjs [extra-posts]
import fs from "node:fs"
import { EXTRA_POSTS, checkGrownSite, growBlog } from "./lib/grown-blog.mjs"
import { build, copyProject } from "./lib/project-copy.mjs"

const extra = process.argv[2] ? Number(process.argv[2]) : EXTRA_POSTS
const dir = copyProject("respite-scale-")
let problems = []
try {
  console.log(`Scale check in ${dir}: ${extra} extra posts, a draft and a scheduled post`)
  const growth = await growBlog(dir, extra)
  await build(dir, `from clean with ${extra} extra posts`)
  problems = checkGrownSite(dir, growth)
} finally {
  fs.rmSync(dir, { recursive: true, force: true })
}
if (problems.length > 0) {
  console.error(`The blog does not scale as it must:\n  ${problems.join("\n  ")}`)
  process.exit(1)
}
console.log(`With ${extra} more posts the site still builds, its host files are unchanged, and the lists are paged.`)
