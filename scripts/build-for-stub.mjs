#!/usr/bin/env node
// @ts-check
// A copy of the project built to call the local API stub, for the browser checks that need a local
// API (the WebKit scenarios: WebDriver cannot answer the page's requests itself).
//   node scripts/build-for-stub.mjs <empty-folder> [stub-port]
// npm test gets the same build from scripts/incremental-build.mjs, which grows the blog first.
import { build, copyProject } from "./lib/project-copy.mjs"

const [into, port = "9401"] = process.argv.slice(2)
if (!into) throw new Error("usage: node scripts/build-for-stub.mjs <empty-folder> [stub-port]")
const dir = copyProject("respite-stub-", into)
await build(dir, `for the API stub on port ${port}`, { GATSBY_API_URL: `http://localhost:${port}`, RESPITE_LOCAL_API: "1" })
