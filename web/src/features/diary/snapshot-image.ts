// Turning the snapshot card into an image: captured with html-to-image (loaded only when a
// snapshot is made), saved as a download, or decoded into a Blob to share or upload.
import { SNAPSHOT_HEIGHT, SNAPSHOT_QUALITY, SNAPSHOT_WIDTH } from "@shared/diary";

const captureOptions = {
  width: SNAPSHOT_WIDTH,
  height: SNAPSHOT_HEIGHT,
  canvasWidth: SNAPSHOT_WIDTH,
  canvasHeight: SNAPSHOT_HEIGHT,
  pixelRatio: 1,
  quality: SNAPSHOT_QUALITY,
  skipFonts: true,
  backgroundColor: "#fff7ed",
};

export async function capture(node: HTMLElement, type: "png" | "jpeg"): Promise<string> {
  const { toJpeg, toPng } = await import("html-to-image"); // loaded only when a snapshot is made
  return type === "png" ? toPng(node, captureOptions) : toJpeg(node, captureOptions);
}

export function saveDataUrl(dataUrl: string, fileName: string) {
  const a = document.createElement("a");
  a.href = dataUrl;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/** Decoded in place: the CSP's connect-src does not allow fetch() of data: URLs. */
export async function dataUrlToBlob(dataUrl: string): Promise<Blob> {
  const [head, data = ""] = dataUrl.split(",", 2);
  const type = /^data:([^;,]+)/.exec(head ?? "")?.[1] ?? "application/octet-stream";
  const binary = atob(data);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}
