/**
 * Reads a form submission with a size cap, before anything else looks at it.
 * Only forms are accepted (415 otherwise); bodies over the cap are refused (413) and never
 * buffered. The rest of a refused body is read and thrown away before the answer, as nginx's
 * lingering close does after it: Node closes the connection as soon as it has answered, and the
 * unread bytes make the kernel reset it, so a client still sending sees EPIPE or ECONNRESET
 * instead of the 413 page. Reading stops at DISCARD_BYTES in all, or DISCARD_MS after the cap
 * was passed (a sender that slow is not worth waiting for); such a client may see the reset.
 */
export const MAX_FORM_BYTES = 64 * 1024;
export const DISCARD_BYTES = 16 * 1024 * 1024;
export const DISCARD_MS = 10_000;

export type FormBody =
  | { ok: true; form: URLSearchParams | FormData }
  | { ok: false; status: 413 | 415 };

const URLENCODED = "application/x-www-form-urlencoded";
const MULTIPART = "multipart/form-data";

export function mediaType(contentType: string | null): string {
  return (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

export async function readFormBody(request: Request, limit = MAX_FORM_BYTES): Promise<FormBody> {
  const type = mediaType(request.headers.get("content-type"));
  if (type !== URLENCODED && type !== MULTIPART) return { ok: false, status: 415 };
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > DISCARD_BYTES) return { ok: false, status: 413 };

  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    let giveUp: Promise<"late"> | undefined;
    let timer: NodeJS.Timeout | undefined;
    try {
      for (;;) {
        const next = giveUp ? await Promise.race([reader.read(), giveUp]) : await reader.read();
        if (next === "late") break;
        if (next.done) break;
        size += next.value.byteLength;
        if (size > DISCARD_BYTES) break;
        if (size <= limit) chunks.push(next.value);
        else
          giveUp ??= new Promise((resolve) => {
            timer = setTimeout(() => resolve("late"), DISCARD_MS);
          });
      }
    } finally {
      clearTimeout(timer);
      // Whatever is left unread (past the bounds) stays in the request; the answer comes now.
      reader.releaseLock();
    }
  }
  if (size > limit) return { ok: false, status: 413 };
  const bytes = Buffer.concat(chunks);
  if (type === URLENCODED) return { ok: true, form: new URLSearchParams(bytes.toString("utf8")) };
  try {
    const form = await new Response(bytes, {
      headers: { "content-type": request.headers.get("content-type") ?? MULTIPART },
    }).formData();
    return { ok: true, form };
  } catch {
    // A malformed multipart body reads as an empty form: every field is then reported missing.
    return { ok: true, form: new URLSearchParams() };
  }
}
