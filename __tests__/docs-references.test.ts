/**
 * Every document the code cites is in the repository, and every cited section exists, so a
 * successor can always look up whether something is a requirement (docs/spec/README.md).
 */
import fs from "fs"
import path from "path"
import { execSync } from "child_process"

const root = path.join(__dirname, "..")
const files = execSync("git ls-files --cached --others --exclude-standard", { cwd: root, encoding: "utf8" })
  .split("\n")
  .filter((file) => /\.(ts|tsx|js|mjs|sh|md|css|json)$/.test(file) && !file.startsWith("docs/spec/") && file !== "package-lock.json")
  .filter((file) => fs.existsSync(path.join(root, file)) && !file.endsWith("gatsby-types.d.ts"))

const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8")
const specSections = new Set([...read("docs/spec/SITE-SPEC.md").matchAll(/^## (\d+)\./gm)].map((match) => match[1]))

describe("references to the specification", () => {
  it("always name the copy in docs/spec/", () => {
    const bare = files.flatMap((file) =>
      [...read(file).matchAll(/(\S*)(SITE-SPEC|CONTRACT)\.md/g)]
        .filter((match) => !match[1].endsWith("docs/spec/"))
        .map((match) => `${file}: ${match[0]}`),
    )
    expect(bare).toEqual([])
  })

  it("cite sections that exist", () => {
    const missing = files.flatMap((file) =>
      [...read(file).matchAll(/SITE-SPEC\.md((?:,? (?:and )?§\d+)+)/g)].flatMap((match) =>
        [...match[1].matchAll(/§(\d+)/g)].filter(([, n]) => !specSections.has(n)).map(([section]) => `${file}: ${section}`),
      ),
    )
    expect(missing).toEqual([])
  })

  it("leave no vague pointers to an unnamed spec", () => {
    const vague = files
      .filter((file) => file !== "__tests__/docs-references.test.ts")
      .flatMap((file) =>
        read(file)
          .split("\n")
          .filter((line) => /\b[Ss]pec(?: section)? \d|\bSpec:/.test(line))
          .map((line) => `${file}: ${line.trim()}`),
      )
    expect(vague).toEqual([])
  })
})
