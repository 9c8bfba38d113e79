#!/usr/bin/env node
// @ts-check
// Builds that keep .cache and public/ must still be correct, and the blog must keep building as it
// grows. In a throwaway copy of the project (so the working tree is never touched) with 100 more
// posts, a draft and a scheduled post (scripts/lib/grown-blog.mjs), this builds once from clean and
// checks the grown site; rebuilds with nothing changed (no page may be written again, and the build id
// stays the same: src/post-build/build-id.ts); then edits
// a stylesheet and a post (one rebuild), then a component
// (another), and checks that each change reached the built HTML, and that every page with islands
// loads this build's islands' bundles and no page carries Gatsby's runtime.
//   node scripts/incremental-build.mjs
// npm test then uses the same copy once more instead of building another site: with
// API_URL=<local stub> KEEP_COPY_AT=<empty folder> the copy is made there, every build is for that
// API (the build npm start makes), the last is checked to call it from every page, and the copy is
// kept for the browser checks (every page's policy in Chromium, the shared scenarios in WebKit:
// playwright.config.ts, E2E_COPY). One copy and four builds. (Another API with the cache kept
// finishes every page again: __tests__/post-build/finish-pages.test.ts.)
import fs from "node:fs"
import path from "node:path"
import { builtPages } from "./lib/built-pages.mjs"
import { checkGrownSite, growBlog } from "./lib/grown-blog.mjs"
import { build, copyProject, edit } from "./lib/project-copy.mjs"

/** @type {(dir: string, file: string) => string} */
const read = (dir, file) => fs.readFileSync(path.join(dir, "public", file), "utf8")
/** The id the copy's last build wrote (public/build-id.txt). */
const buildIdOf = (/** @type {string} */ dir) => read(dir, "build-id.txt").trim()

/** @param {string} dir @param {string} file @param {string} text @param {string} what */
function expectIn(dir, file, text, what) {
  if (!read(dir, file).includes(text)) throw new Error(`${what}: public/${file} does not contain ${JSON.stringify(text)} after the rebuild`)
  console.log(`  ok: ${what} reached public/${file}`)
}

/**
 * Every page's island loader names bundles this build wrote to public/_islands/ (src/post-build/island-bundles.ts
 * empties it first), and no page carries a script by address or Gatsby's runtime (src/post-build/islands.ts).
 * @param {string} dir
 */
function expectIslandsCurrent(dir) {
  const current = new Set(fs.readdirSync(path.join(dir, "public", "_islands")))
  let loaders = 0
  for (const { file: page } of builtPages(path.join(dir, "public"))) {
    const html = fs.readFileSync(page, "utf8")
    if (/<script[^>]* src=|___chunkMapping|___webpackCompilationHash/.test(html)) throw new Error(`${page} carries Gatsby's runtime`)
    // The loader's first argument: its islands' bundles (src/islands/loader.ts).
    const loader = /<script id="island-loader">[^<]*\((\{[^}]*\}),/.exec(html)
    if (!loader) continue
    loaders++
    const old = Object.values(JSON.parse(loader[1])).filter(
      (/** @type {unknown} */ source) => !current.has(String(source).replace("/_islands/", "")),
    )
    if (old.length > 0) throw new Error(`${page} loads islands' bundles this build did not write: ${old.join(", ")}`)
  }
  if (loaders === 0) throw new Error("no page loads an island")
  console.log(`  ok: the ${loaders} pages with islands load this build's bundles, and no page carries Gatsby's runtime`)
}

async function check() {
  const keepAt = process.env.KEEP_COPY_AT
  const apiUrl = process.env.API_URL
  /** For the local stub, each build is the one npm start makes (docs/product-api.md). @type {Record<string, string>} */
  const env = apiUrl ? { GATSBY_API_URL: apiUrl, RESPITE_LOCAL_API: "1" } : {}
  const dir = copyProject("respite-build-", keepAt)
  const marker = Date.now().toString(36)
  let kept = false
  try {
    console.log(`Incremental builds of a grown blog in ${dir}`)
    const growth = await growBlog(dir)
    await build(dir, `from clean, with ${growth.added.length} more posts${apiUrl ? `, for the API at ${apiUrl}` : ""}`, env)
    const problems = checkGrownSite(dir, growth)
    if (problems.length > 0) throw new Error(`The blog does not scale as it must:\n  ${problems.join("\n  ")}`)
    expectIslandsCurrent(dir)
    const firstId = buildIdOf(dir)

    // Nothing changed since the build from clean: no page may be written again. (A build from clean
    // used to end with another webpack compilation hash than the builds after it, so Gatsby took every
    // page for changed and the post-build finished and indexed them all again: src/gatsby-node/webpack.ts.)
    const again = await build(dir, "again, with nothing changed", env)
    // The page step's line (src/post-build/stages.ts: "Pages: <all>, <finished> finished, ...").
    const finished = /\bPages: (\d+), (\d+) finished/.exec(again.output)
    if (!finished)
      throw new Error(`The rebuild's output has no "Pages: N, M finished" line (src/post-build/stages.ts):\n${again.output.slice(-3000)}`)
    if (Number(finished[2]) > 0) {
      const cause = again.output.includes("Rewriting compilation hashes")
        ? 'Gatsby reported "Rewriting compilation hashes": the browser build\'s hash differs from the build before (src/gatsby-node/webpack.ts)'
        : "see the build's output above"
      throw new Error(
        `A rebuild with nothing changed rewrote pages (${finished?.[2] ?? "?"} of ${finished?.[1] ?? "?"} finished again): ${cause}`,
      )
    }
    if (!/Search index: .* kept/.test(again.output)) throw new Error("A rebuild with nothing changed wrote the search index again")
    // The same output has the same id, which the hourly deploy compares with the live version's: a
    // new id would upload and deploy a new version every hour (src/post-build/build-id.ts).
    if (buildIdOf(dir) !== firstId)
      throw new Error(`A rebuild with nothing changed wrote another build id (${firstId}, then ${buildIdOf(dir)})`)
    console.log(`  ok: a rebuild with nothing changed rewrote none of the ${finished[1]} pages, kept the search index and its build id`)

    // Two edits Gatsby notices in different ways, in one rebuild: each is looked for where only it
    // can have reached. A stylesheet edit changes no page's data: Gatsby 5 alone would skip the HTML
    // ("no new or changed html files") and keep the old CSS in /pricing, which lists no post. (Not the
    // landing page: its HTML is within a few bytes of its brotli budget, and the rule added would
    // fail the build there, not the check: src/post-build/page-budget.ts.)
    // A post edit changes only that post's data (posts are rendered to HTML, not bundled).
    edit(dir, "src/styles/pages/pricing.module.css", (css) => `${css}\n.notes {\n  scroll-margin-top: 7.3125rem;\n}\n`)
    edit(dir, "content/blog/digital-eye-strain/index.mdx", (mdx) => `${mdx}\nA sentence added by the incremental build check ${marker}.\n`)
    await build(dir, "after a stylesheet edit and a post edit", env)
    expectIn(dir, "pricing/index.html", "scroll-margin-top:7.3125rem", "the stylesheet edit (inlined CSS)")
    expectIn(dir, "blog/digital-eye-strain/index.html", `incremental build check ${marker}`, "the post edit")
    expectIslandsCurrent(dir)

    // A component edit, and in the same rebuild every setting an operator makes (docs/deploying.md#settings):
    // the edit makes Gatsby render every page again, but the imprint's text is its query's result,
    // which Gatsby kept until the settings became a node the query reads (src/gatsby-node/configuration-node.ts).
    edit(dir, "src/components/layout/footer.tsx", (tsx) =>
      tsx.replace("Break reminders for your Mac.", `Break reminders for your Mac ${marker}.`),
    )
    const operator = {
      GATSBY_SITE_URL: "https://respite.example",
      GATSBY_COMPANY_NAME: `Pausenwerk ${marker} GmbH`,
      GATSBY_COMPANY_REPRESENTATIVE: `Alex Beispiel ${marker}`,
      GATSBY_COMPANY_STREET: `Ruheweg ${marker.length}`,
      GATSBY_COMPANY_POSTCODE: "10115",
      GATSBY_COMPANY_CITY: `Berlin-${marker}`,
      GATSBY_COMPANY_COUNTRY: "Österreich",
      GATSBY_COMPANY_VAT_ID: `DE${marker}`,
    }
    await build(dir, "after a component edit, with every operator setting changed", { ...env, ...operator })
    for (const page of ["index.html", "pricing/index.html", "blog/digital-eye-strain/index.html", "404.html"]) {
      expectIn(dir, page, `Break reminders for your Mac ${marker}.`, "the component edit")
    }
    for (const [name, value] of Object.entries(operator)) {
      if (name === "GATSBY_SITE_URL") expectIn(dir, "pricing/index.html", `href="${value}/pricing"`, name)
      else expectIn(dir, "imprint/index.html", value, name)
    }
    expectIslandsCurrent(dir)
    console.log("Incremental builds are correct.")

    if (apiUrl) {
      // Every page's policy and the islands' bundles name the API the copy was built for.
      const origin = new URL(apiUrl).origin
      for (const { file: page } of builtPages(path.join(dir, "public"))) {
        const policy =
          /<meta http-equiv="Content-Security-Policy" content="[^"]*connect-src ([^;"]*)/.exec(fs.readFileSync(page, "utf8"))?.[1] ?? ""
        if (!policy.split(" ").includes(origin)) throw new Error(`${page} may not call ${origin}: connect-src ${policy}`)
      }
      const bundles = fs.readdirSync(path.join(dir, "public", "_islands")).map((name) => `_islands/${name}`)
      if (!bundles.some((name) => read(dir, name).includes(origin))) throw new Error(`no island's bundle calls ${origin}`)
      console.log(`  ok: every page's policy and the bundles call ${origin}`)
    }
    kept = Boolean(keepAt)
  } finally {
    if (!kept) fs.rmSync(dir, { recursive: true, force: true })
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  try {
    await check()
  } catch (error) {
    console.error(/** @type {Error} */ (error).message)
    process.exit(1)
  }
}
