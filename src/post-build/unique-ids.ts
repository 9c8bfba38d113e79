/**
 * An id names one element of a page. Content gives ids too: an article's headings take theirs from
 * their words (src/gatsby-node/rehype-heading-ids.ts), an FAQ item from its question, a post's card
 * from its slug. When one of them is also an id the site's own parts use, the first in the page wins:
 * a heading called "Footer newsletter email" took the footer's email field's id, and the field's label
 * then named the heading (issue 40 saw its Join send an empty address). Which ids the parts
 * use is read from the finished page itself, whatever rendered them (components, the islands'
 * wrappers, the post-build's own scripts), not from a list: any id on two elements stops the build,
 * naming both elements.
 */
import { Parser } from "htmlparser2"

/** The elements of `html` that share an id, by id (empty when every id names one element). */
export function sharedIds(html: string): Map<string, string[]> {
  const elements = new Map<string, string[]>()
  const parser = new Parser({
    onopentag(name, attributes) {
      if (attributes.id !== undefined) elements.set(attributes.id, [...(elements.get(attributes.id) ?? []), name])
    },
  })
  parser.write(html)
  parser.end()
  return new Map([...elements].filter(([, names]) => names.length > 1))
}

/** Throws, naming the id and its elements, if any id of the page is on more than one element. */
export function checkUniqueIds(html: string): void {
  const [shared] = sharedIds(html)
  if (!shared) return
  const [id, names] = shared
  throw new Error(
    `the id "${id}" is on ${names.length} elements (${names.map((name) => `<${name}>`).join(", ")}), and an id names one: ` +
      "a heading's id comes from its words, an FAQ item's from its question, so reword the one the content wrote",
  )
}
