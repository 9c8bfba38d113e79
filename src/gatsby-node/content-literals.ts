/**
 * What content may not type out, because configuration owns it: the contact address (and any
 * mailto: link) and the trial terms, both in src/config/site.ts. Typed out, they would stay behind
 * when an operator changes them there; written as `<ContactEmail />` and `<Fact name="..." />` they
 * follow (src/config/app-facts.ts). Also the fact names that do not exist, where the build fills
 * them without the MDX checks (./mdx-components.ts): frontmatter and data files. Each problem names
 * the line of the file, as the other content checks do (./content-nodes.ts).
 */
import { site } from "../config/site"
import { unknownFactMessage, unknownFacts } from "../lib/fill-facts"

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

type Rule = { find: RegExp; what: string; instead: string; why: string }

const RULES: Rule[] = [
  {
    find: new RegExp(`${escapeRegex(site.contactEmail)}|mailto:`, "i"),
    what: "the contact address is",
    instead: "<ContactEmail />",
    why: "it shows (and in an article links) the address set in src/config/site.ts (contactEmail)",
  },
  {
    find: new RegExp([...site.trial.terms.map(escapeRegex), "no credit card"].join("|"), "i"),
    what: "the trial terms are",
    instead:
      '<Fact name="trialTerms" /> (the whole sentence), <Fact name="trial" />, <Fact name="noCreditCard" /> or <Fact name="cancelsAutomatically" />',
    why: "they come from src/config/site.ts (trial)",
  },
]

/** The problems of one line of a file (`line` counts from 1). */
function lineProblems(text: string, line: number, { facts }: { facts: boolean }): string[] {
  const typed = RULES.flatMap(({ find, what, instead, why }) => {
    const match = find.exec(text)
    return match ? [`line ${line}: ${what} typed out ("${match[0]}"); write ${instead} instead: ${why}`] : []
  })
  const unknown = facts ? unknownFacts(text).map((name) => `line ${line}: ${unknownFactMessage(name)}`) : []
  return [...typed, ...unknown]
}

/**
 * An MDX file's problems, from its text as the editor wrote it. Fact names are checked here in the
 * frontmatter only: the body's components are checked with their attributes (./mdx-components.ts).
 */
export function mdxLiteralProblems(raw: string): string[] {
  const lines = raw.split("\n")
  const frontmatterEnd = lines[0]?.trim() === "---" ? lines.findIndex((line, index) => index > 0 && line.trim() === "---") : -1
  return lines.flatMap((text, index) => lineProblems(text, index + 1, { facts: index <= frontmatterEnd }))
}

/** Every text in a data file's entry, however deep. */
const textsOf = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(textsOf)
      : value && typeof value === "object"
        ? Object.values(value).flatMap(textsOf)
        : []

/** One entry of a data file: its texts' problems, each at the line of the file (`raw`) where the text is. */
export function jsonLiteralProblems(record: Record<string, unknown>, raw: string): string[] {
  return textsOf(record).flatMap((text) => {
    const at = raw.indexOf(JSON.stringify(text).slice(1, -1))
    const line = at < 0 ? 1 : raw.slice(0, at).split("\n").length
    return lineProblems(text, line, { facts: true })
  })
}
