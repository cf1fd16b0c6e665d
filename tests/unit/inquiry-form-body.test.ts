import { describe, expect, it, vi } from "vitest";
import { DISCARD_BYTES, DISCARD_MS, mediaType, readFormBody } from "~/inquiry/form-body.server";

const url = "http://localhost/contact";

function post(body: BodyInit, headers: Record<string, string>) {
  return new Request(url, { method: "POST", body, headers });
}

/**
 * A body that arrives in pieces and declares no length, as a chunked upload does; `read.bytes`
 * counts what the reader took. `stallAfter`: no more pieces past that many bytes (a sender gone
 * quiet).
 */
function streamed(bytes: number, read = { bytes: 0 }, stallAfter = Infinity) {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      read.bytes = sent;
      if (sent >= stallAfter) return new Promise<void>(() => {});
      if (sent >= bytes) return controller.close();
      const size = Math.min(8192, bytes - sent);
      sent += size;
      controller.enqueue(new Uint8Array(size).fill(97));
    },
  });
}

/** A form posted with that body and no declared length. */
function chunkedPost(body: ReadableStream<Uint8Array>): Request {
  return new Request(url, {
    method: "POST",
    body,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    duplex: "half",
  } as RequestInit);
}

describe("readFormBody", () => {
  it("reads an url-encoded form", async () => {
    const result = await readFormBody(
      post("fullName=Jane+Doe&ref=A&ref=B", {
        "content-type": "application/x-www-form-urlencoded;charset=UTF-8",
      }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.form.get("fullName")).toBe("Jane Doe");
    expect(result.form.getAll("ref")).toEqual(["A", "B"]);
  });

  it("reads a multipart form", async () => {
    const data = new FormData();
    data.append("fullName", "Jane");
    const result = await readFormBody(new Request(url, { method: "POST", body: data }));
    expect(result.ok && result.form.get("fullName")).toBe("Jane");
  });

  it("refuses anything that is not a form with 415", async () => {
    for (const type of ["application/json", "text/plain", ""]) {
      expect(await readFormBody(post('{"fullName":"x"}', { "content-type": type }))).toEqual({
        ok: false,
        status: 415,
      });
    }
  });

  it("refuses a body over 64 KiB (65,536 bytes) with 413, by its declared length or as it arrives; takes one of exactly 64 KiB", async () => {
    const form = { "content-type": "application/x-www-form-urlencoded" };
    expect(await readFormBody(post("a".repeat(65_537), form))).toEqual({
      ok: false,
      status: 413,
    });
    const chunked = new Request(url, {
      method: "POST",
      body: streamed(1024 * 1024),
      headers: form,
      duplex: "half",
    } as RequestInit);
    expect(await readFormBody(chunked)).toEqual({ ok: false, status: 413 });
    expect((await readFormBody(post("a".repeat(65_536), form))).ok).toBe(true);
  });

  it("reads a refused body to its end up to 16 MiB (so its sender reads the 413), and no further", async () => {
    expect(DISCARD_BYTES).toBe(16_777_216);
    const tenMegabytes = { bytes: 0 };
    expect(await readFormBody(chunkedPost(streamed(10 * 1024 * 1024, tenMegabytes)))).toEqual({
      ok: false,
      status: 413,
    });
    expect(tenMegabytes.bytes).toBe(10_485_760);

    const endlessRead = { bytes: 0 };
    expect(await readFormBody(chunkedPost(streamed(64 * 1024 * 1024, endlessRead)))).toEqual({
      ok: false,
      status: 413,
    });
    // Stopped at the first piece past 16 MiB (pieces of 8 KiB; the stream asks for one ahead).
    expect(endlessRead.bytes).toBeGreaterThan(16_777_216);
    expect(endlessRead.bytes).toBeLessThanOrEqual(16_777_216 + 2 * 8192);
  });

  it("stops waiting for the rest of a refused body 10 s after it passed the cap", async () => {
    expect(DISCARD_MS).toBe(10_000);
    vi.useFakeTimers();
    try {
      const quiet = chunkedPost(streamed(1024 * 1024, { bytes: 0 }, 128 * 1024));
      let answer: unknown;
      const reading = readFormBody(quiet).then((result) => {
        answer = result;
      });
      await vi.advanceTimersByTimeAsync(9_999);
      expect(answer).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      await reading;
      expect(answer).toEqual({ ok: false, status: 413 });
    } finally {
      vi.useRealTimers();
    }
  });

  it("reads the media type without its parameters", () => {
    expect(mediaType("Multipart/Form-Data; boundary=x")).toBe("multipart/form-data");
    expect(mediaType(null)).toBe("");
  });
});
