#!/usr/bin/env node
// @ts-check
// public/_nginx.conf must give an nginx visitor exactly what public/_headers gives everyone else.
// This starts nginx with the generated file included in a server block (as README: Deploy tells
// an operator to) and scripts/serve.mjs on the same public/, asks both for every page (with and
// without a trailing slash), a missing page, a bundle and a host file, and compares status and
// security headers. Skipped, with a note, where nginx is not installed.
//   node scripts/check-nginx.mjs [public-dir]
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { spawn, spawnSync } from "node:child_process"
import { parseHeaders } from "./serve.mjs"
import { htmlFiles, pagePath } from "./built-pages.mjs"

const publicDir = path.resolve(process.argv[2] ?? "public")
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..")
const nginx = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((file) => fs.existsSync(file))
if (!nginx) {
  console.log("nginx is not installed here (apt-get install nginx-light): public/_nginx.conf not checked.")
  process.exit(0)
}

/** Every header public/_headers sets anywhere: nginx must send each of them exactly as the other hosts do. */
const COMPARED = [
  ...new Set(
    parseHeaders(fs.readFileSync(path.join(publicDir, "_headers"), "utf8")).flatMap((rule) =>
      Object.keys(rule.headers).map((name) => name.toLowerCase()),
    ),
  ),
]
const NGINX_PORT = 9311
const NODE_PORT = 9312

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "respite-nginx-"))
const conf = path.join(dir, "nginx.conf")
fs.writeFileSync(
  conf,
  `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
${process.getuid?.() === 0 ? "user root;" : ""}
events {}
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${NGINX_PORT};
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

const servers = [
  spawn(nginx, ["-c", conf, "-p", dir], { stdio: "inherit" }),
  spawn(process.execPath, [path.join(root, "scripts/serve.mjs"), publicDir], {
    env: { ...process.env, PORT: String(NODE_PORT) },
    stdio: "ignore",
  }),
]
const stop = () => servers.forEach((child) => child.kill())

/** @param {number} port */
async function ready(port) {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await fetch(`http://127.0.0.1:${port}/`)
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  throw new Error(`nothing answers on port ${port}`)
}

/** @param {number} port @param {string} url */
async function answer(port, url) {
  const response = await fetch(`http://127.0.0.1:${port}${url}`, { redirect: "manual" })
  return { status: response.status, headers: Object.fromEntries(COMPARED.map((name) => [name, response.headers.get(name)])) }
}

try {
  await Promise.all([ready(NGINX_PORT), ready(NODE_PORT)])
  const rules = parseHeaders(fs.readFileSync(path.join(publicDir, "_headers"), "utf8"))
  // Every page of the build, as a visitor asks for it (clean URLs, with and without the slash).
  const pages = htmlFiles(publicDir).map((file) => pagePath(publicDir, file))
  // A script and a stylesheet of this build (a kept public/ also holds older ones, which only nginx's pattern caches).
  const bundles = [/^\/app-[0-9a-f]{16,}\.js$/, /^\/styles\.[0-9a-f]{16,}\.css$/].map((name) => {
    const rule = rules.find((each) => name.test(each.source))
    if (!rule) throw new Error(`public/_headers caches no bundle named like ${name}`)
    return rule.source
  })
  const urls = [
    ...new Set([
      ...pages.flatMap((page) => (page === "/" || page.endsWith(".html") ? [page] : [page, `${page}/`])),
      "/no-such-page",
      ...bundles,
      "/_headers",
      "/_nginx.conf",
    ]),
  ]
  const differences = []
  for (const url of urls) {
    const [fromNginx, fromNode] = await Promise.all([answer(NGINX_PORT, url), answer(NODE_PORT, url)])
    if (fromNginx.status !== fromNode.status) differences.push(`${url}: status ${fromNginx.status} from nginx, ${fromNode.status} locally`)
    for (const name of COMPARED) {
      if (fromNginx.headers[name] !== fromNode.headers[name]) {
        differences.push(
          `${url}: ${name} from nginx ${JSON.stringify(fromNginx.headers[name])}, locally ${JSON.stringify(fromNode.headers[name])}`,
        )
      }
    }
  }
  if (differences.length > 0) {
    console.error(`nginx with public/_nginx.conf answers differently from public/_headers:\n  ${differences.join("\n  ")}`)
    process.exitCode = 1
  } else {
    console.log(`nginx with public/_nginx.conf sends the same status and security headers as public/_headers for ${urls.length} URLs.`)
  }
} finally {
  stop()
  fs.rmSync(dir, { recursive: true, force: true })
}
