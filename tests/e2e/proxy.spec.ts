import escapeHtml from "escape-html";
import { freePort } from "../support/free-port";
import { Nginx } from "../support/nginx";
import { SmtpReceiver } from "../support/smtp";
import { inquiryForm, Site } from "../support/smtp-site";
import { say } from "../support/words";
import { expect, test } from "./fixtures";
import { sendInquiry } from "./send-inquiry";

/**
 * The site as an operator deploys it: behind the shipped nginx configuration, with TLS on a port
 * that is not 443 (as a staging or second site often is), mail to a real SMTP server. The
 * browser's Origin then carries the port; the form must still arrive, once, with JavaScript on
 * and off, and another site's form must be refused with a page.
 */

let smtp: SmtpReceiver;
let site: Site;
let nginx: Nginx;
let origin: string;

test.use({ ignoreHTTPSErrors: true });

test.beforeEach(async () => {
  const [tlsPort, httpPort] = [await freePort(), await freePort()];
  origin = `https://localhost:${tlsPort}`;
  smtp = await new SmtpReceiver().start();
  site = new Site({
    smtpUrl: smtp.url,
    env: { SITE_URL: origin, TRUST_PROXY: "loopback", INQUIRY_RATE_LIMIT: "off" },
  });
  site.clearOutbox();
  await site.start();
  nginx = await new Nginx({
    appPort: Number(new URL(site.baseUrl).port),
    tlsPort,
    httpPort,
  }).start();
});

test.afterEach(async () => {
  await nginx?.stop();
  await site?.stop();
  await smtp?.stop();
});

test("an inquiry sent through nginx, TLS on a port that is not 443, arrives once", async ({
  page,
}) => {
  await sendInquiry(page, `${origin}/contact?ref=LANDSCAPES-001`, { message: "Through the proxy" });
  const [received] = await smtp.waitFor(1);
  expect(received?.mail.text).toContain("Through the proxy");
  expect(received?.mail.text).toContain(`${origin}/portfolio/landscapes/LANDSCAPES-001`);
  await site.until(() => site.files("sent").length === 1, "the message in sent/");
  expect(smtp.received).toHaveLength(1);
});

test("another site's form is refused through nginx with a 403 page, and nothing is kept", async ({
  request,
  jsEnabled,
}) => {
  test.skip(!jsEnabled, "HTTP only: checked once");
  const response = await request.post(`${origin}/contact`, {
    headers: {
      Origin: "https://evil.example",
      "Content-Type": "application/x-www-form-urlencoded",
    },
    data: inquiryForm().toString(),
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
  expect(response.headers()["content-type"]).toContain("text/html");
  const page = await response.text();
  expect(page).toContain(`<h1>${escapeHtml(say("foreignForm.title"))}</h1>`);
  expect(page).toContain('href="/contact"');
  expect(site.unsent()).toEqual([]);
  expect(site.files("sent")).toEqual([]);
});

test("plain HTTP is sent to HTTPS on the same host and port", async ({ request, jsEnabled }) => {
  test.skip(!jsEnabled, "HTTP only: checked once");
  const { httpPort } = nginx.options;
  const response = await request.get(`http://localhost:${httpPort}/about`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe(`${origin}/about`);
});
