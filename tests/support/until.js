/**
 * The one poller of the tests and the bench (plain JavaScript, so the bench imports it as it is):
 * waits for the condition itself, never a fixed sleep.
 */

/**
 * Resolves once `condition` holds (it may return a promise), checking every `everyMs`; past
 * `timeoutMs` it throws "timed out waiting for <what>", followed by `detail()` (a server's log).
 *
 * @param {() => boolean | Promise<boolean>} condition
 * @param {string} what
 * @param {{ timeoutMs?: number, everyMs?: number, detail?: () => string }} [options]
 * @returns {Promise<void>}
 */
export async function until(condition, what, { timeoutMs = 10_000, everyMs = 20, detail } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what}${detail ? `\n${detail()}` : ""}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/**
 * Whether `condition` came within `timeoutMs`: for the bench, where either answer is a figure.
 *
 * @param {number} timeoutMs
 * @param {() => boolean | Promise<boolean>} condition
 * @returns {Promise<boolean>}
 */
export async function within(timeoutMs, condition) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}
