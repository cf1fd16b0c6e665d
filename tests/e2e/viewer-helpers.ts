import type { CDPSession, Page } from "@playwright/test";

type Point = { x: number; y: number };

/**
 * The page's own DevTools session, opened at its first gesture and kept for the next: a session
 * opened and closed for each gesture cost two round trips more each time.
 */
const sessions = new WeakMap<Page, Promise<CDPSession>>();
function sessionOf(page: Page): Promise<CDPSession> {
  let session = sessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  return session;
}

/**
 * Real touch input through the Chrome DevTools Protocol (Input.dispatchTouchEvent): the browser
 * makes touch and pointer events from it as from a finger, touch-action included.
 */
export async function touchPath(page: Page, paths: Point[][], steps = 8) {
  const cdp = await sessionOf(page);
  const at = (i: number) =>
    paths.map((path, id) => {
      const from = path[0] as Point;
      const to = path[path.length - 1] as Point;
      return {
        id,
        x: from.x + ((to.x - from.x) * i) / steps,
        y: from.y + ((to.y - from.y) * i) / steps,
      };
    });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: at(0) });
  for (let i = 1; i <= steps; i++) {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: at(i) });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

/** One finger from `from`, moving by dx, dy. */
export function swipe(page: Page, from: Point, dx: number, dy = 0) {
  return touchPath(page, [[from, { x: from.x + dx, y: from.y + dy }]]);
}

/** Two fingers moving apart (spread > 0) or together about `centre`. */
export function pinch(page: Page, centre: Point, startGap: number, endGap: number) {
  const finger = (sign: number) => [
    { x: centre.x + (sign * startGap) / 2, y: centre.y },
    { x: centre.x + (sign * endGap) / 2, y: centre.y },
  ];
  return touchPath(page, [finger(-1), finger(1)]);
}

/**
 * A quick tap, or two for a double tap. Each touch carries its own time, 20 ms after the one
 * before, so a busy machine that is slow to deliver them cannot spread a double tap beyond
 * DOUBLE_TAP_MS (the page reads these times as the events' timeStamp). The first touch is at
 * `start` (seconds since the epoch, as the protocol counts; now when not given); the answer is
 * the time of the last one, for a next tap a stated time later without waiting for it.
 */
export async function tap(page: Page, at: Point, times = 1, start = Date.now() / 1000) {
  const cdp = await sessionOf(page);
  let time = start;
  for (let i = 0; i < times; i++) {
    if (i > 0) time += 0.02;
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchStart",
      touchPoints: [at],
      timestamp: time,
    });
    time += 0.02;
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchEnd",
      touchPoints: [],
      timestamp: time,
    });
  }
  return time;
}

/**
 * A browser whose clipboard refuses to write and which has no share sheet (a denied permission,
 * a desktop browser): returns the console errors the page logs from now on.
 */
export async function deniedClipboard(page: Page): Promise<string[]> {
  await page.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
    Object.defineProperty(navigator.clipboard, "writeText", {
      configurable: true,
      value: () => Promise.reject(new DOMException("Write permission denied.", "NotAllowedError")),
    });
  });
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}
