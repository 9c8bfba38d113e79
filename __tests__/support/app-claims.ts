/**
 * The two content checks on what the site says about the app (docs/editing.md#what-the-site-says-about-the-app):
 *
 * - an outcome claim: copy that says the app changes a body or a mind (less eye strain, better
 *   posture, more energy) rather than what it does (reminds, flashes, times breaks);
 * - a typed restatement: copy that writes out a fact of src/config/app-facts.ts (its words, one of its
 *   values, or its claim in other words) instead of naming it with `<Fact name="..." />` (or, in a
 *   component, `appFacts.<name>.text`), so that changing the fact would leave that line behind.
 *
 * Both read only the copy that describes the app: help articles and release notes whole, the
 * sentences of the other posts that name the product, the data files the landing, offers, pricing and
 * press kit pages show, and the components and pages' own lines (comments and imports left out). Each
 * finding names the file and the line.
 */
import fs from "fs"
import path from "path"
import { appFacts } from "../../src/config/app-facts"
import { site } from "../../src/config/site"

/** A file of the site's copy, as its path from the repository's root and its text. */
export type Copy = { file: string; text: string }
/** A line (or, in a post that is not a release note, a sentence) that describes the app. */
export type Described = { file: string; line: number; text: string }
export type Finding = Described & { why: string }

const FACT_TAG = /<Fact\s+name=(["'])[^"']*\1\s*\/>/g
const CONTACT_TAG = /<ContactEmail\s*\/>/g

/** The data files whose texts pages show about the app (problems.json describes the visitor's day, not the app). */
const DATA_FILES = ["faq.json", "features.json", "pricing.json", "screenshots.json", "setup-steps.json", "testimonials.json"]
/** Where components and pages write copy of their own. */
const CODE_DIRS = ["src/pages", "src/components", "src/templates"]
/** Frontmatter fields that are copy (the others are dates, slugs, paths and lists of names). */
const COPY_FIELDS = /^(title|summary|excerpt|heroAlt):/

const walk = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? walk(full) : [full]
  })

/** Every file of copy the checks read, from the repository at `root`. */
export function siteCopy(root: string): Copy[] {
  const read = (file: string): Copy => ({ file: path.relative(root, file).split(path.sep).join("/"), text: fs.readFileSync(file, "utf8") })
  const articles = ["content/help", "content/blog"].flatMap((dir) =>
    walk(path.join(root, dir))
      .filter((file) => file.endsWith(".mdx"))
      .map(read),
  )
  const data = DATA_FILES.map((name) => read(path.join(root, "content/data", name)))
  const code = CODE_DIRS.flatMap((dir) => walk(path.join(root, dir)).filter((file) => file.endsWith(".tsx"))).map(read)
  return [...articles, ...data, ...code]
}

const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z"“*[<])/)

/** The lines of an MDX file that are copy: the frontmatter's copy fields and the body, comments left out. */
function mdxLines(text: string): Array<{ line: number; text: string; frontmatter: boolean }> {
  const lines = text.split("\n")
  const end = lines[0]?.trim() === "---" ? lines.findIndex((line, index) => index > 0 && line.trim() === "---") : -1
  return lines
    .map((line, index) => ({ line: index + 1, text: line, frontmatter: index <= end }))
    .filter(({ text, frontmatter }) => (frontmatter ? COPY_FIELDS.test(text) : text.trim() !== "" && !/^\s*\{\/\*.*\*\/\}\s*$/.test(text)))
}

/** The lines of a component or page that may be copy: comments, imports, class names and GraphQL left out. */
function codeLines(text: string): Array<{ line: number; text: string }> {
  let inComment = false
  let inQuery = false
  return text.split("\n").flatMap((line, index) => {
    const trimmed = line.trim()
    if (inComment) {
      if (trimmed.includes("*/")) inComment = false
      return []
    }
    if (inQuery) {
      if (trimmed.startsWith("`")) inQuery = false
      return []
    }
    if (trimmed.startsWith("/*") || trimmed.startsWith("{/*")) {
      inComment = !trimmed.includes("*/")
      return []
    }
    if (/graphql`\s*$/.test(trimmed)) {
      inQuery = true
      return []
    }
    if (trimmed.startsWith("//") || trimmed.startsWith("import ")) return []
    return [{ line: index + 1, text: line.replace(/\/\/.*$/, "") }]
  })
}

/** What of `copy` describes the app, line by line (sentence by sentence in a post that is not a release note). */
export function describingTheApp(copy: readonly Copy[]): Described[] {
  return copy.flatMap(({ file, text }) => {
    if (file.endsWith(".mdx")) {
      const wholeFile = file.startsWith("content/help/") || /^categories:.*"Release Notes"/m.test(text)
      return mdxLines(text).flatMap(({ line, text: lineText }) =>
        wholeFile
          ? [{ file, line, text: lineText }]
          : sentencesOf(lineText)
              .filter((sentence) => sentence.includes(site.productName))
              .map((sentence) => ({ file, line, text: sentence })),
      )
    }
    if (file.endsWith(".json")) return text.split("\n").map((lineText, index) => ({ file, line: index + 1, text: lineText }))
    return codeLines(text).map(({ line, text: lineText }) => ({ file, line, text: lineText }))
  })
}

// ---------------------------------------------------------------------------------------------
// Outcome claims

/** What a body or a mind would gain, in the words copy uses for it. */
const OUTCOMES: ReadonlyArray<{ find: RegExp; what: string }> = [
  {
    find: /\b(?:less|reduc\w*|eas(?:e|es|ed|ing)|reliev\w*|relief|prevent\w*|lower\w*|fewer|sooth\w*|cur(?:e|es|ed))\b(?:\W+\w+){0,4}?\W+(?:eye ?strain|strain|pain|aches?|fatigue|headaches?|tension|stiff\w*|dry eyes|burnout)\b/i,
    what: "a relief from strain or pain",
  },
  {
    find: /\b(?:better|improv\w*|fix(?:es|ed|ing)?|correct\w*|healthier)\b(?:\W+\w+){0,3}?\W+(?:posture|sleep|health|focus|energy|productivity|well-being|how (?:I|you|we) sit|shoulders|neck|eyes)\b/i,
    what: "a better body or mind",
  },
  {
    find: /\benergy (?:to spare|left)\b|\b(?:more|restor\w*|boost\w*|recharg\w*)\b(?:\W+\w+){0,2}?\W+(?:energy|focus)\b/i,
    what: "more energy or focus",
  },
  { find: /\bhealth(?:y|ier)\b/i, what: "health (a healthy rhythm, a healthier day)" },
  { find: /\bthe fix wasn'?t\b/i, what: "a fix" },
  { find: /\b(?:Health|Medical)Application\b/, what: "a health category" },
]

/** Every outcome claim in what describes the app. */
export function outcomeClaims(described: readonly Described[]): Finding[] {
  return described.flatMap((item) => {
    const found = OUTCOMES.find(({ find }) => find.test(item.text))
    return found ? [{ ...item, why: `claims ${found.what} ("${found.find.exec(item.text)![0]}")` }] : []
  })
}

// ---------------------------------------------------------------------------------------------
// Typed restatements of a fact

const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
/** A number as digits or, up to ten, as a word. */
const numberForm = (value: string) => {
  const word = NUMBER_WORDS[Number(value)]
  return word && /^\d+$/.test(value) ? `(?:${escape(value)}|${word})` : escape(value)
}

/**
 * The values a fact's text holds, each as a pattern of how copy would type it: prices ($24.99),
 * percentages (70%), durations (30-second, 20 minutes, 7 days), sizes (15MB), the macOS version,
 * codes (RESPITE20) and counts of breaks (three short breaks). The 20-20-20 of the eye rule is its
 * name, not a value.
 */
function valuesOf(text: string): RegExp[] {
  const values: RegExp[] = []
  for (const [, price] of text.matchAll(/(\$\d[\d,]*(?:\.\d+)?)/g)) values.push(new RegExp(`${escape(price)}(?!\\d)`))
  for (const [, percent] of text.matchAll(/(\d+)%/g)) values.push(new RegExp(`\\b${percent}(?:\\s?%| percent\\b)`, "i"))
  for (const [, amount, unit] of text.matchAll(/\b(\w+)[\s-](second|minute|hour|day)s?\b/g))
    if (/^\d+$/.test(amount) || NUMBER_WORDS.includes(amount)) {
      const digits = /^\d+$/.test(amount) ? amount : String(NUMBER_WORDS.indexOf(amount))
      values.push(new RegExp(`\\b${numberForm(digits)}[\\s-]${unit}s?\\b`, "i"))
    }
  for (const [, size] of text.matchAll(/\b(\d+)\s?MB\b/g)) values.push(new RegExp(`\\b${size}\\s?MB\\b`, "i"))
  for (const [, version] of text.matchAll(/macOS (\d+\.\d+)/g)) values.push(new RegExp(`macOS ${escape(version)}\\b`))
  for (const [, code] of text.matchAll(/\b([A-Z]{3,}\d+)\b/g)) values.push(new RegExp(`\\b${code}\\b`))
  for (const [, count, what] of text.matchAll(/\b(\w+) (short breaks)\b/g))
    values.push(new RegExp(`\\b${numberForm(String(Math.max(NUMBER_WORDS.indexOf(count), 0) || count))} ${what}\\b`, "i"))
  return values
}

/** A fact's own words, when they say something on their own (three words or more). */
const wordsOf = (text: string) => (text.split(/\s+/).length >= 3 ? [new RegExp(escape(text).replace(/'/g, "['’]"), "i")] : [])

/**
 * A fact's claim in other words: how the copy that typed them by hand said them. Each pattern is
 * the fact's claim, not its feature's name ("Meeting detection" is a name; "pauses your reminders
 * during a call" is the claim).
 */
const PARAPHRASES: Record<string, RegExp[]> = {
  meetingDetection: [
    /\b(?:reminders?|breaks?|Respite|it)\b[^.;?!\]]{0,20}\b(?:paus|wait|hold)\w*\b[^.;?!\]]{0,40}\b(?:calls?|meetings?)\b/i,
    /\b(?:paus|hold)\w* (?:your |the )?(?:break )?(?:reminders?|breaks?)\b[^.;?!\]]{0,40}\b(?:calls?|meetings?)\b/i,
    /\b(?:calls?|meetings?)\b[^.;?!\]]{0,30}\b(?:reminders?|breaks?)\b[^.;?!\]]{0,10}\b(?:paus|wait|hold)\w*/i,
  ],
  videoDetection: [
    /\b(?:wait|hold|paus|delay)\w*\b[^.;?!\]]{0,40}\bvideos?\b[^.;?!\]]{0,15}\b(?:plays?|playing|playback)\b/i,
    /\bvideos?\b[^.;?!\]]{0,20}\b(?:plays?|playing)\b[^.;?!\]]{0,30}\b(?:wait|hold|paus)\w*/i,
  ],
  workingHours: [/\bonly\b[^.;?!\]]{0,25}\b(?:working hours|while you work|work hours)\b/i],
  breakStyle: [/\b(?:custom|your own)\b[^.;?!\]]{0,20}\b(?:break )?(?:style|background)/i],
  eyeCare: [/\bfollow\w* the 20-20-20 rule\b/i],
  comingSoon: [
    /\b(?:standing desk|sit-stand|quitting-time|screen lock)\b[^.?!\]]{0,80}\b(?:coming|soon|planned|on the way|not (?:yet )?available|aren't available)\b/i,
  ],
  platform: [/\bmac only\b/i, /\bwindows\b[^.;?!\]]{0,30}\b(?:planned|coming|on the way)\b/i],
  language: [/\benglish only\b|\bonly in english\b/i],
  resetsCounted: [/\bresets? (?:are|is) counted\b/i, /\bexcessive resets\b/i],
  latestRelease: [/\blatest[- ]release page\b/i],
  appearance: [/\blight and dark modes?\b/i],
  currency: [/\bUSD\b|\bUS dollars\b/],
}

/** What of each fact copy may not type: its values, its words, its claim in other words. */
export const RESTATEMENTS: ReadonlyArray<{ fact: string; find: RegExp }> = Object.entries(appFacts)
  // The narrowest fact first, so a finding names shortBreakEvery rather than breakRhythm, which holds it too.
  .sort(([, a], [, b]) => a.text.length - b.text.length)
  .flatMap(([fact, { text }]) => [...valuesOf(text), ...wordsOf(text), ...(PARAPHRASES[fact] ?? [])].map((find) => ({ fact, find })))

/** A line's words, without the addresses of its links (a slug is no claim). */
const wordsOnly = (text: string) => text.replace(/\]\([^)]*\)/g, "]").replace(/\bhref=(\\?["'])[^"'\\]*\1/g, "")

/** Every line that types a fact out, with the first fact it restates. */
export function typedRestatements(described: readonly Described[]): Finding[] {
  return described.flatMap((item) => {
    // What a tag fills in is the fact itself, not a restatement of it.
    const typed = wordsOnly(item.text).replace(FACT_TAG, "").replace(CONTACT_TAG, "")
    const found = RESTATEMENTS.find(({ find }) => find.test(typed))
    return found ? [{ ...item, why: `types the fact ${found.fact} ("${found.find.exec(typed)![0]}")` }] : []
  })
}

/** How a finding reads in a test's failure: the file, the line, why. */
export const where = ({ file, line, why }: Finding) => `${file}:${line}: ${why}`
