import { describe, expect, it } from "vitest";
import { type Mail, mailHtml, mailText } from "~/mail/mail-render";

// The test's own message: every kind of block once.
const mail: Mail = {
  subject: "A week <of> prints",
  title: "Studio & week",
  blocks: [
    { kind: "paragraph", text: "First <b>words</b>\n\nSecond", strong: true },
    {
      kind: "fields",
      rows: [{ label: "Email", value: "a@b.example", href: "mailto:a@b.example" }],
    },
    {
      kind: "section",
      heading: "Most viewed",
      blocks: [
        {
          kind: "items",
          ordered: true,
          items: [
            {
              reference: "HARBOUR-001",
              title: "Pier",
              href: "https://x.example/p/1",
              note: "4 views",
              picture: { cid: "t.harbour-001@x.example", width: 96, height: 64, alt: "Pier" },
            },
            { reference: "HARBOUR-002", title: "Gull", note: "3 views" },
          ],
        },
        { kind: "lines", lines: ["one", { text: "two", href: "https://x.example/two" }] },
      ],
    },
    { kind: "table", columns: ["Collection", "Views", "Adds"], rows: [["Harbour", 7, 1]] },
    {
      kind: "section",
      heading: "Waiting",
      blocks: [
        { kind: "paragraph", text: "Run \uE000 to list them:", command: "npm run outbox -- list" },
        {
          kind: "items",
          items: [
            {
              title: "abc, in queue/",
              lines: [{ label: "Since", value: "Monday", strong: true }],
              code: ["npm run outbox -- retry abc"],
            },
          ],
        },
      ],
    },
    { kind: "paragraph", text: "https://x.example", quiet: true },
  ],
};

describe("a message rendered", () => {
  it("as text: the title, each block apart, a section's heading over its first block", () => {
    expect(mailText(mail)).toBe(
      [
        "Studio & week",
        "",
        "First <b>words</b>",
        "",
        "Second",
        "",
        "Email: a@b.example",
        "",
        "Most viewed:",
        "  1. HARBOUR-001 Pier: 4 views",
        "     https://x.example/p/1",
        "  2. HARBOUR-002 Gull: 3 views",
        "",
        "one",
        "two",
        "",
        "  Collection: Views → Adds",
        "  Harbour: 7 → 1",
        "",
        "Waiting:",
        "Run npm run outbox -- list to list them:",
        "",
        "  abc, in queue/",
        "    Since: Monday",
        "    npm run outbox -- retry abc",
        "",
        "https://x.example",
      ].join("\n"),
    );
  });

  it("as HTML: the same words, escaped, in their elements", () => {
    const html = mailHtml(mail);
    expect(html).toContain("<title>A week &lt;of&gt; prints</title>");
    expect(html).toContain('<h1 style="font-size:20px;margin:0 0 16px">Studio &amp; week</h1>');
    expect(html).toContain("<strong>First &lt;b&gt;words&lt;/b&gt;</strong></p>");
    expect(html).toContain('<td><a href="mailto:a@b.example">a@b.example</a></td>');
    expect(html).toContain(
      '<ol style="padding-left:20px;margin:0"><li style="margin:0 0 12px"><img src="cid:t.harbour-001@x.example" width="96" height="64" alt="Pier"',
    );
    expect(html).toContain(
      '<a href="https://x.example/p/1"><strong>HARBOUR-001</strong> Pier</a>: 4 views',
    );
    expect(html).toContain("<strong>HARBOUR-002</strong> Gull: 3 views</li>");
    expect(html).toContain('<th scope="row" style="text-align:left;padding:2px 8px">Harbour</th>');
    expect(html).toContain("Run <code>npm run outbox -- list</code> to list them:");
    expect(html).toContain(
      "Since: <strong>Monday</strong><br><code>npm run outbox -- retry abc</code>",
    );
    expect(html).toContain('<h2 style="font-size:16px;margin:24px 0 8px">Waiting</h2>');
    expect(html.match(/<h2 /g)).toHaveLength(2);
    expect(html).toContain('one<br><a href="https://x.example/two">two</a></p>');
    // A link's long address wraps on a phone instead of widening the message.
    expect(html).toMatch(/<body style="[^"]*overflow-wrap:break-word;word-wrap:break-word">/);
  });

  it("says in HTML every word it says in text (a link's address in its href, a number in <ol>)", () => {
    const tokens = (s: string) =>
      s
        .split(/[\s,→]+/)
        .map((w) => w.replace(/:$/, ""))
        .filter((w) => /\w/.test(w) && !/^\d+\.$/.test(w));
    const html = mailHtml(mail).replace(/<head>.*<\/head>/, "");
    const shown = html
      .replace(/<[^>]+>/g, " ")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");
    const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1] ?? "");
    const inHtml = new Set([...tokens(shown), ...hrefs]);
    expect(tokens(mailText(mail)).filter((w) => !inHtml.has(w))).toEqual([]);
  });
});
