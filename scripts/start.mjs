#!/usr/bin/env node
// @ts-check
// npm start: the production site on this machine, with every form answering from the local API
// stub (scripts/product-api/). Builds with GATSBY_API_URL pointing at the stub (so that build is
// for this machine only: `npm run build` makes the deployable one), then serves public/ on :9000
// and the stub on :9400, and prints the inputs that give each of the API's answers.
import { spawn, spawnSync } from "node:child_process"
import { createRequire } from "node:module"

const require = createRequire(import.meta.url)
const { startStub, scenarioList } = require("./product-api/stub.cjs")

const stubPort = Number(process.env.STUB_PORT ?? 9400)
const stubUrl = `http://localhost:${stubPort}`

const build = spawnSync("npx", ["gatsby", "build"], {
  stdio: "inherit",
  env: { ...process.env, GATSBY_API_URL: stubUrl, RESPITE_LOCAL_API: "1" },
})
if (build.status !== 0) process.exit(build.status ?? 1)

await startStub({ port: stubPort, log: (line) => console.log(`[api stub] ${line}`) })
const site = spawn(process.execPath, ["scripts/serve.mjs", "public"], { stdio: "inherit" })
site.on("exit", (code) => process.exit(code ?? 0))

console.log(`
The site: http://localhost:${process.env.PORT ?? 9000}/
Every form on this build calls the local product API stub at ${stubUrl}/ (docs/product-api.md).
It answers like the real API; type these inputs to see each answer:
${scenarioList()}
This build calls ${stubUrl}: do not upload it. \`npm run build\` makes the build to deploy.
`)
