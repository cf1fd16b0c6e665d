import { describe, expect, it } from "vitest";
import { chooseEncoding } from "~/http/encoding";

describe("chooseEncoding", () => {
  it("prefers brotli for what browsers send", () => {
    expect(chooseEncoding("gzip, deflate, br")).toBe("br");
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
  });
  it("falls back to gzip, then identity", () => {
    expect(chooseEncoding("gzip, deflate")).toBe("gzip");
    expect(chooseEncoding("x-gzip")).toBe("gzip");
    expect(chooseEncoding("deflate")).toBe("identity");
    expect(chooseEncoding(undefined)).toBe("identity");
    expect(chooseEncoding("")).toBe("identity");
  });
  it("honours q-values, including refusals", () => {
    expect(chooseEncoding("br;q=0, gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0.5, gzip;q=0.8")).toBe("gzip");
    expect(chooseEncoding("BR;Q=1.0, GZIP;q=0.1")).toBe("br");
  });
  it("understands the wildcard", () => {
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("gzip;q=0, *")).toBe("br");
    expect(chooseEncoding("br;q=0, *;q=0.5")).toBe("gzip");
  });
  it("returns undefined when even identity is refused and nothing else is kept", () => {
    expect(chooseEncoding("identity;q=0")).toBeUndefined();
    expect(chooseEncoding("deflate, *;q=0")).toBeUndefined();
  });
});
