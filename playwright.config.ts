import { defineConfig, devices } from "@playwright/test"
import chromium from "./scripts/chromium.json"

const PORT = Number(process.env.E2E_PORT ?? 9100)

/**
 * End-to-end tests run against the production build in public/, served like a static host
 * (scripts/serve.mjs applies public/_headers), in Debian's Chromium.
 */
export default defineConfig({
  testDir: "./e2e",
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
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
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } } },
  ],
  webServer: {
    command: `node scripts/serve.mjs public`,
    env: { PORT: String(PORT) },
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
})
