import { send } from "../client";

const EXPORTS = {
  json: { path: "/api/account/export", fallbackName: "clearday-export.json" },
  markdown: { path: "/api/account/export.md", fallbackName: "clearday-diary.md" },
} as const;

export type ExportKind = keyof typeof EXPORTS;

/** GET /api/account/export(.md), handed to the browser as a file download. Resolves with the file's name. */
export async function downloadExport(kind: ExportKind): Promise<string> {
  const { path, fallbackName } = EXPORTS[kind];
  const res = await send({ path, response: null });
  const blob = await res.blob();
  const name = res.headers.get("Content-Disposition")?.match(/filename="([^"]+)"/)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.rel = "noopener";
  document.body.append(a);
  a.click();
  a.remove();
  // Some browsers read the blob after click returns: release it a little later.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
  return name;
}
