// The import boundaries of eslint.config.js (decision 0089), tried on fixture code: each rule must
// fail on a forbidden import and let the allowed ones through. Linted without type information (the
// fixtures are not files a tsconfig holds); the boundary rules need none.
import { ESLint } from "eslint";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({
  cwd: fileURLToPath(new URL("..", import.meta.url)),
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } }, rules: { "@typescript-eslint/no-floating-promises": "off" } },
});

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-imports" || m.ruleId === "no-restricted-syntax").map((m) => m.message);
}

describe("import boundaries", () => {
  it.each([
    ["a feature importing another feature", "web/src/features/diary/fixture.tsx", 'import { x } from "@/features/chat/chat-page";\nexport const y = x;\n'],
    ["a feature reaching into another by a relative path", "web/src/features/diary/fixture.tsx", 'import { x } from "../chat/chat-page";\nexport const y = x;\n'],
    ["a feature loading another lazily", "web/src/features/diary/fixture.tsx", 'export const load = () => import("@/features/chat/chat-page");\n'],
    ["the web app importing the Worker", "web/src/lib/fixture.ts", 'import { createCoach } from "../../../worker/coach";\nexport const y = createCoach;\n'],
    ["the Worker's plumbing importing a domain folder", "worker/lib/fixture.ts", 'import { createCoach } from "../coach";\nexport const y = createCoach;\n'],
    ["the Worker's domain importing a route", "worker/coach/fixture.ts", 'import { askJournal } from "../routes/journal/ask";\nexport const y = askJournal;\n'],
  ])("fail on %s", { timeout: 60_000 }, async (_what, filePath, code) => {
    expect(await boundaryErrors(filePath, code)).not.toEqual([]);
  });

  it.each([
    [
      "a feature importing its own module, a component and the contract",
      "web/src/features/diary/fixture.tsx",
      'import { a } from "./entry-view";\nimport { b } from "@/components/ui/button";\nimport { c } from "@shared/diary";\nexport const y = [a, b, c];\n',
    ],
    [
      "the Worker's plumbing importing env and shared code",
      "worker/lib/fixture.ts",
      'import type { Env } from "../env";\nimport { a } from "./ids";\nimport { b } from "../../shared/progress";\nexport const y = [a, b] as unknown as Env;\n',
    ],
    ["a route importing the domain", "worker/routes/journal/fixture.ts", 'import { createCoach } from "../../coach";\nexport const y = createCoach;\n'],
  ])("allow %s", { timeout: 60_000 }, async (_what, filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([]);
  });
});
