import fs from "fs"
import path from "path"

/** The files under `dir` that `work` reads (fs.readFileSync), in the order it reads them. */
export function filesReadDuring(dir: string, work: () => void): string[] {
  const read = jest.spyOn(fs, "readFileSync")
  try {
    work()
    return read.mock.calls.map(([file]) => String(file)).filter((file) => file.startsWith(`${dir}${path.sep}`))
  } finally {
    read.mockRestore()
  }
}
