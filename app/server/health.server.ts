import { randomBytes } from "node:crypto";
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";

export type OutboxHealth = {
  writable: boolean;
  /** Inquiries waiting in the outbox (.eml files at its top level), or null if unreadable. */
  backlog: number | null;
};

/**
 * Whether inquiries can be kept: the outbox directory exists (or can be made) and a file can
 * be written and removed in it. Writing is the only honest test (as root, access(2) says yes
 * even where a write would fail).
 */
export async function outboxHealth(dir: string): Promise<OutboxHealth> {
  let writable = false;
  try {
    await mkdir(dir, { recursive: true });
    const probe = join(dir, `.healthz-${process.pid}-${randomBytes(4).toString("hex")}`);
    await writeFile(probe, "ok");
    await rm(probe, { force: true });
    writable = true;
  } catch {
    writable = false;
  }
  let backlog: number | null = null;
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    backlog = entries.filter((e) => e.isFile() && e.name.endsWith(".eml")).length;
  } catch {
    backlog = null;
  }
  return { writable, backlog };
}
