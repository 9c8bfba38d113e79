#!/usr/bin/env node
// @ts-check
// How much slower this machine is, now, than the one docs/testing.md measured: printed for a person
// on stderr, and as a number (at least 1) on stdout, which scripts/lib/steps.sh exports as
// TEST_TIME_SCALE to multiply every time limit of the run (docs/testing.md#time-limits-and-the-end-of-a-run).
//
// The same fixed work (plain JavaScript: building, serialising, parsing and sorting objects) is done
// on as many threads at once as that machine had cores, three times; the median is compared with
// that machine's. So a slower processor, fewer cores (`taskset -c 0`: two threads share one) and
// other work already running (busy loops at the same priority) each raise the scale.
import os from "node:os"
import { Worker } from "node:worker_threads"

/** That machine (docs/testing.md#where-the-time-goes): two cores, and the median of this work on both at once, with nothing else running. */
const REFERENCE = { cores: 2, milliseconds: 260 }
const ROUNDS = 3

const WORK = `
const { parentPort } = require("node:worker_threads")
const started = performance.now()
let total = 0
for (let round = 0; round < 40; round++) {
  const rows = Array.from({ length: 2000 }, (_, i) => ({ id: i, name: "page-" + ((i * 7919) % 2000), words: ["a", "b", String(i)] }))
  const text = JSON.stringify(rows)
  const back = JSON.parse(text)
  back.sort((x, y) => (x.name < y.name ? -1 : x.name > y.name ? 1 : 0))
  total += back[0].id + text.replace(/page-(\\d+)/g, "$1").length
}
parentPort.postMessage({ milliseconds: performance.now() - started, total })
`

/** One round: the work on every thread at once; the slowest thread's time. */
async function round() {
  const times = await Promise.all(
    Array.from(
      { length: REFERENCE.cores },
      () =>
        new Promise((resolve, reject) => {
          const worker = new Worker(WORK, { eval: true })
          worker.once("message", (/** @type {{ milliseconds: number }} */ message) => resolve(message.milliseconds))
          worker.once("error", reject)
        }),
    ),
  )
  return Math.max(.../** @type {number[]} */ (times))
}

const rounds = []
for (let index = 0; index < ROUNDS; index++) rounds.push(await round())
const median = rounds.sort((a, b) => a - b)[Math.floor(ROUNDS / 2)]
const scale = Math.max(1, Math.round((median / REFERENCE.milliseconds) * 10) / 10)
console.error(
  `Time limits: the calibration's work took ${Math.round(median)} ms on ${REFERENCE.cores} threads here ` +
    `(${os.availableParallelism()} cores available), ${REFERENCE.milliseconds} ms on the machine docs/testing.md measured, ` +
    `so every time limit is ${scale} times its base (TEST_TIME_SCALE=${scale}; set it to choose another).`,
)
console.log(scale)
