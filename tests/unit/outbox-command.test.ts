import { randomUUID } from "node:crypto";
import { chmodSync, chownSync, readdirSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contentCatalog, type Print, printIn } from "~/catalog/catalog";
import { inquiryEmail } from "~/inquiry/inquiry-mail.server";
import { rawMessage } from "~/mail/envelope.server";
import type { LogFields } from "~/outbox/inquiry-log.server";
import { Outbox } from "~/outbox/outbox.server";
import { runOutboxCommand } from "~/outbox/outbox-command.server";
import { sweepOutbox } from "~/outbox/retention.server";
import { testMailSite } from "../support/inquiry-request";
import { emls, temporaryOutbox } from "../support/outbox-dir";

/** `npm run outbox -- …` and the retention sweep, on real folders. */

const NOBODY = { uid: 65534, gid: 65534 };
const asRoot = process.getuid?.() === 0;
function message(key: string, email = "jane@example.com") {
  return rawMessage(
    inquiryEmail(
      {
        formKey: key,
        fullName: "Jane Doe",
        email,
        inquiryType: "general",
        message: "Hello",
        prints: [printIn(contentCatalog, "URBAN-004") as Print],
      },
      testMailSite,
      new Date(),
    ),
  );
}

function run(outbox: Outbox, args: string[], adopt = false) {
  const lines: string[] = [];
  const events: ({ event: string } & LogFields)[] = [];
  return runOutboxCommand(args, {
    outbox,
    print: (line) => lines.push(line),
    log: (event, fields = {}) => events.push({ event, ...fields }),
    adopt,
  }).then((code) => ({ code, out: lines.join("\n"), events }));
}

async function failedMessage(outbox: Outbox, key = randomUUID(), email?: string) {
  await outbox.accept(key, await message(key, email));
  const claim = await outbox.claim(key);
  if (!claim) throw new Error("not claimed");
  await outbox.finish(claim, "failed");
  return key;
}

describe("npm run outbox", () => {
  it("lists failed/ and quarantine/, shows one, retries one into the queue and dismisses another", async () => {
    const outbox = new Outbox(temporaryOutbox());
    const [a, b] = [await failedMessage(outbox), await failedMessage(outbox)];
    const listed = await run(outbox, ["list"]);
    expect(listed.code).toBe(0);
    expect(listed.out).toContain(`failed\t${a}`);
    expect(listed.out).toContain("Inquiry: General Question, URBAN-004 (Jane Doe)");
    expect(listed.out).toContain("2 listed; 0 waiting to be sent");
    expect((await run(outbox, ["show", a])).out).toContain("Reply-To: Jane Doe <jane@example.com>");

    const retried = await run(outbox, ["retry", a]);
    expect(retried.events).toEqual([{ event: "outbox.retried", key: a, from: "failed" }]);
    expect(emls(outbox.dir)).toEqual([`${a}.eml`]);
    await run(outbox, ["dismiss", b]);
    expect(emls(join(outbox.dir, "dismissed"))).toEqual([`${b}.eml`]);
    expect(emls(join(outbox.dir, "failed"))).toEqual([]);
    // A dismissed form's key is still known.
    expect(await new Outbox(outbox.dir).accept(b, await message(b))).toBe("duplicate");
    expect((await run(outbox, ["retry", randomUUID()])).code).toBe(1);
    expect((await run(outbox, ["frobnicate"])).code).toBe(2);
  });

  it.skipIf(!asRoot)(
    "run as root on a service user's outbox: a root-owned 0600 file is handed back to that user, and nothing it creates is root's",
    async () => {
      const dir = temporaryOutbox();
      chownSync(dir, NOBODY.uid, NOBODY.gid);
      const outbox = new Outbox(dir);
      const key = randomUUID();
      // What `sudo cp failed/K.eml $OUTBOX_DIR/quarantine/` leaves: root's, mode 0600.
      await outbox.prepare();
      for (const name of readdirSync(dir)) chownSync(join(dir, name), NOBODY.uid, NOBODY.gid);
      writeFileSync(join(dir, "quarantine", `${key}.eml`), await message(key), { mode: 0o600 });
      chmodSync(join(dir, "quarantine", `${key}.eml`), 0o400);
      const result = await run(outbox, ["retry", key], true);
      expect(result.code).toBe(0);
      const info = statSync(outbox.fileFor(key));
      expect({ uid: info.uid, gid: info.gid }).toEqual(NOBODY);
      expect(info.mode & 0o600).toBe(0o600);
      // Folders made by the command (a fresh outbox) belong to the service's user too.
      const fresh = temporaryOutbox();
      chownSync(fresh, NOBODY.uid, NOBODY.gid);
      await run(new Outbox(fresh), ["list"], true);
      for (const name of readdirSync(fresh)) {
        expect([name, statSync(join(fresh, name)).uid]).toEqual([name, NOBODY.uid]);
      }
      expect(readdirSync(join(fresh, "sending"))).toEqual([]);
    },
  );

  it("finds and erases one person's inquiries wherever they are, and keeps their keys known", async () => {
    const outbox = new Outbox(temporaryOutbox());
    const waiting = randomUUID();
    await outbox.accept(waiting, await message(waiting, "ada@example.com"));
    const failed = await failedMessage(outbox, randomUUID(), "Ada@Example.com");
    const sentKey = randomUUID();
    await outbox.accept(sentKey, await message(sentKey, "ada@example.com"));
    const claim = await outbox.claim(sentKey);
    if (claim) await outbox.finish(claim, "sent");
    const someoneElse = await failedMessage(outbox, randomUUID(), "bob@example.com");

    const found = await run(outbox, ["find", "ada@example.com"]);
    expect(found.out.split("\n").slice(0, -1).sort()).toEqual([waiting, failed, sentKey].sort());
    const erased = await run(outbox, ["erase", "ADA@example.com"]);
    expect(erased.out).toContain("3 messages erased");
    expect(erased.events.map((e) => e.event)).toEqual([
      "outbox.erased",
      "outbox.erased",
      "outbox.erased",
    ]);
    // The log names keys and folders, never the address.
    expect(JSON.stringify(erased.events)).not.toContain("ada@");
    expect(emls(outbox.dir)).toEqual([]);
    expect(emls(join(outbox.dir, "sent"))).toEqual([]);
    expect(emls(join(outbox.dir, "failed"))).toEqual([`${someoneElse}.eml`]);
    for (const key of [waiting, failed, sentKey]) {
      expect(await new Outbox(outbox.dir).accept(key, await message(key))).toBe("duplicate");
    }
  });
});

describe("retention", () => {
  it("deletes what rested longer than OUTBOX_RETENTION, logs each without personal data, keeps the rest", async () => {
    const outbox = new Outbox(temporaryOutbox());
    const [old, recent, oldFailed] = [randomUUID(), randomUUID(), randomUUID()];
    for (const key of [old, recent]) {
      await outbox.accept(key, await message(key));
      const claim = await outbox.claim(key);
      if (claim) await outbox.finish(claim, "sent");
    }
    await failedMessage(outbox, oldFailed);
    const longAgo = new Date(Date.now() - 200 * 86_400_000);
    utimesSync(outbox.fileFor(old, "sent"), longAgo, longAgo);
    utimesSync(outbox.fileFor(oldFailed, "failed"), longAgo, longAgo);
    const waitingKey = randomUUID();
    await outbox.accept(waitingKey, await message(waitingKey));
    utimesSync(outbox.fileFor(waitingKey), longAgo, longAgo); // never deleted: not yet sent

    const events: ({ event: string } & LogFields)[] = [];
    const deleted = await sweepOutbox(outbox, 180 * 86_400_000, (event, fields = {}) =>
      events.push({ event, ...fields }),
    );
    expect(deleted).toBe(2);
    expect(events).toEqual([
      { event: "outbox.deleted", key: old, folder: "sent", ageDays: 200, reason: "retention" },
      {
        event: "outbox.deleted",
        key: oldFailed,
        folder: "failed",
        ageDays: 200,
        reason: "retention",
      },
    ]);
    expect(emls(join(outbox.dir, "sent"))).toEqual([`${recent}.eml`]);
    expect(emls(outbox.dir)).toEqual([`${waitingKey}.eml`]);
  });
});
