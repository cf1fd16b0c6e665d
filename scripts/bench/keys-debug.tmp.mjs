import { chromium } from "@playwright/test";
import { freePort, startProductionServer } from "/work/wt-workarounds/scripts/bench/lib/server.js";
import { chromiumArgs, chromiumPath } from "/work/wt-workarounds/scripts/chromium-path.js";

const server = await startProductionServer({
  port: await freePort(),
  log: "bench-results/dbg.log",
  cwd: process.env.DIR ?? ".",
});
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const context = await browser.newContext({
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
});
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send("Network.enable");
await cdp.send("Network.emulateNetworkConditions", {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
});
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });

page.on("requestfailed", (r) => console.log("fail", r.url().slice(-60), r.failure()?.errorText));
page.on("console", (m) => console.log("console", m.type(), m.text().slice(0, 200)));
page.on("pageerror", (e) => console.log("pageerror", e.message));
var started = performance.now();
const url = server.origin + "/portfolio/landscapes/LANDSCAPES-001";
globalThis.x = 1;
await page.goto(url, { waitUntil: "commit" });
for (let i = 0; i < 300; i++) {
  await page.keyboard.press("ArrowRight");
  if (page.url() !== url) {
    console.log("changed", page.url(), performance.now() - started);
    break;
  }

  await new Promise((r) => setTimeout(r, 50));
}
await browser.close();
await server.stop();
