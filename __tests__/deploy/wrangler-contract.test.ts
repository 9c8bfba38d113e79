import fs from "fs"
import path from "path"

// What the deploy reads from wrangler (scripts/deploy/wrangler.mjs), and the wrangler stand-in of
// the deploy's tests answers (./stand-ins/wrangler.ts), as the pinned wrangler's own
// source writes it: when an update of wrangler changes one of these, this fails, naming it, and
// the deploy and its stand-in are brought up to date together (docs/deploying.md#what-the-deploy-relies-on).
const root = path.resolve(__dirname, "../..")
const wranglerPackage = JSON.parse(fs.readFileSync(path.join(root, "node_modules/wrangler/package.json"), "utf8")) as { version: string }
const source = fs.readFileSync(path.join(root, "node_modules/wrangler/wrangler-dist/cli.js"), "utf8")

/** The text of wrangler's source from `start`, as far as `length` characters. */
const after = (start: string, length = 600) => {
  const at = source.indexOf(start)
  return at < 0 ? "" : source.slice(at, at + length)
}

describe(`wrangler ${wranglerPackage.version}, as the deploy reads it`, () => {
  it("writes the version it uploaded, with its preview addresses, to the output file", () => {
    const entry = after('type: "version-upload"')
    for (const field of ["version_id:", "preview_url:", "preview_alias_url:", "worker_name:"]) expect(entry).toContain(field)
  })

  it("writes a failed command's API error code and message to the output file", () => {
    const entry = after('type: "command-failed"', 200)
    expect(entry).toMatch(/code,\s+message: outputErr\.message/)
  })

  it("writes each entry as one JSON line of the file WRANGLER_OUTPUT_FILE_PATH names", () => {
    expect(source).toMatch(/fs\d*\.appendFileSync\(outputFilePath, entryJSON \+ "\\n"\)/)
    expect(source).toContain('"WRANGLER_OUTPUT_FILE_PATH"')
  })

  it("refuses a version of a Worker that does not exist, and names a missing Worker with the API's code 10007", () => {
    expect(source).toContain("You cannot upload a new version of a Worker that does not yet exist. Please run the `deploy` command first.")
    expect(source).toMatch(/WORKER_NOT_FOUND_ERR_CODE = 10007;/)
    expect(source).toContain("has no deployments.")
  })

  it("prints JSON alone for deployments status, versions view and versions list with --json", () => {
    expect(after("versionsDeploymentsStatusHandler", 1500)).toContain("logRaw(JSON.stringify(latestDeployment, null, 2))")
    expect(after("versionsListHandler", 1500)).toContain("logRaw(JSON.stringify(versions2, null, 2))")
    expect(source).toContain("logRaw(JSON.stringify(version6, null, 2))")
  })

  it("keeps a version's tag and message as the annotations workers/tag and workers/message", () => {
    expect(source).toMatch(/"workers\/message": props\.message,\s+"workers\/tag": props\.tag,\s+"workers\/alias": props\.previewAlias/)
  })

  it("gives a version's preview address only when the Worker's previews are on", () => {
    expect(source).toMatch(/if \(workerSubdomain\.previews_enabled && workerSubdomain\.preview_url_suffix\)/)
  })

  it("says, without a token where no terminal can log in, that CLOUDFLARE_API_TOKEN must be set; takes 9106 and 10000 for a refused token", () => {
    expect(source).toContain("In a non-interactive environment, it's necessary to set a CLOUDFLARE_API_TOKEN environment variable for")
    expect(source).toMatch(/AUTHENTICATION_ERROR_CODES = \[9106, 1e4\];/)
  })

  it("replaces a custom domain's DNS records and another Worker's claim to it without asking where no terminal can confirm", () => {
    expect(after("async function publishCustomDomains", 4000)).toMatch(
      /if \(!process\.stdout\.isTTY\) \{\s+options\.override_existing_origin = true;\s+options\.override_existing_dns_record = true;/,
    )
  })

  it("applies the config's custom domains with triggers deploy, and uploads another folder with --assets", () => {
    expect(after("async function triggersDeploy(props)", 6000)).toContain("publishCustomDomains(")
    expect(source).toMatch(/\.\.\.args\.assets && \{ directory: args\.assets \}/)
  })
})
