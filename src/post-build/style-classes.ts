/**
 * The CSS Module classes a page's HTML uses must be defined by the stylesheet inlined in it. The
 * HTML comes from the server build and the stylesheet from the browser build; if the two ever name
 * a class differently (src/build-tools/css-module-names.ts: a change in css-loader, Gatsby or
 * mini-css-extract-plugin), every page still renders, unstyled where it matters most: the notes
 * shown without JavaScript, the hidden mobile menu, the pricing toggle. The build stops instead.
 */

/** Gatsby's CSS Module class shape: `<file>-module--<class>--<5 hex>`. */
const MODULE_CLASS = /^[\w-]+-module--[\w-]+--[0-9a-f]{5}$/
const SELECTOR = /\.([\w-]+-module--[\w-]+--[0-9a-f]{5})(?![\w-])/g

let lastStylesheet = ""
let lastDefined = new Set<string>()

/** The classes a stylesheet defines (remembered: every page inlines the same one). */
function definedBy(stylesheet: string): Set<string> {
  if (stylesheet !== lastStylesheet) {
    lastStylesheet = stylesheet
    lastDefined = new Set(Array.from(stylesheet.matchAll(SELECTOR), (match) => match[1]))
  }
  return lastDefined
}

/**
 * Throws, naming the class and the cause, if an element's CSS Module classes are none of them in the
 * page's stylesheet. (One of them may be missing on its own: a class that only `composes` others
 * has no rule of its own, and the element also carries the classes it composes.)
 */
export function checkStyleClasses(html: string): void {
  const stylesheet = Array.from(html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g), (match) => match[1]).join("\n")
  const defined = definedBy(stylesheet)
  for (const [, classes] of html.matchAll(/\sclass="([^"]*)"/g)) {
    const modules = classes.split(/\s+/).filter((name) => MODULE_CLASS.test(name))
    if (modules.length > 0 && !modules.some((name) => defined.has(name))) {
      throw new Error(
        `its HTML uses the CSS Module class "${modules[0]}", which its stylesheet does not define: the server and browser ` +
          "builds named a class differently (src/build-tools/css-module-names.ts; docs/upgrade-surface.md)",
      )
    }
  }
}

/**
 * Throws, naming the class, if a class an island's bundle can write (./css-module-exports.ts) is not
 * in the pages' stylesheet, inlined in `html`: the bundle and Gatsby's build named a CSS Module class
 * differently, and a hydrated island would drop its styles as it re-renders. (A class that only
 * composes others has no rule of its own, as above: such a value passes if any of its classes is defined.)
 */
export function checkIslandClasses(html: string, islandValues: readonly string[]): void {
  const stylesheet = Array.from(html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g), (match) => match[1]).join("\n")
  const defined = definedBy(stylesheet)
  // A CSS Module scopes its animations' names too: those are defined by @keyframes, not by a rule.
  for (const [, name] of stylesheet.matchAll(/@keyframes\s+([\w-]+)/g)) defined.add(name)
  const missing = islandValues
    .map((value) => value.split(/\s+/).filter((name) => MODULE_CLASS.test(name)))
    .filter((names) => names.length > 0 && !names.some((name) => defined.has(name)))
    .map((names) => names[0])
  if (missing.length > 0) {
    throw new Error(
      `the islands' bundles write the CSS Module class "${missing[0]}", which the pages' stylesheet does not define: ` +
        "src/post-build/css-module-exports.ts and Gatsby's css-loader named a class differently (docs/upgrade-surface.md)",
    )
  }
}
