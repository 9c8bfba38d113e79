#!/usr/bin/env node
// @ts-check
// npm run develop: Gatsby's live-reloading dev server on :8000. Unless GATSBY_API_URL is set (a
// staging API, say), the forms call the local API stub (scripts/product-api/), started here on :9400.
import { spawn } from "node:child_process"
import { createRequire } from "node:module"

const require = createRequire(import.meta.url)
const { startStub, scenarioList } = require("./product-api/stub.cjs")

const env = { ...process.env }
if (!env.GATSBY_API_URL) {
  const port = Number(env.STUB_PORT ?? 9400)
  const { url } = await startStub({ port, log: (line) => console.log(`[api stub] ${line}`) })
  env.GATSBY_API_URL = url
  console.log(`Forms call the local product API stub at ${url}/. Inputs that give each answer:\n${scenarioList()}\n`)
}
const gatsby = spawn("npx", ["gatsby", "develop", ...process.argv.slice(2)], { stdio: "inherit", env })
gatsby.on("exit", (code) => process.exit(code ?? 0))
