/**
 * The islands' bundles (docs/page-life.md): one per file `<name>.island.tsx` or
 * `<name>.enhancement.ts`, declared beside the component it wakes anywhere in src/, built with
 * esbuild into public/_islands/, each the island's component (or enhancement) and the code that
 * wakes it (src/islands/wake.ts), and one file more, the runtime: Preact with its React layer
 * (src/islands/preact-runtime.ts), which every component island imports and the browser fetches
 * once. An island is otherwise whole: two files for a page's first island, one for each other, not
 * the dozen small shared pieces code splitting makes (each a request, with its headers: a tenth of
 * a form page's JavaScript). Names carry a digest of their content, so they never change under the
 * same name and are cached for a year (./security-headers.ts). The same sources give the same
 * files: a rebuild with nothing changed rewrites no page.
 *
 * What an island may not use: Gatsby's own modules (no Gatsby runtime runs in the browser: the build
 * stops naming the file that imports one), and environment variables other than GATSBY_* ones, as in
 * Gatsby's own bundles. Its CSS Modules resolve to the class names the server render wrote
 * (./css-module-exports.ts).
 */
import fs from "fs"
import path from "path"
import type { Plugin } from "esbuild"
import { cssModuleExports, cssModuleSource } from "./css-module-exports"
import { wordsOf } from "./page-styles"
import { RUNTIME_PACKAGES, RUNTIME_SOURCE } from "../islands/preact-runtime"

/** Where the bundles go in public/, and the address they are loaded from. */
export const ISLANDS_DIR = "_islands"

/** The files that declare islands: `<name>.island.tsx`, and enhancements: `<name>.enhancement.ts`. */
const ISLAND_FILE = /^([a-z0-9-]+)\.(island\.tsx|enhancement\.ts)$/

/**
 * Modules an island imports only when the visitor asks for what they do: built as files of their own
 * and left to the browser's import(), so an island's bundle does not carry them (the image overlay's
 * library, fetched on the first click: src/lib/image-zoom.ts).
 */
const LAZY_MODULES = { "medium-zoom/dist/pure": "medium-zoom" }

export type IslandBundles = {
  /** Each island's entry, by name: "/_islands/carousel-AB12CD34.js". */
  bundles: Record<string, string>
  /** Every file written, the islands and the runtime: "_islands/carousel-AB12CD34.js". */
  files: string[]
  /** The class values each island can write, by name, from its own CSS Modules ("own-class composed-class ..."). */
  classNamesOf: Record<string, string[]>
  /**
   * The words of each island's code, by name: its bundle's and those of the modules it loads later
   * (not the shared runtime's, which writes nothing of its own): every class, tag, attribute and
   * custom property it can write into a page, for the page's own styles (./page-styles.ts).
   */
  words: Record<string, string[]>
}

/**
 * The island and enhancement files under `sourceDir`, each one's name and file; two files that
 * declare the same name stop the build, naming both.
 */
export function islandFiles(sourceDir: string): Array<{ name: string; file: string }> {
  const found = fs
    .readdirSync(sourceDir, { recursive: true, encoding: "utf8" })
    .flatMap((relative) => {
      const name = ISLAND_FILE.exec(path.basename(relative))?.[1]
      return name ? [{ name, file: path.join(sourceDir, relative) }] : []
    })
    .sort((a, b) => a.name.localeCompare(b.name) || a.file.localeCompare(b.file))
  const twice = found.find((each, index) => index > 0 && found[index - 1].name === each.name)
  if (twice) {
    const first = found.find((each) => each.name === twice.name)!
    throw new Error(`Two files declare the island "${twice.name}": ${first.file} and ${twice.file}; an island's name is its bundle's`)
  }
  return found
}

/** The names of the islands declared under `sourceDir`. */
export const islandNames = (sourceDir: string) => islandFiles(sourceDir).map((each) => each.name)

/**
 * Each island's entry: the one definition its file declares (`name` checked), and what wakes it:
 * Preact's hydration for a component island (src/islands/wake.ts), its own `attach` for an enhancement.
 */
function entrySource(file: string, wakeFile: string, name: string) {
  const find = `const [island] = Object.values(declared).filter((value) => value && value.name === ${JSON.stringify(name)})
if (!island) throw new Error(${JSON.stringify(`${path.basename(file)} declares no island named "${name}"`)})`
  return file.endsWith(".enhancement.ts")
    ? `import * as declared from ${JSON.stringify(file)}
${find}
export default (element, props) => island.attach(element, props)
`
    : `import * as declared from ${JSON.stringify(file)}
import { wake } from ${JSON.stringify(wakeFile)}
${find}
export default (element, props) => wake(island, element, props)
`
}

function islandEntries(islands: Array<{ name: string; file: string }>, wakeFile: string, root: string): Plugin {
  return {
    name: "island-entries",
    setup(esbuild) {
      esbuild.onResolve({ filter: /^island:/ }, (args) => ({ path: args.path.slice("island:".length), namespace: "island" }))
      esbuild.onLoad({ filter: /.*/, namespace: "island" }, (args) => ({
        contents: entrySource(islands.find((each) => each.name === args.path)!.file, wakeFile, args.path),
        resolveDir: root,
        loader: "js",
      }))
    },
  }
}

/**
 * Every import of React's or Preact's packages in an island: the runtime file, and every lazy module
 * its own file, left to the browser. The runtime's module has no side effects of its own to keep: an
 * island that only imports it for a server-side helper (an enhancement) does not load it.
 */
function sharedFiles(runtime: string, lazy: Record<string, string>): Plugin {
  return {
    name: "shared-files",
    setup(esbuild) {
      esbuild.onResolve({ filter: RUNTIME_PACKAGES }, () => ({ path: runtime, external: true, sideEffects: false }))
      esbuild.onResolve({ filter: /.*/ }, (args) => (lazy[args.path] ? { path: lazy[args.path], external: true } : undefined))
    },
  }
}

function noGatsby(root: string): Plugin {
  return {
    name: "no-gatsby",
    setup(esbuild) {
      esbuild.onResolve({ filter: /^gatsby($|\/)/ }, (args) => ({
        errors: [
          {
            text:
              `${path.relative(root, args.importer)} imports "${args.path}", which an island cannot use: ` +
              "no Gatsby runtime runs in the browser (src/islands/island.tsx)",
          },
        ],
      }))
    },
  }
}

function cssModules(root: string, classNames: Map<string, string[]>): Plugin {
  const seen = new Map()
  return {
    name: "css-module-names",
    setup(esbuild) {
      esbuild.onLoad({ filter: /\.module\.css$/ }, (args) => {
        const exports = cssModuleExports(args.path, root, seen)
        classNames.set(path.relative(root, args.path).split(path.sep).join("/"), Object.values(exports))
        return { contents: cssModuleSource(exports), loader: "js" }
      })
    },
  }
}

/** The GATSBY_* variables of this build, as Gatsby's own bundles see them; any other variable is undefined. */
const environment = () => ({
  "process.env.NODE_ENV": JSON.stringify("production"),
  ...Object.fromEntries(
    Object.entries(process.env)
      .filter(([name]) => name.startsWith("GATSBY_"))
      .map(([name, value]) => [`process.env.${name}`, JSON.stringify(value)]),
  ),
  "process.env": "{}",
})

/** Builds every island's bundle into `publicDir`/_islands (emptied first); `root` is the project's folder, `sourceDir` where the islands are declared. */
export async function buildIslandBundles(
  publicDir: string,
  root = process.cwd(),
  sourceDir = path.join(root, "src"),
): Promise<IslandBundles> {
  const outdir = path.join(publicDir, ISLANDS_DIR)
  fs.rmSync(outdir, { recursive: true, force: true })
  /** Each CSS Module's class values, by its path from `root` (as esbuild's metafile names its inputs). */
  const classNames = new Map<string, string[]>()
  const islands = islandFiles(sourceDir)
  // Loaded when called: esbuild refuses to load where TextEncoder is not Node's own (a Jest test in jsdom that imports the post-build).
  const { build } = await import("esbuild")
  const common = {
    absWorkingDir: root,
    bundle: true,
    format: "esm" as const,
    outdir,
    minify: true,
    // The browsers the site supports run modules, import() and optional chaining (docs/decisions.md).
    target: ["es2020"],
    define: environment(),
    legalComments: "none" as const,
    metafile: true as const,
    logLevel: "silent" as const,
  }
  /** An output's path in public/, with "/" between folders; its address is that path after a "/". */
  const relative = (file: string) => path.relative(publicDir, path.resolve(root, file)).split(path.sep).join("/")
  const address = (file: string) => `/${relative(file)}`
  /** A file of its own built from `contents`, named `<name>-<digest>.js`; its metafile outputs and address. */
  const own = async (name: string, contents: string) => {
    const built = await build({ ...common, stdin: { contents, resolveDir: root, loader: "js" }, entryNames: `${name}-[hash]` })
    return { outputs: built.metafile.outputs, address: address(Object.keys(built.metafile.outputs)[0]) }
  }
  const runtime = await own("runtime", RUNTIME_SOURCE)
  const lazy = await Promise.all(
    Object.entries(LAZY_MODULES).map(async ([module, name]) => ({
      module,
      ...(await own(name, `export { default } from ${JSON.stringify(module)}\n`)),
    })),
  )
  const result = await build({
    ...common,
    entryPoints: islands.map(({ name }) => ({ in: `island:${name}`, out: name })),
    entryNames: "[name]-[hash]",
    plugins: [
      islandEntries(islands, path.join(root, "src", "islands", "wake.ts"), root),
      sharedFiles(runtime.address, Object.fromEntries(lazy.map((each) => [each.module, each.address]))),
      noGatsby(root),
      cssModules(root, classNames),
    ],
  })
  const bundles: Record<string, string> = {}
  const files: string[] = []
  const outputs = Object.assign(
    {},
    runtime.outputs,
    ...lazy.map((each) => each.outputs),
    result.metafile.outputs,
  ) as typeof result.metafile.outputs
  const classNamesOf: Record<string, string[]> = {}
  const words: Record<string, string[]> = {}
  const lazyFiles = new Set(lazy.flatMap((each) => Object.keys(each.outputs)))
  for (const [file, output] of Object.entries(outputs)) {
    files.push(relative(file))
    if (!output.entryPoint?.startsWith("island:")) continue
    const name = output.entryPoint.slice("island:".length)
    bundles[name] = address(file)
    classNamesOf[name] = [...new Set(Object.keys(output.inputs).flatMap((input) => classNames.get(input) ?? []))].sort()
    const later = output.imports.filter((each) => lazyFiles.has(path.relative(root, path.join(publicDir, each.path))))
    const code = [file, ...later.map((each) => path.join(publicDir, each.path))].map((each) =>
      fs.readFileSync(path.resolve(root, each), "utf8"),
    )
    words[name] = [...new Set(code.flatMap(wordsOf))].sort()
  }
  return {
    bundles,
    files: files.sort(),
    classNamesOf,
    words,
  }
}
