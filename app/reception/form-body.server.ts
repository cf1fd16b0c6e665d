/**
 * Reads a form submission with a size cap, before anything else looks at it.
 * Only forms are accepted (415 otherwise); bodies over the cap are refused (413) and never
 * buffered. The rest of a refused body is read and thrown away, up to DISCARD_BYTES: Node does
 * not linger after answering, and a client still sending would see its connection reset instead
 * of the 413 page. Anything larger is left unread.
 */
export const MAX_FORM_BYTES = 64 * 1024;
export const DISCARD_BYTES = 4 * 1024 * 1024;

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
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > DISCARD_BYTES) {
        reader.releaseLock();
        return { ok: false, status: 413 };
      }
      if (size <= limit) chunks.push(value);
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
