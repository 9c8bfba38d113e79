/**
 * A help article answers in its own words: it does not repeat a post's sentences word for word (the
 * break-screen-style article once repeated eight of the 1.4.0 release note's). A long passage both
 * need belongs in one of them, linked from the other.
 */
import fs from "fs"
import path from "path"
import { fillFacts } from "../../src/lib/fill-facts"

const root = path.join(__dirname, "../..")
const bodies = (folder: string) =>
  fs
    .readdirSync(path.join(root, folder))
    .filter((name) => fs.existsSync(path.join(root, folder, name, "index.mdx")))
    .map((name) => ({ name, body: fs.readFileSync(path.join(root, folder, name, "index.mdx"), "utf8").replace(/^---[\s\S]*?\n---\n/, "") }))

/** Sentences of ten words or more as a reader reads them, facts filled in, lower case. */
const longSentences = (body: string) =>
  fillFacts(body, "text")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>|[*_>`#]/g, " ")
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) =>
      sentence
        .replace(/^\s*(?:[-\d]+\.?)\s+/, "")
        .replace(/\s+/g, " ")
        .trim()
        .toLowerCase(),
    )
    .filter((sentence) => sentence.split(" ").length >= 10)

describe("help articles beside posts", () => {
  it("repeat no sentence of ten words or more of a post, word for word", () => {
    const postSentences = new Map(
      bodies("content/blog").flatMap(({ name, body }) => longSentences(body).map((sentence) => [sentence, name] as const)),
    )
    const repeated = bodies("content/help").flatMap(({ name, body }) =>
      longSentences(body)
        .filter((sentence) => postSentences.has(sentence))
        .map((sentence) => `${name} / ${postSentences.get(sentence)}: ${sentence}`),
    )
    expect(repeated).toEqual([])
  })
})
