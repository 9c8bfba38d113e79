import { execFileSync } from "node:child_process"
import path from "node:path"

const root = path.resolve(__dirname, "../..")
const ESLINT = path.join(root, "node_modules/eslint/bin/eslint.js")

/** ESLint's messages for `code` as if it were the file `file` of the project, as `npm test` runs ESLint. */
export function lint(code: string, file: string): string[] {
  let output: string
  try {
    output = execFileSync(process.execPath, [ESLINT, "--stdin", "--stdin-filename", file, "-f", "json"], {
      cwd: root,
      input: code,
      encoding: "utf8",
    })
  } catch (error) {
    // ESLint exits 1 when it reports errors; its report is still on stdout.
    const { stdout } = error as { stdout?: string }
    if (!stdout) throw error
    output = stdout
  }
  const [result] = JSON.parse(output) as Array<{ messages: Array<{ message: string }> }>
  return result.messages.map((message) => message.message)
}
