/**
 * Writes src/head-scripts/inline-scripts.generated.ts: the exact text of every inline script, compiled
 * from its typed function (scripts/lib/inline-scripts.cjs says why). Run it after changing one:
 * `npm run inline-scripts`. With --check it writes nothing and exits 1 if the file is out of date
 * (__tests__/head-scripts/inline-scripts.test.ts runs it so).
 */
import fs from "node:fs"
import path from "node:path"
import inlineScripts from "./lib/inline-scripts.cjs"

const check = process.argv.includes("--check")
const text = await inlineScripts.generatedFile()
const file = path.relative(process.cwd(), inlineScripts.OUTPUT)
const current = fs.existsSync(inlineScripts.OUTPUT) ? fs.readFileSync(inlineScripts.OUTPUT, "utf8") : ""
const names = inlineScripts.taggedFunctions().map((each) => each.name)
if (check) {
  if (current !== text) {
    console.error(`${file} is out of date with the functions tagged @inlineScript (${names.join(", ")}): run npm run inline-scripts`)
    process.exit(1)
  }
  console.log(`${file} is up to date: ${names.join(", ")}`)
} else {
  fs.writeFileSync(inlineScripts.OUTPUT, text)
  console.log(`${file}: ${names.join(", ")} (${current === text ? "unchanged" : "written"})`)
}
