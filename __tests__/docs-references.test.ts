/**
 * Every document and file the code cites is in the repository, and every cited section exists, so a
 * successor can always look up whether something is a requirement (docs/spec/README.md).
 */
import fs from "fs"
import path from "path"
import { execSync, spawnSync } from "child_process"
import ts from "typescript"

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

/** A fenced block of Markdown (code, or a build's output quoted): neither headings nor prose. */
const FENCED = /^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm

/** GitHub's anchor for a heading: lower case, punctuation dropped, each space a hyphen; repeats get -1, -2... */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>()
  const text = markdown.replace(FENCED, "")
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

/**
 * The files a comment or a document names exist: a file moved or renamed (src/head-scripts/ lost its
 * stage folders) must take every mention of it along. A path is a file of the repository by its
 * top folder (src/..., scripts/..., e2e/...), or one relative to the file that names it (./x.ts,
 * ../lib/x.ts: code and documents, not an article's images). In code only its comments count (its
 * strings may name files a test makes); in a Markdown file its prose, not its fenced blocks. A file a document asks
 * the reader to write is named `<something>-example.<ext>`; one the build writes may not be there yet.
 */
const NAMED_PATH =
  /(?<![\w@/.<-])((?:\.\.?\/)+[\w./-]*[\w-]\.(?:tsx?|m?js|cjs|css|md|json|sh)|(?:src|scripts|e2e|__tests__|docs|content|static|\.ci|\.github)\/[\w./-]*[\w-])(?![\w>])/g

/** A file the build writes and git ignores (src/gatsby-types.d.ts): named before a build, it is not there yet. */
const madeByTheBuild = (file: string) => spawnSync("git", ["check-ignore", "-q", file], { cwd: root }).status === 0

/** The comments of a file of code, as [line, text]: TypeScript's parser tells a comment from a string or a regular expression. */
function commentsOf(file: string, text: string): [number, string][] {
  if (/\.css$/.test(file)) return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((match) => [match.index, match[0]])
  if (/\.(sh|ya?ml|toml)$|^\.ci\/run$/.test(file)) return [...text.matchAll(/(?:^|\s)#.*$/gm)].map((match) => [match.index, match[0]])
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const found = new Map<number, string>()
  const visit = (node: ts.Node) => {
    for (const range of [...(ts.getLeadingCommentRanges(text, node.pos) ?? []), ...(ts.getTrailingCommentRanges(text, node.end) ?? [])])
      found.set(range.pos, text.slice(range.pos, range.end))
    node.getChildren(source).forEach(visit)
  }
  visit(source)
  return [...found]
}

/** The prose of a Markdown file: fenced blocks blanked, so line numbers stay. */
const proseOf = (text: string): [number, string][] => [[0, text.replace(FENCED, (block) => block.replace(/[^\n]/g, " "))]]

describe("files named in comments and documents", () => {
  it("exist", () => {
    const among = cited.filter((file) => file !== "__tests__/docs-references.test.ts" && !/\.(json|html)$/.test(file))
    const dead = among.flatMap((file) => {
      const text = read(file)
      const parts = file.endsWith(".md") ? proseOf(text) : commentsOf(file, text)
      return parts.flatMap(([at, part]) =>
        [...part.matchAll(NAMED_PATH)]
          .map((match) => ({ named: match[1], line: text.slice(0, at + match.index).split("\n").length }))
          .filter(({ named }) => !/-example\.[\w.]+$/.test(named))
          .map(({ named, line }) => ({ named, line, at: /^\.\.?\//.test(named) ? path.join(path.dirname(file), named) : named }))
          .filter(({ at }) => !fs.existsSync(path.join(root, at)) && !madeByTheBuild(at))
          .map(({ named, line }) => `${file}:${line}: ${named}`),
      )
    })
    expect(dead).toEqual([])
  })
})
