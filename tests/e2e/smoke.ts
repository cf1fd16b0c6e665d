/**
 * The smoke set: the tests `npm run test:node-versions` runs on Node 22 and 24 against the build
 * (start, every route answering and valid, one inquiry delivered over SMTP, the rate limit without
 * a proxy, a SIGTERM drain). Give a test this tag with `test("title", SMOKE, async () => …)`.
 */
export const SMOKE = { tag: "@smoke" };
