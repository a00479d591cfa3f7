import { describe, expect, it } from "vitest";
import { makeZodJitless } from "./zod-jitless";

describe("makeZodJitless", () => {
  it("is what zod's config reports once zod loads", async () => {
    makeZodJitless();
    const { z } = await import("zod");
    expect(z.config().jitless).toBe(true);
  });
});
