// HTTP Range parsing for the audio route (RFC 9110 §14): one byte range, or none.

export type RangeResult =
  | { kind: "none" } // no (usable) Range: send the whole file
  | { kind: "range"; offset: number; length: number }
  | { kind: "unsatisfiable" };

/**
 * `bytes=a-b`, `bytes=a-` and `bytes=-n` against a file of `size` bytes. A malformed header or
 * several ranges are ignored (the whole file is a valid answer); a range starting past the end
 * is unsatisfiable (416).
 */
export function parseRange(header: string | null | undefined, size: number): RangeResult {
  if (!header) return { kind: "none" };
  const m = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header.trim());
  if (!m) return { kind: "none" };
  const [, startText = "", endText = ""] = m;
  if (startText === "" && endText === "") return { kind: "none" };
  if (startText === "") {
    // Suffix: the last n bytes.
    const n = Number(endText);
    if (n === 0 || size === 0) return { kind: "unsatisfiable" };
    const length = Math.min(n, size);
    return { kind: "range", offset: size - length, length };
  }
  const start = Number(startText);
  if (start >= size) return { kind: "unsatisfiable" };
  const end = endText === "" ? size - 1 : Math.min(Number(endText), size - 1);
  if (end < start) return { kind: "none" }; // syntactically invalid: ignore it
  return { kind: "range", offset: start, length: end - start + 1 };
}
