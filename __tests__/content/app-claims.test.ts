/**
 * What the site says about the app (docs/editing.md#what-the-site-says-about-the-app): what the app does,
 * never what it does to a body or a mind, and each fact named from src/config/app-facts.ts rather than
 * typed, so that a fact changed once changes every page. Read from the copy in content/ and the
 * components (../support/app-claims.ts); the checks are tried on planted copy too, so each is seen to fail.
 */
import path from "path"
import { describingTheApp, outcomeClaims, siteCopy, typedRestatements, where, type Copy, type Finding } from "../support/app-claims"

const described = describingTheApp(siteCopy(path.join(__dirname, "../..")))

/**
 * The typed restatements left, at most ten (docs/editing.md), each with why no fact can stand there.
 * Matched by file and the start of the line, so that editing around them does not break the list.
 */
const LEFT: ReadonlyArray<{ file: string; line: string; why: string }> = [
  {
    file: "content/blog/respite-1.4.0-custom-break-style-and-background-image/index.mdx",
    line: 'title: "Respite 1.4.0: Custom Break Style and Your Own Background Image"',
    why: "the post's title, which its address fixes (docs/spec/SITE-SPEC.md §2); a title holds no fact, since the lists and the tests read it as written",
  },
]

const isLeft = (finding: Finding) => LEFT.some(({ file, line }) => finding.file === file && finding.text.trim().startsWith(line))

describe("the site's copy about the app", () => {
  it("claims no outcome for a body or a mind", () => {
    expect(outcomeClaims(described).map(where)).toEqual([])
  })

  it("types out no fact, but on the lines named here, at most ten, each still there", () => {
    const found = typedRestatements(described)
    expect(found.filter((finding) => !isLeft(finding)).map(where)).toEqual([])
    const gone = LEFT.filter(({ file, line }) => !found.some((finding) => finding.file === file && finding.text.trim().startsWith(line)))
    expect(gone.map(({ file, line }) => `${file}: ${line} (no longer types a fact: remove it from LEFT)`)).toEqual([])
    expect(LEFT.length).toBeLessThanOrEqual(10)
  })
})

describe("the checks, on planted copy", () => {
  /** A new help article as an editor writes it: seven lines of frontmatter, a blank line, then the body from line 9. */
  const helpArticle = (...body: string[]): Copy => ({
    file: "content/help/planted/index.mdx",
    text: [
      "---",
      'title: "Planted"',
      'summary: "An article planted by the test."',
      'topic: "Breaks and reminders"',
      "order: 9",
      'updated: "2026-11-28"',
      "---",
      "",
      ...body,
    ].join("\n"),
  })

  it("find a help article that types a fact's words by hand, naming the file and the line", () => {
    const planted = helpArticle("Respite stays out of the way.", "", "During a meeting, reminders pause during video calls.")
    expect(typedRestatements(describingTheApp([planted])).map(where)).toEqual([
      'content/help/planted/index.mdx:11: types the fact meetingDetection ("reminders pause during video calls")',
    ])
  })

  it("find a fact in other words and a fact's value typed out, and leave alone the same words a fact gives", () => {
    const planted = helpArticle(
      "Respite pauses your reminders while you're on a call.",
      "A 30-second break, then another.",
      'With meeting detection, <Fact name="meetingDetection" />.',
    )
    expect(typedRestatements(describingTheApp([planted])).map(where)).toEqual([
      'content/help/planted/index.mdx:9: types the fact meetingDetection ("Respite pauses your reminders while you\'re on a call")',
      'content/help/planted/index.mdx:10: types the fact shortBreakLength ("30-second")',
    ])
  })

  it("find an outcome claimed for the app in a component, a data file or a post's sentence naming it, not in a post's general advice", () => {
    const copy: Copy[] = [
      { file: "src/components/landing/planted.tsx", text: "export const Lead = () => (\n  <p>Less eye strain, every day.</p>\n)\n" },
      { file: "content/data/features.json", text: '[\n  { "description": "A break that restores your energy." }\n]\n' },
      {
        file: "content/blog/planted/index.mdx",
        text: [
          "---",
          'title: "Planted"',
          'categories: ["Wellness"]',
          "---",
          "",
          "Looking far away helps ease eye strain (American Academy of Ophthalmology, 2023). Respite will fix your posture.",
        ].join("\n"),
      },
    ]
    expect(outcomeClaims(describingTheApp(copy)).map(where)).toEqual([
      'src/components/landing/planted.tsx:2: claims a relief from strain or pain ("Less eye strain")',
      'content/data/features.json:2: claims more energy or focus ("restores your energy")',
      'content/blog/planted/index.mdx:6: claims a better body or mind ("fix your posture")',
    ])
  })
})
