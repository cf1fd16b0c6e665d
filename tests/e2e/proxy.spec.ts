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

test.use({ ignoreHTTPSErrors: true });

// One proxy, site and SMTP server for every check: starting the three is most of this spec's
// time. The HTTP checks go first (nothing may be kept yet), and once: in the JavaScript project.
test("through nginx with TLS on a port that is not 443: another site's form refused, HTTP sent to HTTPS, an inquiry arrives once", async ({
  page,
  request,
  jsEnabled,
}) => {
  const [tlsPort, httpPort] = [await freePort(), await freePort()];
  const origin = `https://localhost:${tlsPort}`;
  const smtp = await new SmtpReceiver().start();
  const site = new Site({
    smtpUrl: smtp.url,
    env: { SITE_URL: origin, TRUST_PROXY: "loopback", INQUIRY_RATE_LIMIT: "off" },
  });
  let nginx: Nginx | undefined;
  try {
    site.clearOutbox();
    await site.start();
    nginx = await new Nginx({
      appPort: Number(new URL(site.baseUrl).port),
      tlsPort,
      httpPort,
    }).start();

    if (jsEnabled) {
      await test.step("another site's form is refused through nginx with a 403 page, and nothing is kept", async () => {
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

      await test.step("plain HTTP is sent to HTTPS on the same host and port", async () => {
        const response = await request.get(`http://localhost:${httpPort}/about`, {
          maxRedirects: 0,
        });
        expect(response.status()).toBe(301);
        expect(response.headers().location).toBe(`${origin}/about`);
      });
    }

    await test.step("an inquiry sent through nginx, TLS on a port that is not 443, arrives once", async () => {
      await sendInquiry(page, `${origin}/contact?ref=LANDSCAPES-001`, {
        message: "Through the proxy",
      });
      const [received] = await smtp.waitFor(1);
      expect(received?.mail.text).toContain("Through the proxy");
      expect(received?.mail.text).toContain(`${origin}/portfolio/landscapes/LANDSCAPES-001`);
      await site.until(() => site.files("sent").length === 1, "the message in sent/");
      expect(smtp.received).toHaveLength(1);
    });
  } finally {
    await nginx?.stop();
    await site.stop();
    await smtp.stop();
  }
});
