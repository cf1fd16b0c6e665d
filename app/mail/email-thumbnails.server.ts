/**
 * The small pictures attached to the photographer's email, one per print that has a picture.
 * Read (or made with sharp) when the inquiry is accepted, so the .eml kept in the outbox holds
 * them and stays whole on its own. A picture that cannot be had is left out: the email goes
 * without it.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { IMAGE_DIR, printImageEntry } from "~/images/image-manifest.server";
import { EMAIL_THUMBNAIL, emailThumbnailPlan } from "~/mail/email-thumbnail";

export type EmailThumbnail = {
  reference: string;
  /** JPEG bytes. */
  content: Buffer;
  width: number;
  height: number;
};

type Made = Omit<EmailThumbnail, "reference">;

/** By the pipeline's file name, which changes with the picture: never stale. 75 prints × ~4 KB. */
const made = new Map<string, Promise<Made>>();
const MAX_REMEMBERED = 500;

async function make(file: string, width: number, height: number, resize: boolean): Promise<Made> {
  const original = await readFile(join(IMAGE_DIR, file));
  if (!resize) return { content: original, width, height };
  // Loaded on first use: the server starts without it, and an install without sharp still
  // sends every email (without these pictures).
  const { default: sharp } = await import("sharp");
  const content = await sharp(original)
    .resize({ width })
    .jpeg({ quality: EMAIL_THUMBNAIL.quality, mozjpeg: true })
    .toBuffer();
  return { content, width, height };
}

function thumbnailOf(reference: string): Promise<Made> | undefined {
  const entry = printImageEntry(reference);
  const plan = entry && emailThumbnailPlan(entry);
  if (!plan) return undefined;
  const key = `${plan.file}@${plan.width}`;
  let pending = made.get(key);
  if (!pending) {
    pending = make(plan.file, plan.width, plan.height, plan.resize);
    // A failure is not remembered: the next inquiry tries again.
    pending.catch(() => made.delete(key));
    if (made.size >= MAX_REMEMBERED) made.clear();
    made.set(key, pending);
  }
  return pending;
}

/** A thumbnail for each print that has a picture, in the prints' order. */
export async function emailThumbnails(
  prints: readonly { reference: string }[],
): Promise<EmailThumbnail[]> {
  const settled = await Promise.allSettled(
    prints.map(async (p) => {
      const pending = thumbnailOf(p.reference);
      return pending ? { reference: p.reference, ...(await pending) } : undefined;
    }),
  );
  return settled.flatMap((s) => (s.status === "fulfilled" && s.value ? [s.value] : []));
}
