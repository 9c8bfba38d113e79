/**
 * The islands' bundles (src/islands/): one per file `src/islands/<name>.island.tsx`, built with
 * esbuild into public/_islands/, each the island's component (or enhancement) and the code that
 * wakes it (src/islands/wake.ts), on Preact (src/gatsby-node/preact-runtime.ts). What several
 * islands share (Preact itself, the forms' code) is split into shared files, which the browser
 * fetches once; names carry a digest of their content, so they never change under the same name and
 * are cached for a year (./security-headers.ts). The same sources give the same files: a rebuild
 * with nothing changed rewrites no page.
 *
 * What an island may not use: Gatsby's own modules (no Gatsby runtime runs in the browser: the build
 * stops naming the file that imports one), and environment variables other than GATSBY_* ones, as in
 * Gatsby's own bundles. Its CSS Modules resolve to the class names the server render wrote
 * (./css-module-exports.ts).
 */
import fs from "fs"
import path from "path"
import type { Plugin } from "esbuild"
import { preactAliases } from "../gatsby-node/preact-runtime"
import { cssModuleExports, cssModuleSource } from "./css-module-exports"

/** Where the bundles go in public/, and the address they are loaded from. */
export const ISLANDS_DIR = "_islands"

/** The files that declare islands, in `islandsDir`: `<name>.island.tsx`. */
const ISLAND_FILE = /^([a-z0-9-]+)\.island\.tsx$/

export type IslandBundles = {
  /** Each island's entry, by name: "/_islands/carousel-AB12CD34.js". */
  bundles: Record<string, string>
  /** Every file written, entries and shared chunks: "_islands/carousel-AB12CD34.js". */
  files: string[]
  /** Every class value the bundles can write, from their CSS Modules ("own-class composed-class ..."). */
  classNames: string[]
}

/** The island files of `islandsDir`, by name. */
export function islandNames(islandsDir: string): string[] {
  return fs
    .readdirSync(islandsDir)
    .map((file) => ISLAND_FILE.exec(file)?.[1])
    .filter((name): name is string => Boolean(name))
    .sort()
}

/** Each island's entry: its declaration, and wake() for the one island it declares. */
const entrySource = (file: string, wakeFile: string, name: string) => `
import * as declared from ${JSON.stringify(file)}
import { wake } from ${JSON.stringify(wakeFile)}
const [island] = Object.values(declared).filter((value) => value && value.island && value.island.name === ${JSON.stringify(name)})
if (!island) throw new Error(${JSON.stringify(`${path.basename(file)} declares no island named "${name}"`)})
export default (element, props) => wake(island.island, element, props)
`

function islandEntries(islandsDir: string, wakeFile: string): Plugin {
  return {
    name: "island-entries",
    setup(esbuild) {
      esbuild.onResolve({ filter: /^island:/ }, (args) => ({ path: args.path.slice("island:".length), namespace: "island" }))
      esbuild.onLoad({ filter: /.*/, namespace: "island" }, (args) => ({
        contents: entrySource(path.join(islandsDir, `${args.path}.island.tsx`), wakeFile, args.path),
        resolveDir: islandsDir,
        loader: "js",
      }))
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

function cssModules(root: string, classNames: Set<string>): Plugin {
  const seen = new Map()
  return {
    name: "css-module-names",
    setup(esbuild) {
      esbuild.onLoad({ filter: /\.module\.css$/ }, (args) => {
        const exports = cssModuleExports(args.path, root, seen)
        for (const value of Object.values(exports)) classNames.add(value)
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

/** Builds every island's bundle into `publicDir`/_islands (emptied first); `root` is the project's folder, `islandsDir` where the islands are declared. */
export async function buildIslandBundles(
  publicDir: string,
  root = process.cwd(),
  islandsDir = path.join(root, "src", "islands"),
): Promise<IslandBundles> {
  const outdir = path.join(publicDir, ISLANDS_DIR)
  fs.rmSync(outdir, { recursive: true, force: true })
  const classNames = new Set<string>()
  const names = islandNames(islandsDir)
  // Loaded when called: esbuild refuses to load where TextEncoder is not Node's own (a Jest test in jsdom that imports the post-build).
  const { build } = await import("esbuild")
  const result = await build({
    absWorkingDir: root,
    entryPoints: names.map((name) => ({ in: `island:${name}`, out: name })),
    bundle: true,
    splitting: true,
    format: "esm",
    outdir,
    entryNames: "[name]-[hash]",
    chunkNames: "shared-[hash]",
    minify: true,
    // The browsers the site supports run modules, import() and optional chaining (docs/decisions.md).
    target: ["es2020"],
    alias: preactAliases,
    define: environment(),
    legalComments: "none",
    metafile: true,
    logLevel: "silent",
    plugins: [islandEntries(islandsDir, path.join(root, "src", "islands", "wake.ts")), noGatsby(root), cssModules(root, classNames)],
  })
  const bundles: Record<string, string> = {}
  const files: string[] = []
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    const relative = path.relative(publicDir, path.resolve(root, file)).split(path.sep).join("/")
    files.push(relative)
    if (output.entryPoint?.startsWith("island:")) bundles[output.entryPoint.slice("island:".length)] = `/${relative}`
  }
  return { bundles, files: files.sort(), classNames: [...classNames].sort() }
}
