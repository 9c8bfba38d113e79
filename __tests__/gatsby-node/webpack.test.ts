/**
 * The browser build's changes to Gatsby's webpack config (src/gatsby-node/webpack.ts), on a config
 * shaped like Gatsby 5's: the compilation makes every page's stylesheet, which must have one name per
 * class and a stable hash. Both rest on Gatsby's internals (docs/upgrade-surface.md): if
 * a Gatsby upgrade removes what they change, the build stops and says which.
 */
import { browserBuildConfig, gatsbyBrowserConfig } from "../support/browser-webpack"

describe("the browser build's webpack config", () => {
  it("builds the stylesheets inside the browser compilation, so its hash is the same from clean and from the cache", () => {
    const config = gatsbyBrowserConfig()
    browserBuildConfig(config)
    expect(config.plugins[0]).toMatchObject({ options: { ignoreOrder: true, experimentalUseImportModule: true } })
  })

  it("stops the build, naming the cause, when Gatsby no longer has a MiniCssExtractPlugin", () => {
    expect(() => browserBuildConfig(gatsbyBrowserConfig({ miniCss: false }))).toThrow(/no plugin named MiniCssExtractPlugin/)
  })

  it("names a CSS Module class from its file and class alone, as the server build does, whatever request the stylesheet came through", () => {
    const config = browserBuildConfig()
    const cssLoader = config.module?.rules[0].oneOf[0].use[1] as { options: { modules: { getLocalIdent?: unknown } } }
    const getLocalIdent = cssLoader.options.modules.getLocalIdent as GetLocalIdent
    const file = { rootContext: "/site", resourcePath: "/site/src/components/ui/no-script-note.module.css" }
    // What the server build's loader sees, and what mini-css-extract-plugin's importModule request adds.
    const viaImportModule = { ...file, _module: { matchResource: `${file.resourcePath}.webpack[javascript/auto]` } }
    const name = getLocalIdent(file, "[name]--[local]--[hash:hex:5]", "note")
    expect(name).toMatch(/^no-script-note-module--note--[0-9a-f]{5}$/)
    expect(getLocalIdent(viaImportModule, "[name]--[local]--[hash:hex:5]", "note")).toBe(name)
    expect(getLocalIdent(file, "[name]--[local]--[hash:hex:5]", "needsScript")).not.toBe(name)
    expect(getLocalIdent({ ...file, resourcePath: "/site/src/components/product/no-script-note.module.css" }, "", "note")).not.toBe(name)
  })

  it("stops the build, naming the cause, when Gatsby no longer has a css-loader with CSS Modules", () => {
    expect(() => browserBuildConfig(gatsbyBrowserConfig({ cssModules: false }))).toThrow(/no css-loader with CSS Modules/)
  })
})

type GetLocalIdent = (context: object, localIdentName: string, localName: string) => string
