/**
 * zod, set up once: the app imports `z` from here, never from "zod" itself.
 *
 * Without the JIT. zod compiles a faster parser for each object schema with `new Function`, and
 * to know whether it may, it tries `new Function("")` when the schema is made, on every page
 * that loads one. The pages' Content-Security-Policy allows no eval (app/http/security-headers.ts),
 * so in the browser that try is a CSP violation on every page: Firefox logs it as an error in the
 * console, Chromium fires a `securitypolicyviolation` event, and either would send a report to a
 * `report-to` endpoint. zod skips the try when `jitless` is set. The schemas read a few small
 * objects per request (a form, a cookie, the image manifest at start), where the JIT saves
 * nothing a visitor could notice.
 */
import { z } from "zod";

z.config({ jitless: true });

export { z };
