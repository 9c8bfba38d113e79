#!/usr/bin/env node
// @ts-check
// Serves a built site with nginx, configured as docs/hosting.md tells an operator to: the generated
// public/_nginx.conf included in a server block whose root is the build. The Playwright project
// "nginx" (playwright.config.ts) asks it what e2e/headers.spec.ts asks every host, so public/_nginx.conf
// is held to the same answers as public/_headers. Runs in the foreground until stopped.
//   PORT=9120 node scripts/serve-nginx.mjs [public-dir]
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { spawn, spawnSync } from "node:child_process"
import { TOOLS, findTool } from "./lib/tools.mjs"

const publicDir = path.resolve(process.argv[2] ?? "public")
const port = Number(process.env.PORT ?? 9120)
const nginx = findTool(TOOLS.nginx.what, TOOLS.nginx.paths, TOOLS.nginx.install, "Serving the build with nginx")
if (!nginx) process.exit(1)

/** Debian's brotli module for nginx (libnginx-mod-http-brotli-filter: scripts/install.sh installs it). */
const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so"
if (!fs.existsSync(BROTLI_MODULE)) {
  console.error(
    `nginx sends brotli, as Cloudflare does, with ${BROTLI_MODULE}: apt-get install libnginx-mod-http-brotli-filter (scripts/install.sh does)`,
  )
  process.exit(1)
}
const COMPRESSED = "text/css application/javascript application/json image/svg+xml application/xml application/manifest+json"

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "respite-nginx-"))
const conf = path.join(dir, "nginx.conf")
fs.writeFileSync(
  conf,
  `daemon off;
load_module ${BROTLI_MODULE};
worker_processes 1;
pid ${dir}/nginx.pid;
error_log stderr;
${process.getuid?.() === 0 ? "user root;" : ""}
events {}
http {
  include /etc/nginx/mime.types;
  access_log off;
  gzip on;
  gzip_types ${COMPRESSED};
  brotli on;
  brotli_comp_level 11;
  brotli_types ${COMPRESSED};
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${publicDir};
    include ${publicDir}/_nginx.conf;
  }
}
`,
)

const syntax = spawnSync(nginx, ["-t", "-q", "-c", conf, "-p", dir], { encoding: "utf8" })
if (syntax.status !== 0) {
  console.error(`nginx rejects public/_nginx.conf:\n${syntax.stderr}`)
  process.exit(1)
}
const server = spawn(nginx, ["-c", conf, "-p", dir], { stdio: "inherit" })
console.log(`Serving ${publicDir} with nginx at http://localhost:${port}/`)
const stop = () => server.kill()
process.on("SIGTERM", stop)
process.on("SIGINT", stop)
server.on("exit", (code) => {
  fs.rmSync(dir, { recursive: true, force: true })
  process.exit(code ?? 0)
})
