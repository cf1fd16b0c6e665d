import { limits } from "~/inquiry/form-fields";
import { inHtml } from "../support/in-html";
import { SmtpReceiver } from "../support/smtp";
import { inquiryForm, Site } from "../support/smtp-site";
import { say } from "../support/words";
import { expect, test } from "./fixtures";
import { photographer } from "./sample";

/**
 * Bad inputs, one by one, against a server with a real SMTP server behind it: the status code,
 * that the site still answers, and at the end that exactly the accepted inquiries arrived, once.
 * HTTP-level, so it runs once (in the JavaScript project), on its own server: TRUST_PROXY is on
 * so that each case is its own client (X-Forwarded-For) and the rate limit is 3 per 10 minutes.
 */

test.describe.configure({ mode: "serial" });

const smtp = new SmtpReceiver();
let site: Site;
/** Form keys of the inquiries that must arrive, each exactly once. */
const expected: string[] = [];
let client = 0;

test.beforeAll(async () => {
  await smtp.start();
  site = new Site({
    smtpUrl: smtp.url,
    env: { TRUST_PROXY: "true", INQUIRY_RATE_LIMIT: "3/600" },
  });
  site.clearOutbox();
  await site.start();
});

test.afterAll(async () => {
  await site?.stop();
  await smtp.stop();
});

function post(
  body: string | URLSearchParams,
  headers: Record<string, string> = {},
  from = `198.51.100.${++client}`,
) {
  return fetch(`${site.baseUrl}/contact`, {
    method: "POST",
    body: body.toString(),
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-forwarded-for": from,
      ...headers,
    },
  });
}

async function stillAnswers() {
  expect((await fetch(`${site.baseUrl}/contact`)).status).toBe(200);
}

/** What the form says when the visitor has sent too many: try again in 10 minutes. */
const heldBack = say("notice.rateLimited", { minutes: 10, email: photographer.contact.email });

const refused: [string, Record<string, string | string[]>, string][] = [
  ["a missing name", { fullName: "" }, say("field.fullNameMissing")],
  ["a missing email", { email: "" }, say("field.email")],
  ["a missing inquiry type", { inquiryType: "" }, say("field.inquiryType")],
  ["a missing message", { message: "" }, say("field.messageMissing")],
  ["a missing form key", { formKey: "" }, say("field.formKey")],
  ["a bad email", { email: "jane@@example" }, say("field.email")],
  ["an unknown type", { inquiryType: "free-prints" }, say("field.inquiryType")],
  [
    "an unknown reference",
    { ref: ["LANDSCAPES-001", "LANDSCAPES-999"] },
    say("field.printsUnknown"),
  ],
  [
    "a 10,000-character name",
    { fullName: "N".repeat(10_000) },
    say("field.fullNameTooLong", { max: limits.fullName }),
  ],
  [
    "CR/LF in the name",
    { fullName: "Jane\r\nBcc: victim@example.com" },
    say("field.fullNameControl"),
  ],
];

for (const [name, change, message] of refused) {
  test(`refuses ${name} with 400, the form shown again with its message`, async () => {
    const response = await post(inquiryForm(change));
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(inHtml(message));
    // A field's message marks the field; the list's sits in the list; the form key's is general.
    if ("ref" in change) expect(html).toContain('aria-describedby="prints-error"');
    else if (!("formKey" in change)) expect(html).toContain('aria-invalid="true"');
    await stillAnswers();
  });
}

test("accepts HTML in the message, and the email's HTML part shows it as text", async () => {
  const form = inquiryForm({ message: '<img src=x onerror="alert(1)"> <b>bold</b> & more' });
  expected.push(form.get("formKey") as string);
  const response = await post(form);
  expect(response.status).toBe(303);
  expect(response.headers.get("location")).toBe("/contact?sent=1");
  const [mail] = await smtp.waitFor(1);
  expect(mail?.mail.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  // The print's own thumbnail is the only picture: the visitor's markup never becomes one.
  expect(mail?.mail.html).not.toContain("<img src=x");
  expect(mail?.mail.html).not.toMatch(/<[^>]+onerror/);
  expect(mail?.mail.text).toContain('<img src=x onerror="alert(1)"> <b>bold</b> & more');
});

test("refuses a 1 MB body with 413", async () => {
  const response = await post(inquiryForm({ message: "m".repeat(1024 * 1024) }));
  expect(response.status).toBe(413);
  expect(await response.text()).toContain(
    inHtml(say("notice.tooLong", { email: photographer.contact.email })),
  );
  await stillAnswers();
});

test("refuses a JSON body with 415", async () => {
  const response = await post(JSON.stringify(Object.fromEntries(inquiryForm())), {
    "content-type": "application/json",
  });
  expect(response.status).toBe(415);
  await stillAnswers();
});

test("confirms a filled honeypot but drops it", async () => {
  const response = await post(inquiryForm({ website: "https://spam.example" }));
  expect(response.status).toBe(303);
  expect(site.events("inquiry.dropped")).toHaveLength(1);
});

test("confirms a repeated form key again but sends it once", async () => {
  const form = inquiryForm({ fullName: "Double Click" });
  expected.push(form.get("formKey") as string);
  const [first, second] = await Promise.all([post(form), post(form)]);
  expect([first.status, second.status]).toEqual([303, 303]);
  const third = await post(form);
  expect(third.status).toBe(303);
  expect(site.events("inquiry.duplicate").length).toBeGreaterThanOrEqual(2);
});

test("holds back a client after 3 inquiries in 10 minutes with 429, kindly, keeping the message", async () => {
  // Behind the trusted proxy the client is the last hop: forging earlier hops changes nothing.
  const viaProxy = (forged: string) => `${forged}, 203.0.113.77`;
  for (const forged of ["10.0.0.1", "10.0.0.2", "10.0.0.3"]) {
    const form = inquiryForm({ fullName: "Busy Client" });
    expected.push(form.get("formKey") as string);
    expect((await post(form, {}, viaProxy(forged))).status).toBe(303);
  }
  const response = await post(
    inquiryForm({ message: "My fourth message, kept." }),
    {},
    viaProxy("10.0.0.4"),
  );
  expect(response.status).toBe(429);
  expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(500);
  const html = await response.text();
  expect(html).toContain(inHtml(heldBack));
  expect(html).toContain("My fourth message, kept.</textarea>");
  // Another client is not held back.
  const other = inquiryForm({ fullName: "Other Client" });
  expected.push(other.get("formKey") as string);
  expect((await post(other, {}, "203.0.113.78")).status).toBe(303);
});

test("in the browser, the held-back visitor reads the note and keeps what they typed", async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": "203.0.113.77" });
  await page.goto(`${site.baseUrl}/contact?ref=URBAN-004`);
  await page.getByLabel(say("form.fullName")).fill("Busy Client");
  await page.getByLabel(say("form.email")).fill("busy@example.com");
  await page.getByLabel(say("form.inquiryType")).selectOption("general");
  await page.getByLabel(say("form.message")).fill("Still here after the wait.");
  await page.getByRole("button", { name: say("form.send") }).click();
  await expect(page.getByRole("alert")).toContainText(heldBack);
  await expect(page.getByLabel(say("form.message"))).toHaveValue("Still here after the wait.");
  await expect(page.getByLabel(say("form.email"))).toHaveValue("busy@example.com");
});

test("exactly the accepted inquiries arrive, each once, and the log holds no address or message", async () => {
  await smtp.waitFor(expected.length);
  await site.until(() => site.files().length === 0, "an empty outbox");
  const ids = smtp.received.map((m) => m.mail.messageId?.replace(/^<|@.*$/g, ""));
  expect(ids.sort()).toEqual([...expected].sort());
  expect(site.files("sent").sort()).toEqual(expected.map((k) => `${k}.eml`).sort());
  for (const mail of smtp.received) {
    expect(mail.to).toEqual(["elena@example.com"]);
    expect(mail.from).toBe("inquiries@example.com");
  }
  const events = site.events();
  expect(events.length).toBeGreaterThan(10);
  const log = JSON.stringify(events);
  expect(log).not.toContain("@example.com");
  expect(log).not.toContain("Hello, is this print available");
});
