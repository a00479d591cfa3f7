import { request } from "../client";

/** POST /api/imports: the files as multipart/form-data; the answer is what would be imported. */
export function previewImport(files: File[]) {
  const form = new FormData();
  for (const f of files) form.append("file", f, f.name);
  return request({ method: "POST", path: "/api/imports", body: form, response: "importPreview" });
}
