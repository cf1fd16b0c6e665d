import { describe, expect, it } from "vitest";
import { DISCARD_BYTES, mediaType, readFormBody } from "~/reception/form-body.server";

const url = "http://localhost/contact";

function post(body: BodyInit, headers: Record<string, string>) {
  return new Request(url, { method: "POST", body, headers });
}

/** A body that arrives in pieces and declares no length, as a chunked upload does. */
function streamed(bytes: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const size = Math.min(8192, bytes - sent);
      sent += size;
      controller.enqueue(new Uint8Array(size).fill(97));
    },
  });
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
    // Past what is worth reading to the end, it stops reading.
    const endless = new Request(url, {
      method: "POST",
      body: streamed(DISCARD_BYTES * 4),
      headers: form,
      duplex: "half",
    } as RequestInit);
    expect(await readFormBody(endless)).toEqual({ ok: false, status: 413 });
    expect((await readFormBody(post("a".repeat(65_536), form))).ok).toBe(true);
  });

  it("reads the media type without its parameters", () => {
    expect(mediaType("Multipart/Form-Data; boundary=x")).toBe("multipart/form-data");
    expect(mediaType(null)).toBe("");
  });
});
