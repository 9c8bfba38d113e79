import { defineConfig, devices } from "@playwright/test"
import chromium from "./scripts/chromium.json"

const PORT = Number(process.env.E2E_PORT ?? 9100)
/** E2E_API_STUB=<port>: the build calls the local API stub on that port, which the "stub" project starts. */
const STUB = Boolean(process.env.E2E_API_STUB)
const STUB_PORT = Number(process.env.E2E_API_STUB)

/**
 * End-to-end tests run against the production build in public/, served like a static host
 * (scripts/serve.mjs applies public/_headers), in Debian's Chromium.
 */
export default defineConfig({
  testDir: "./e2e",
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  // No retries, in CI either: a test that passes only on its second try is a failure to fix.
  retries: 0,
  timeout: 30_000,
  reporter: "list",
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? chromium.path,
      args: ["--headless", ...chromium.args],
    },
  },
  projects: STUB
    ? // A build that calls the local API stub (scripts/test-all.sh makes it): the forms against the real stub.
      [{ name: "stub", testDir: "./e2e/stub", use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } } }]
    : [
        {
          name: "desktop",
          testIgnore: ["stub/**", "no-js/**"],
          use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
        },
        // The site as a visitor with JavaScript turned off (some corporate browsers, privacy add-ons) gets it.
        {
          name: "no-js",
          testDir: "./e2e/no-js",
          use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 }, javaScriptEnabled: false },
        },
      ],
  webServer: [
    {
      // E2E_PUBLIC: another built site to test (npm test's copy built for the local API stub).
      command: `node scripts/serve.mjs ${process.env.E2E_PUBLIC ?? "public"}`,
      env: { PORT: String(PORT) },
      url: `http://localhost:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    ...(STUB
      ? [
          {
            command: "node scripts/product-api/stub.cjs",
            env: { STUB_PORT: String(STUB_PORT) },
            port: STUB_PORT,
            reuseExistingServer: false,
            timeout: 30_000,
          },
        ]
      : []),
  ],
})
