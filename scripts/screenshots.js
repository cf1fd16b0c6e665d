// Screenshots of one page of each kind at phone and desktop widths, for looking at the site as a visitor does.
// Usage: node scripts/screenshots.js [baseURL] [outDir]   (the server must be running)
// WIDTHS=320,2560 picks other widths, ROUTES=/a,/b other pages, FULL=1 whole pages, JS=on|off one mode.
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { benchPrint, benchRoutes } from "./bench/lib/routes.js";

const base = process.argv[2] ?? "http://127.0.0.1:3000";
const out = process.argv[3] ?? "test-results/screenshots";
// One page of each kind of the built content (the site's one list of pages), the contact page
// with that print in its list, and the 404.
const withPrint = `/contact?${new URLSearchParams({ ref: benchPrint.reference, title: benchPrint.title })}`;
const routes = process.env.ROUTES?.split(",") ?? [...benchRoutes, withPrint, "/missing"];
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
const widths = process.env.WIDTHS?.split(",").map(Number) ?? [375, 1440];
const modes = process.env.JS === "on" ? [true] : process.env.JS === "off" ? [false] : [true, false];
for (const js of modes) {
  for (const width of widths) {
    const page = await browser.newPage({
      viewport: { width, height: width < 800 ? 812 : width > 2000 ? 1440 : 900 },
      javaScriptEnabled: js,
    });
    for (const route of routes) {
      await page.goto(base + route, { waitUntil: "networkidle" });
      const name = route.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home";
      await page.screenshot({
        path: `${out}/${name}-${width}${js ? "" : "-nojs"}.png`,
        fullPage: process.env.FULL === "1",
      });
    }
    await page.close();
  }
}
await browser.close();
console.log(`Screenshots in ${out}`);
