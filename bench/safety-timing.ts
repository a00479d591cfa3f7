import { it } from "vitest";
it("timer", () => {
  const t = performance.now();
  let x = 0;
  for (let i = 0; i < 3e7; i++) x += i % 7;
  console.log("elapsed", performance.now() - t, Date.now(), x);
});
