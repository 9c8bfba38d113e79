// @ts-check
// The time limits of the tests in Node (Playwright's config and specs, Jest's config and tests): each a
// base set for a run where the lanes share the cores on the machine docs/testing.md measured, with
// room to spare, times TEST_TIME_SCALE, how much slower this machine is now (scripts/lib/calibrate.mjs,
// run once as npm test starts; 1 when a test is run on its own). Limits are for hangs: none says how
// fast the machine must be (docs/testing.md#time-limits-and-the-end-of-a-run).

/** How much slower this machine is than the one docs/testing.md measured (at least 1). */
const timeScale = Math.max(1, Number(process.env.TEST_TIME_SCALE) || 1)

/**
 * A time limit: `milliseconds` on the machine docs/testing.md measured, scaled to this one.
 * @param {number} milliseconds
 */
const scaled = (milliseconds) => Math.round(milliseconds * timeScale)

module.exports = { timeScale, scaled }
