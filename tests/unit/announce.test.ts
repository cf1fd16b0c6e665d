import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { simpleParser } from "mailparser";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { type Collection, contentCatalog, type Print, printIn, printsIn } from "~/catalog/catalog";
import { basePrices, money, sizeName } from "~/catalog/specification";
import { photographer } from "~/content/site";
import { mailHtml, mailText } from "~/mail/mail-render";
import { KIND_HEADER } from "~/outbox/message-key";
import { Outbox } from "~/outbox/outbox.server";
import {
  ANNOUNCED_FILE,
  type AnnounceContext,
  readAnnounced,
  runAnnounce,
} from "~/subscriptions/announce.server";
import {
  announcedPrint,
  newReferences,
  parseAnnounceArgs,
  unknownReferences,
  unsubscribeHeaders,
} from "~/subscriptions/announcement";
import {
  announcementId,
  announcementKey,
  announcementMail,
} from "~/subscriptions/announcement-mail.server";
import { SubscriberStore } from "~/subscriptions/subscribers.server";
import { tokenOf } from "~/subscriptions/subscription";
import { say } from "~/words/say";
import { testMailSite as site } from "../support/inquiry-request";

/**
 * `npm run announce` on folders the test owns: a temporary SUBSCRIBERS_DIR with confirmed
 * subscribers made through the store, a temporary outbox, the sample catalogue.
 */

const made: string[] = [];
const folder = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const consent = { page: "/about", words: say("subscribe.consent"), language: "en" };

/** A store with these addresses confirmed (and `waiting` asked for, never confirmed). */
async function subscribers(addresses: string[], waiting: string[] = []) {
  const store = new SubscriberStore(folder("subscribers-"));
  for (const address of [...addresses, ...waiting]) {
    const asked = await store.ask(address, consent);
    if (addresses.includes(address)) {
      expect(await store.confirm(tokenOf(asked.id, asked.subscriber))).toBe("confirmed");
    }
  }
  return store;
}

const print = (reference: string) => printIn(contentCatalog, reference) as Print;
const bulk = (outbox: string) => {
  const dir = join(outbox, "bulk");
  return existsSync(dir) ? readdirSync(dir).filter((n) => n.endsWith(".eml")) : [];
};

/** A picture for the first print asked for, so the letter carries one. */
async function thumbnail(reference: string) {
  const content = await sharp({
    create: { width: 96, height: 64, channels: 3, background: "#777" },
  })
    .jpeg()
    .toBuffer();
  return [{ reference, content, width: 96, height: 64 }];
}

function context(
  store: SubscriberStore,
  outboxDir: string,
  lines: string[],
  more: Partial<AnnounceContext> = {},
): AnnounceContext {
  return {
    store,
    outbox: new Outbox(outboxDir),
    site,
    collections: contentCatalog,
    perMinute: 60,
    mailOn: true,
    print: (line) => lines.push(line),
    thumbnails: async (prints) => thumbnail(prints[0]?.reference ?? ""),
    ...more,
  };
}

describe("the announcement letter", () => {
  const prints = ["LANDSCAPES-001", "URBAN-003"].map((r) => announcedPrint(print(r)));
  const unsubscribe = "https://prints.example.com/unsubscribe/TOKEN";
  const mail = announcementMail(
    { prints, note: "Back from the coast with two new prints." },
    site,
    unsubscribe,
  );

  it("names every print with its sizes, prices and link, the note and the way to stop, in both parts", () => {
    const text = mailText(mail);
    const html = mailHtml(mail);
    expect(mail.subject).toBe("2 new prints from Elena Marlowe Fine Art");
    for (const part of [text, html]) {
      expect(part).toContain("Back from the coast with two new prints.");
      expect(part).toContain(unsubscribe);
    }
    for (const reference of ["LANDSCAPES-001", "URBAN-003"]) {
      const p = print(reference);
      const link = `https://prints.example.com/portfolio/${p.collectionSlug}/${reference}`;
      expect(text).toContain(`${reference} ${p.title}\n`);
      expect(text).toContain(link);
      expect(html).toContain(`<a href="${link}"><strong>${reference}</strong> ${p.title}</a>`);
      for (const { size, price } of basePrices(p.specification)) {
        expect(text).toContain(`${sizeName(size)}: ${money(price)}\n`);
        expect(html).toContain(`<br>${sizeName(size)}: ${money(price)}`);
      }
    }
    expect(text).toContain("    8x10 in (20x25 cm): $35\n");
    expect(html).toContain(`<a href="${unsubscribe}">${unsubscribe}</a>`);
  });

  it("says one print in the singular, and goes without a note", () => {
    const one = announcementMail({ prints: prints.slice(0, 1) }, site, unsubscribe);
    expect(one.subject).toBe("A new print from Elena Marlowe Fine Art");
    expect(mailText(one)).toContain("This one is new:");
    expect(one.blocks[0]).toMatchObject({
      kind: "paragraph",
      text: expect.stringContaining("You asked"),
    });
  });

  it("offers a mail program one-click unsubscribe (RFC 8058) and a mailto with the token", () => {
    expect(
      unsubscribeHeaders("https://prints.example.com/unsubscribe/abc", {
        address: "studio@example.com",
        token: "abc",
      }),
    ).toEqual({
      "List-Unsubscribe":
        "<https://prints.example.com/unsubscribe/abc>, <mailto:studio@example.com?subject=unsubscribe%20abc>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });
});

describe("the command's arguments", () => {
  it("reads the mode, the prints and the note", () => {
    expect(
      parseAnnounceArgs(["--send", "--prints", "landscapes-001, URBAN-003", "--note", " Hi "]),
    ).toEqual({
      mode: "send",
      prints: ["LANDSCAPES-001", "URBAN-003"],
      note: "Hi",
    });
    expect(parseAnnounceArgs(["--preview", "--note=New work"])).toEqual({
      mode: "preview",
      note: "New work",
    });
  });

  it("refuses what it cannot do", () => {
    expect(parseAnnounceArgs([])).toEqual({ problem: "Say --preview or --send." });
    expect(parseAnnounceArgs(["--send", "--preview"])).toHaveProperty("problem");
    expect(parseAnnounceArgs(["--send", "--prints"])).toEqual({
      problem: "--prints needs a value",
    });
    expect(parseAnnounceArgs(["--send", "--prints", ","])).toHaveProperty("problem");
    expect(parseAnnounceArgs(["--send", "--everyone"])).toEqual({
      problem: "Unknown argument: --everyone",
    });
    expect(parseAnnounceArgs(["--send", "--note", "x".repeat(1001)])).toHaveProperty("problem");
  });

  it("finds the new prints and the unknown references", () => {
    expect(newReferences(["A-001", "B-001", "C-001"], ["B-001"])).toEqual(["A-001", "C-001"]);
    expect(unknownReferences(["A-001", "Z-009"], ["A-001"])).toEqual(["Z-009"]);
  });
});

describe("npm run announce", () => {
  it("--send writes one letter per confirmed subscriber into bulk/, each with its own way to stop", async () => {
    const store = await subscribers(
      ["ada@example.com", "grace@example.com"],
      ["waiting@example.com"],
    );
    const outbox = folder("outbox-");
    const lines: string[] = [];
    const code = await runAnnounce(
      ["--send", "--prints", "LANDSCAPES-001,URBAN-003", "--note", "Two new prints."],
      context(store, outbox, lines),
    );
    expect(code).toBe(0);
    expect(lines.join("\n")).toMatch(
      /2 letters queued in the outbox's bulk\/ folder, 0 there already/,
    );
    expect(lines.join("\n")).toContain("at 60 a minute (ANNOUNCE_PER_MINUTE)");
    const files = bulk(outbox);
    expect(files).toHaveLength(2);

    const recipients: string[] = [];
    for (const name of files) {
      const raw = readFileSync(join(outbox, "bulk", name));
      const parsed = await simpleParser(raw);
      const to = parsed.to && "text" in parsed.to ? parsed.to.text : "";
      recipients.push(to);
      const listed = (await store.confirmed()).find((l) => l.subscriber.address === to);
      if (!listed) throw new Error(`a letter to ${to}, who is not subscribed`);
      const token = tokenOf(listed.id, listed.subscriber);
      const url = `https://prints.example.com/unsubscribe/${token}`;
      // Its name is the key made from the announcement and the subscriber.
      const id = announcementId(["URBAN-003", "LANDSCAPES-001"], "Two new prints.");
      expect(name).toBe(`${announcementKey(id, listed.id)}.eml`);
      const unfolded = raw.toString("utf8").replace(/\r?\n[ \t]+/g, " ");
      expect(unfolded).toContain(
        `List-Unsubscribe: <${url}>, <mailto:${photographer.contact.email}?subject=unsubscribe%20${token}>`,
      );
      expect(unfolded).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
      expect(unfolded).toContain(`${KIND_HEADER}: announcement`);
      expect(parsed.from?.value[0]).toEqual({ name: site.siteName, address: site.from });
      expect(parsed.replyTo?.value[0]).toEqual({
        name: photographer.name,
        address: photographer.contact.email,
      });
      expect(parsed.subject).toBe("2 new prints from Elena Marlowe Fine Art");
      expect(parsed.text).toContain("Two new prints.");
      expect(parsed.text).toContain(url);
      expect(parsed.html).toContain(`<a href="${url}">${url}</a>`);
      expect(parsed.text).toContain(print("URBAN-003").title);
      // The first print's picture, carried inside the message and shown by its Content-ID.
      expect(parsed.attachments).toHaveLength(1);
      expect(parsed.attachments[0]?.cid).toBe("thumbnail.landscapes-001@prints.example.com");
    }
    expect(recipients.sort()).toEqual(["ada@example.com", "grace@example.com"]);
    // What was announced is recorded, so the next run without --prints does not repeat it.
    expect(await readAnnounced(store.dir)).toEqual(["LANDSCAPES-001", "URBAN-003"]);
  });

  it("--send twice writes each letter once", async () => {
    const store = await subscribers(["ada@example.com", "grace@example.com", "mary@example.com"]);
    const outbox = folder("outbox-");
    const args = ["--send", "--prints", "URBAN-003", "--note", "One more."];
    expect(await runAnnounce(args, context(store, outbox, []))).toBe(0);
    const again: string[] = [];
    // Another process, another Outbox object: it remembers nothing but what is on disk.
    expect(await runAnnounce(args, context(store, outbox, again))).toBe(0);
    expect(again.join("\n")).toContain(
      "0 letters queued in the outbox's bulk/ folder, 3 there already",
    );
    expect(bulk(outbox)).toHaveLength(3);
    // A letter the worker has let into the queue, or sent, is not written again either.
    const [queued, sent] = bulk(outbox) as [string, string];
    renameSync(join(outbox, "bulk", queued), join(outbox, queued));
    renameSync(join(outbox, "bulk", sent), join(outbox, "sent", sent));
    const third: string[] = [];
    expect(await runAnnounce(args, context(store, outbox, third))).toBe(0);
    expect(third.join("\n")).toContain(
      "0 letters queued in the outbox's bulk/ folder, 3 there already",
    );
    expect(bulk(outbox)).toHaveLength(1);
  });

  it("two announcements at once, over one outbox, write one letter per subscriber", async () => {
    const addresses = Array.from({ length: 12 }, (_, i) => `collector${i}@example.com`);
    const store = await subscribers(addresses);
    const outbox = folder("outbox-");
    const args = ["--send", "--prints", "LANDSCAPES-001"];
    const [a, b] = [[], []] as string[][];
    const codes = await Promise.all([
      runAnnounce(args, context(store, outbox, a as string[])),
      runAnnounce(args, context(new SubscriberStore(store.dir), outbox, b as string[])),
    ]);
    expect(codes).toEqual([0, 0]);
    const files = bulk(outbox);
    expect(files).toHaveLength(12);
    const queued = [a, b].map((lines) =>
      Number(/(\d+) letters? queued/.exec((lines as string[]).join("\n"))?.[1]),
    );
    expect((queued[0] ?? 0) + (queued[1] ?? 0)).toBe(12);
    const recipients = await Promise.all(
      files.map(async (n) => {
        const parsed = await simpleParser(readFileSync(join(outbox, "bulk", n)));
        return parsed.to && "text" in parsed.to ? parsed.to.text : "";
      }),
    );
    expect(new Set(recipients).size).toBe(12);
  });

  it("announces the prints added since the last announcement, and nothing when none was", async () => {
    const store = await subscribers(["ada@example.com"]);
    const outbox = folder("outbox-");
    const all = printsIn(contentCatalog).map((p) => p.reference);

    // The first run: nothing recorded yet, so every print the site has is known, none announced.
    const first: string[] = [];
    expect(await runAnnounce(["--send"], context(store, outbox, first))).toBe(0);
    expect(first[0]).toMatch(/^Nothing new to announce: this is the first announcement/);
    expect(first[1]).toBe(
      "To announce prints the site had already, name them: npm run announce -- --send --prints REF,REF",
    );
    expect(bulk(outbox)).toHaveLength(0);
    expect(await readAnnounced(store.dir)).toEqual([...all].sort());

    const second: string[] = [];
    expect(await runAnnounce(["--send"], context(store, outbox, second))).toBe(0);
    expect(second[0]).toMatch(/^Nothing new to announce: every print was announced before/);
    expect(bulk(outbox)).toHaveLength(0);

    // Two prints the record does not know: the photographer added them since.
    const known = all.filter((r) => r !== "URBAN-003" && r !== "NATURE-002");
    writeFileSync(join(store.dir, ANNOUNCED_FILE), JSON.stringify({ references: known }));
    const preview: string[] = [];
    expect(await runAnnounce(["--preview"], context(store, outbox, preview))).toBe(0);
    const shown = preview.join("\n");
    expect(shown).toContain(`URBAN-003 ${print("URBAN-003").title}`);
    expect(shown).toContain(`NATURE-002 ${print("NATURE-002").title}`);
    expect(shown).not.toContain("LANDSCAPES-001");
    expect(shown).toContain("it would go to 1 confirmed subscriber; nothing written");
    expect(bulk(outbox)).toHaveLength(0);
    expect((await readAnnounced(store.dir))?.length).toBe(known.length);

    expect(await runAnnounce(["--send"], context(store, outbox, []))).toBe(0);
    expect(bulk(outbox)).toHaveLength(1);
    expect(await readAnnounced(store.dir)).toEqual([...all].sort());
  });

  it("--preview before any announcement writes nothing, not even the record", async () => {
    const store = await subscribers(["ada@example.com"]);
    const outbox = folder("outbox-");
    const lines: string[] = [];
    expect(await runAnnounce(["--preview"], context(store, outbox, lines))).toBe(0);
    expect(lines[0]).toMatch(/^Nothing new to announce: nothing was announced before/);
    expect(existsSync(join(store.dir, ANNOUNCED_FILE))).toBe(false);
    expect(existsSync(outbox) && readdirSync(outbox)).toEqual([]);
  });

  it("refuses an unknown reference in one line, naming it, and writes nothing", async () => {
    const store = await subscribers(["ada@example.com"]);
    const outbox = folder("outbox-");
    const lines: string[] = [];
    const code = await runAnnounce(
      ["--send", "--prints", "LANDSCAPES-001,LANDSCAPES-999"],
      context(store, outbox, lines),
    );
    expect(code).toBe(2);
    expect(lines).toEqual([
      "No print LANDSCAPES-999 in the catalogue: nothing written (references read like LANDSCAPES-001).",
    ]);
    expect(bulk(outbox)).toHaveLength(0);
    expect(existsSync(join(store.dir, ANNOUNCED_FILE))).toBe(false);
  });

  it("says where the letters wait without SMTP_URL, and what it did with no subscriber", async () => {
    const store = await subscribers(["ada@example.com"]);
    const lines: string[] = [];
    await runAnnounce(
      ["--send", "--prints", "URBAN-003"],
      context(store, folder("outbox-"), lines, { mailOn: false }),
    );
    expect(lines.at(-1)).toBe(
      "SMTP_URL is not set: they stay in the outbox until it is, then the site sends them.",
    );
    const nobody = await subscribers([], ["waiting@example.com"]);
    const none: string[] = [];
    const outbox = folder("outbox-");
    expect(
      await runAnnounce(["--send", "--prints", "URBAN-003"], context(nobody, outbox, none)),
    ).toBe(0);
    expect(none).toEqual([
      "No confirmed subscriber yet: no letter written. URBAN-003 is recorded as announced.",
    ]);
    expect(bulk(outbox)).toHaveLength(0);
  });

  it("takes the catalogue it is given (a print added to it is new)", async () => {
    const store = await subscribers(["ada@example.com"]);
    const outbox = folder("outbox-");
    await runAnnounce(["--send"], context(store, outbox, []));
    const [first, ...rest] = contentCatalog;
    const added = { ...print("URBAN-003"), reference: "URBAN-099", title: "Night Bridge" };
    const grown: Collection[] = [
      { ...(first as Collection), prints: [...(first as Collection).prints, added] },
      ...rest,
    ];
    const lines: string[] = [];
    await runAnnounce(["--preview"], context(store, outbox, lines, { collections: grown }));
    expect(lines.join("\n")).toContain("URBAN-099 Night Bridge");
  });
});
