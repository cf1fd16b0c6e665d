import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import * as fs from "node:fs/promises";
import { hostname } from "node:os";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { reportOutbox, spaceReport } from "~/delivery/delivery-start.server";
import { healthStatus, outboxHealth } from "~/delivery/health.server";
import { Outbox, type OutboxFs } from "~/outbox/outbox.server";
import { underFileSizeLimit } from "../support/file-size-limit";
import { emls, temporaryOutbox } from "../support/outbox-dir";

const message = Buffer.from("Subject: An inquiry\r\n\r\nHello\r\n");
const newDir = temporaryOutbox;
/** A file system that fails one call with an errno code, as a full or broken disk does. */
function failing(call: "open" | "write" | "sync" | "link" | "rename", code: string): OutboxFs {
  const fail = () => Promise.reject(Object.assign(new Error(`${code}: injected`), { code }));
  return {
    ...fs,
    open: (async (...args: Parameters<typeof fs.open>) => {
      if (call === "open") return fail();
      const handle = await fs.open(...args);
      if (call === "write") handle.writeFile = fail;
      if (call === "sync" && args[1] === "wx") handle.sync = fail;
      return handle;
    }) as typeof fs.open,
    link: call === "link" ? fail : fs.link,
    rename: call === "rename" ? fail : fs.rename,
  };
}

describe("Outbox.accept", () => {
  it("keeps a message as <key>.eml, complete, and nothing half-written", async () => {
    const outbox = new Outbox(newDir());
    const key = randomUUID();
    expect(await outbox.accept(key, message)).toBe("accepted");
    expect(readFileSync(outbox.fileFor(key))).toEqual(message);
    expect(readdirSync(join(outbox.dir, "tmp"))).toEqual([]);
    expect(await outbox.accept(key, message)).toBe("duplicate");
  });

  it("two processes on one outbox: a key seen by one is a duplicate for the other, at every stage", async () => {
    const dir = newDir();
    const first = new Outbox(dir, { owner: "host-a.1" });
    const second = new Outbox(dir, { owner: "host-b.1" });
    const stages: Record<string, string> = {};
    for (const stage of ["waiting", "sending", "sent", "failed"]) {
      const key = randomUUID();
      expect(await first.accept(key, message)).toBe("accepted");
      if (stage !== "waiting") {
        const claim = await first.claim(key);
        if (!claim) throw new Error("not claimed");
        if (stage === "sent" || stage === "failed") await first.finish(claim, stage);
      }
      stages[stage] = key;
      expect(await second.knows(key)).toBe(true);
      expect(await second.accept(key, message)).toBe("duplicate");
    }
    expect(emls(dir)).toEqual([`${stages.waiting}.eml`]);
    expect(emls(join(dir, "sent"))).toEqual([`${stages.sent}.eml`]);
    expect(emls(join(dir, "failed"))).toEqual([`${stages.failed}.eml`]);
  });

  it("a worker that claims the new file between its link and the last look: accepted, not taken for another's copy", async () => {
    const dir = newDir();
    const key = randomUUID();
    let worker: Outbox | undefined;
    // The worker's rescan runs right after the link, as it can in the same process.
    const racing: OutboxFs = {
      ...fs,
      link: async (from, to) => {
        await fs.link(from, to);
        if (String(to).endsWith(`${key}.eml`)) await worker?.claim(key);
      },
    };
    const outbox = new Outbox(dir, { fs: racing, owner: "host-a.1" });
    worker = new Outbox(dir, { owner: "host-a.1" });
    expect(await outbox.accept(key, message)).toBe("accepted");
    expect(emls(join(dir, "sending", "host-a.1"))).toEqual([`${key}.eml`]);
  });

  it("one key posted to two processes at once is accepted once", async () => {
    const dir = newDir();
    const outboxes = Array.from({ length: 4 }, (_, i) => new Outbox(dir, { owner: `h.${i}` }));
    for (let round = 0; round < 20; round++) {
      const key = randomUUID();
      const results = await Promise.all(outboxes.map((o) => o.accept(key, message)));
      expect(results.filter((r) => r === "accepted")).toHaveLength(1);
    }
    expect(emls(dir)).toHaveLength(20);
  });

  it("a process that starts keeps another's in-flight temporary files, and removes those over an hour old", async () => {
    const dir = newDir();
    mkdirSync(join(dir, "tmp"));
    const fresh = join(dir, "tmp", "fresh.tmp");
    const stale = join(dir, "tmp", "stale.tmp");
    writeFileSync(fresh, "being written");
    writeFileSync(stale, "left by a crash");
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    utimesSync(stale, twoHoursAgo, twoHoursAgo);
    await new Outbox(dir).prepare();
    expect(existsSync(fresh)).toBe(true);
    expect(existsSync(stale)).toBe(false);
  });

  it("tmp/ replaced by a file (ENOTDIR): refused with the code, then accepted once the disk is mended, nothing earlier touched", async () => {
    const outbox = new Outbox(newDir());
    const earlier = randomUUID();
    await outbox.accept(earlier, message);
    rmSync(join(outbox.dir, "tmp"), { recursive: true });
    writeFileSync(join(outbox.dir, "tmp"), "not a directory");
    const key = randomUUID();
    await expect(outbox.accept(key, message)).rejects.toMatchObject({ code: "ENOTDIR" });
    await expect(outbox.probe()).rejects.toMatchObject({ code: "ENOTDIR" });
    expect(await outbox.knows(key)).toBe(false);
    rmSync(join(outbox.dir, "tmp"));
    mkdirSync(join(outbox.dir, "tmp"));
    await outbox.probe();
    expect(await outbox.accept(key, message)).toBe("accepted");
    expect(emls(outbox.dir).sort()).toEqual([`${earlier}.eml`, `${key}.eml`].sort());
    expect(readFileSync(outbox.fileFor(earlier))).toEqual(message);
  });

  it("the outbox directory itself replaced by a file (ENOTDIR) before the first inquiry: refused, then recovers", async () => {
    const parent = newDir();
    const dir = join(parent, "outbox");
    writeFileSync(dir, "not a directory");
    const outbox = new Outbox(dir);
    await expect(outbox.accept(randomUUID(), message)).rejects.toMatchObject({
      code: "ENOTDIR",
    });
    rmSync(dir);
    expect(await outbox.accept(randomUUID(), message)).toBe("accepted");
  });

  it.each([
    ["open", "EROFS"],
    ["open", "EACCES"],
    ["write", "ENOSPC"],
    ["sync", "EIO"],
    ["link", "ENOSPC"],
  ] as const)(
    "a failing %s (%s) is thrown with its code and leaves no file behind",
    async (call, code) => {
      const dir = newDir();
      const outbox = new Outbox(dir, { fs: failing(call, code) });
      const key = randomUUID();
      await expect(outbox.accept(key, message)).rejects.toMatchObject({ code });
      expect(emls(dir)).toEqual([]);
      expect(readdirSync(join(dir, "tmp"))).toEqual([]);
      // The form can be sent again once the disk is well: the key was not taken.
      expect(await new Outbox(dir).accept(key, message)).toBe("accepted");
    },
  );

  describe("when the kernel refuses a write (a process's file-size limit: EFBIG, as a full disk gives ENOSPC)", () => {
    it("an inquiry too big to write is refused with the code, leaves nothing half-written, loses nothing, and its key is still free", async () => {
      const dir = newDir();
      const earlier = randomUUID();
      expect(await new Outbox(dir).accept(earlier, message)).toBe("accepted");
      const key = randomUUID();
      const outcomes = await underFileSizeLimit(32 * 1024, dir, [
        { accept: key, bytes: 48 * 1024 },
        { accept: key, bytes: 1024 },
      ]);
      expect(outcomes).toEqual([{ code: "EFBIG" }, "accepted"]);
      expect(emls(dir).sort()).toEqual([`${earlier}.eml`, `${key}.eml`].sort());
      expect(readFileSync(join(dir, `${earlier}.eml`))).toEqual(message);
      expect(statSync(join(dir, `${key}.eml`)).size).toBe(1024);
      expect(readdirSync(join(dir, "tmp"))).toEqual([]);
    });

    it("where not even the probe's few bytes can be written, /healthz's probe fails with the code (503), and passes once writes work", async () => {
      const dir = newDir();
      const outcomes = await underFileSizeLimit(4, dir, [{ probe: true }, { health: true }]);
      expect(outcomes).toEqual([
        { code: "EFBIG" },
        { writable: false, error: "EFBIG", httpStatus: 503 },
      ]);
      expect(readdirSync(join(dir, "tmp"))).toEqual([]);
      const outbox = new Outbox(dir);
      await outbox.probe();
      expect(await outbox.accept(randomUUID(), message)).toBe("accepted");
    });
  });
});

describe("Outbox claims", () => {
  it("one process claims a message; the other then finds nothing to send", async () => {
    const dir = newDir();
    const a = new Outbox(dir, { owner: "host-a.1" });
    const b = new Outbox(dir, { owner: "host-b.1" });
    const key = randomUUID();
    await a.accept(key, message);
    const [claimA, claimB] = await Promise.all([a.claim(key), b.claim(key)]);
    expect([claimA, claimB].filter(Boolean)).toHaveLength(1);
  });

  it("claims of a process on this host that has ended go back to waiting; a live one's stay", async () => {
    const dir = newDir();
    const deadPid = 2 ** 22 + 12345; // above Linux's pid_max: never a running process
    const gone = new Outbox(dir, { owner: `${hostname()}.${deadPid}` });
    const alive = new Outbox(dir, { owner: `${hostname()}.${process.pid}-other` });
    const [k1, k2] = [randomUUID(), randomUUID()];
    await gone.accept(k1, message);
    await gone.claim(k1);
    await alive.accept(k2, message);
    await alive.claim(k2);
    const survivor = new Outbox(dir, { owner: `${hostname()}.1` });
    expect(await survivor.recoverClaims()).toBe(1);
    expect(emls(dir)).toEqual([`${k1}.eml`]);
    expect(existsSync(join(dir, "sending", `${hostname()}.${deadPid}`))).toBe(false);
  });

  it("another host's claim is taken back only after the claim timeout", async () => {
    const dir = newDir();
    let now = Date.now();
    const other = new Outbox(dir, { owner: "elsewhere.7" });
    const key = randomUUID();
    await other.accept(key, message);
    await other.claim(key);
    const here = new Outbox(dir, { owner: "here.1", claimTimeoutMs: 60_000, now: () => now });
    expect(await here.recoverClaims()).toBe(0);
    now += 61_000;
    expect(await here.recoverClaims()).toBe(1);
    expect(emls(dir)).toEqual([`${key}.eml`]);
  });

  it("a restarted process takes back what its previous life had claimed", async () => {
    const dir = newDir();
    const key = randomUUID();
    const before = new Outbox(dir, { owner: "box.1" });
    await before.accept(key, message);
    await before.claim(key);
    const after = new Outbox(dir, { owner: "box.1" }); // same pid: pid 1 in a container
    expect((await after.waiting()).map((w) => w.key)).toEqual([key]);
  });
});

describe("spaceReport", () => {
  it.each([
    [0, "outbox.low_space", 0],
    [64 * 1024, "outbox.low_space", 0],
    [104_857_599, "outbox.low_space", 99],
    [104_857_600, "outbox.ready", 100],
    [5_368_709_120, "outbox.ready", 5120],
  ])(
    "%i bytes free: %s with %i MB (a warning below 100 MB, whole MB rounded down)",
    (free, event, freeMB) => {
      expect(spaceReport(free)).toEqual({ event, freeMB });
    },
  );
});

describe("reportOutbox", () => {
  it("logs the outbox's absolute path and the space an unprivileged writer has left there, as df counts it", async () => {
    const events: [string, Record<string, unknown>][] = [];
    const dir = newDir();
    // Given as the operator may write it, relative to where the server starts.
    const outbox = new Outbox(relative(process.cwd(), dir));
    await reportOutbox(outbox, (event, fields = {}) => events.push([event, fields]));
    // df's 'Avail' (f_bavail), not the blocks only root may use: those are 5 % of a disk by default.
    const df = execFileSync("df", ["--block-size=1M", "--output=avail", outbox.dir], {
      encoding: "utf8",
    });
    const available = Number(df.trim().split("\n").at(-1));
    const [event, fields] = events[0] ?? [];
    expect(event).toBe(available >= 100 ? "outbox.ready" : "outbox.low_space");
    expect(fields?.dir).toBe(dir);
    // Others write to this disk meanwhile: agree within 256 MB.
    expect(Math.abs(Number(fields?.freeMB) - available)).toBeLessThanOrEqual(256);
  });

  it("names the problem when the outbox cannot be prepared", async () => {
    const file = join(newDir(), "a-file");
    writeFileSync(file, "");
    const events: [string, Record<string, unknown>][] = [];
    await reportOutbox(new Outbox(join(file, "outbox")), (e, f = {}) => events.push([e, f]));
    expect(events).toEqual([["outbox.error", expect.objectContaining({ code: "ENOTDIR" })]]);
  });
});

describe("outboxHealth", () => {
  it("reports what waits, how long the oldest has, and what failed", async () => {
    const outbox = new Outbox(newDir());
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    for (const key of [a, b, c]) await outbox.accept(key, message);
    const hourAndHalfAgo = new Date(Date.now() - 90 * 60_000);
    utimesSync(outbox.fileFor(a), hourAndHalfAgo, hourAndHalfAgo);
    const health = await outboxHealth(outbox, Date.now());
    expect(health).toMatchObject({ writable: true, backlog: 3, failed: 0, quarantined: 0 });
    expect(health.oldestWaitingSeconds).toBeGreaterThanOrEqual(5400);
    expect(healthStatus(health, true)).toMatchObject({ status: "degraded", httpStatus: 200 });
    // Without SMTP, inquiries are kept on purpose: waiting is not a fault.
    expect(healthStatus(health, false)).toEqual({ status: "ok", httpStatus: 200, problems: [] });
  });

  it("is 'degraded' (still 200) while failed/ holds a message nobody has looked at, with its age; ok once dismissed", async () => {
    const outbox = new Outbox(newDir());
    const key = randomUUID();
    await outbox.accept(key, message);
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    utimesSync(outbox.fileFor(key), twoDaysAgo, twoDaysAgo);
    const claim = await outbox.claim(key);
    if (claim) await outbox.finish(claim, "failed");
    const health = await outboxHealth(outbox, Date.now());
    expect(health).toMatchObject({ backlog: 0, failed: 1 });
    expect(health.oldestFailedSeconds).toBeGreaterThanOrEqual(2 * 86_400);
    // Even without SMTP_URL: a message in failed/ reaches no one until someone acts.
    expect(healthStatus(health, false)).toEqual({
      status: "degraded",
      httpStatus: 200,
      problems: ["1 in failed/ (npm run outbox -- list)"],
    });
    await outbox.move(key, "failed", "dismissed");
    const after = await outboxHealth(outbox, Date.now());
    expect(after).toMatchObject({ failed: 0, oldestFailedSeconds: null });
    expect(healthStatus(after, true).status).toBe("ok");
  });

  it("is 'degraded' with the cause while the mail server refuses the login, ok when it works", async () => {
    const outbox = new Outbox(newDir());
    const health = await outboxHealth(outbox, Date.now());
    const failing = {
      state: "failing" as const,
      cause: "login refused (535): check the user and password in SMTP_URL",
      since: 0,
      checkedAt: 0,
    };
    expect(healthStatus(health, true, failing)).toEqual({
      status: "degraded",
      httpStatus: 200,
      problems: ["mail: login refused (535): check the user and password in SMTP_URL"],
    });
    expect(healthStatus(health, true, { state: "ok", checkedAt: 0 }).status).toBe("ok");
  });

  it("is 503 with the error code when the very folder the action writes to is a file", async () => {
    const outbox = new Outbox(newDir());
    await outbox.prepare();
    rmSync(join(outbox.dir, "tmp"), { recursive: true });
    writeFileSync(join(outbox.dir, "tmp"), "");
    const health = await outboxHealth(outbox, Date.now());
    expect(health).toMatchObject({ writable: false, error: "ENOTDIR" });
    expect(healthStatus(health, true)).toMatchObject({
      status: "outbox not writable",
      httpStatus: 503,
    });
  });

  it("creates a missing outbox, as the action would", async () => {
    const outbox = new Outbox(join(newDir(), "new", "outbox"));
    expect(await outboxHealth(outbox, Date.now())).toMatchObject({ writable: true, backlog: 0 });
  });
});
