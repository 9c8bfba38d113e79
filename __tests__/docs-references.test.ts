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
/** Every line of these files (this test's own left out: it names the patterns) that matches `pattern`, with its file. */
const linesMatching = (among: string[], pattern: RegExp) =>
  among
    .filter((file) => file !== "__tests__/docs-references.test.ts")
    .flatMap((file) =>
      read(file)
        .split("\n")
        .filter((line) => pattern.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    )
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
    const vague = linesMatching(files, /\b[Ss]pec(?: section)? \d|\bSpec:/)
    expect(vague).toEqual([])
  })
})

/**
 * Citations of a document's section, `docs/<file>.md#<anchor>` or `README.md#<anchor>` (and, in a
 * Markdown file, a link to `<file>.md#<anchor>` or `#<anchor>`), resolve to a heading of that file,
 * by GitHub's anchors: renaming a heading then fails here, naming every citation it broke.
 */
const cited = files.concat(
  execSync("git ls-files --cached --others --exclude-standard", { cwd: root, encoding: "utf8" })
    .split("\n")
    .filter((file) => /(\.ya?ml|\.toml|\.jsonc|\.cjs|\.html|^\.ci\/run)$/.test(file) && fs.existsSync(path.join(root, file))),
)

const isFile = (file: string) => fs.existsSync(path.join(root, file)) && fs.statSync(path.join(root, file)).isFile()

/** GitHub's anchor for a heading: lower case, punctuation dropped, each space a hyphen; repeats get -1, -2... */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>()
  const text = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "")
  for (const [, heading] of text.matchAll(/^#{1,6} +(.+?) *#*$/gm)) {
    const slug = heading
      .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M} _-]/gu, "")
      .replace(/ /g, "-")
    let anchor = slug
    for (let n = 1; anchors.has(anchor); n++) anchor = `${slug}-${n}`
    anchors.add(anchor)
  }
  return anchors
}

/** Every section citation in a file, as [the cited file from the root, the anchor, the text cited]. */
function citationsIn(file: string): [string, string, string][] {
  const text = read(file)
  const found: [string, string, string][] = [...text.matchAll(/(?<![\w/.-])((?:docs\/[\w/-]+)?\w[\w-]*\.md)#([\w-]+)/g)]
    .filter((match) => match[1].startsWith("docs/") || match[1] === "README.md")
    .map((match) => [match[1], match[2], match[0]])
  if (file.endsWith(".md")) {
    for (const [whole, target, anchor] of text.matchAll(/\]\(([^)#\s]*)#([^)\s]+)\)/g)) {
      if (/^([a-z]+:|\/)/.test(target)) continue // another site's address, or a page of this site
      found.push([target ? path.posix.normalize(path.posix.join(path.posix.dirname(file), target)) : file, anchor, whole])
    }
  }
  return found
}

describe("citations of a document's section", () => {
  it("name a file that exists and a heading it has", () => {
    const anchors = new Map<string, Set<string>>()
    const dead = cited.flatMap((file) =>
      citationsIn(file)
        .filter(([target, anchor]) => {
          if (!anchors.has(target)) {
            anchors.set(target, isFile(target) ? anchorsOf(read(target)) : new Set())
          }
          return !anchors.get(target)!.has(anchor)
        })
        .map(([target, anchor, text]) =>
          isFile(target)
            ? `${file}: ${text} (no heading of ${target} has the anchor #${anchor})`
            : `${file}: ${text} (${target} does not exist)`,
        ),
    )
    expect(dead).toEqual([])
  })

  it("are written as file#anchor, never as a heading in prose ('README: For editors')", () => {
    const prose = linesMatching(cited, /\bREADME(?!\.md)\b|\b(?:docs\/(?!spec\/)[\w/-]+|README)\.md[,:]? (?:"[A-Z]|[A-Z][a-z]+[,: ]|\()/)
    expect(prose).toEqual([])
  })
})
