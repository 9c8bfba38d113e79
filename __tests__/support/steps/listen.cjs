// A server for __tests__/support/steps/run.sh: listens on PORT, makes a folder in the temporary
// folder and leaves it, writes its path to $READY_DIR/<port> once it listens, then runs forever, or
// (once the three ports of the run listen) fails or ends.
//   node listen.cjs PORT forever|fail-when-all-listen|end-when-all-listen
const fs = require("node:fs")
const http = require("node:http")
const os = require("node:os")
const path = require("node:path")

const [port, mode] = process.argv.slice(2)
const ready = process.env.READY_DIR
http
  .createServer((_request, response) => response.end("ok"))
  .listen(Number(port), "127.0.0.1", () => {
    // A folder in the temporary folder, left there, as some tools leave theirs: its path is what the ready file says.
    fs.writeFileSync(path.join(ready, port), fs.mkdtempSync(path.join(os.tmpdir(), "left-by-a-tool-")))
    if (mode === "forever") return
    const wait = setInterval(() => {
      if (fs.readdirSync(ready).length < 3) return
      clearInterval(wait)
      process.exit(mode === "fail-when-all-listen" ? 1 : 0)
    }, 50)
  })
