import { describe, expect, it } from "vitest";
import { defaultMessage } from "~/inquiry/template";

describe("defaultMessage", () => {
  it("is empty when there are no prints (an emptied list clears the message)", () => {
    expect(defaultMessage([])).toBe("");
  });

  it("begins with the greeting asking about availability, sizing options and pricing, then lists each print as title and reference, in order", () => {
    expect(
      defaultMessage([
        { reference: "URBAN-003", title: "Urban Print 3" },
        { reference: "NATURE-010", title: "Nature Print 10" },
      ]),
    ).toBe(
      "Hello, I'm interested in the following prints and would like to know more about their availability, sizing options and pricing:\n" +
        "\n" +
        "- Urban Print 3 (Ref: URBAN-003)\n" +
        "- Nature Print 10 (Ref: NATURE-010)\n" +
        "\n" +
        "Thank you!",
    );
  });
});
