// Reads Journal.json out of a Day One .zip with fflate, never expanding more than
// MAX_UNZIPPED_BYTES: the compressed data is fed to the inflater in small pieces (deflate expands a
// piece at most ~1,000 times), the count of bytes out stops it at the limit, and so does a ratio no
// JSON text reaches (a bomb is mostly one repeated byte), so a zip bomb costs about a megabyte of
// work, not gigabytes. The sizes a zip declares are checked first but not trusted. Photos and other
// files are never expanded.
import { Inflate, Unzip, type UnzipDecoder, type UnzipFile } from "fflate";
import { MAX_UNZIPPED_BYTES } from "../../shared/contract/imports";
import { ImportError } from "./import-error";

const PIECE = 1024;
/** Journal JSON compresses about 3 to 10 times; past this ratio (and a megabyte) it is not text. */
const MAX_RATIO = 100;
const RATIO_AFTER = 1024 * 1024;
const MB = (n: number) => `${Math.round(n / (1024 * 1024))} MB`;

class TooLarge extends Error {}

/** DEFLATE for zip entries, fed in pieces so no single step can expand a bomb in one go. */
class PiecewiseInflate implements UnzipDecoder {
  static compression = 8;
  ondata: UnzipDecoder["ondata"] = () => {};
  private consumed = 0;
  private produced = 0;
  private readonly inflate = new Inflate((data, final) => {
    this.produced += data.length;
    if (this.produced > RATIO_AFTER && this.produced > MAX_RATIO * this.consumed) throw new TooLarge();
    this.ondata(null, data, final);
  });

  push(chunk: Uint8Array, final: boolean): void {
    if (chunk.length === 0) return this.inflate.push(chunk, final);
    for (let i = 0; i < chunk.length; i += PIECE) {
      const piece = chunk.subarray(i, i + PIECE);
      this.consumed += piece.length;
      this.inflate.push(piece, final && i + PIECE >= chunk.length);
    }
  }
}

const isJournal = (name: string) => !name.startsWith("__MACOSX/") && /(^|\/)journal\.json$/i.test(name);

/** The bytes of Journal.json in a Day One export .zip. */
export function readJournalJson(zip: Uint8Array, fileName: string): Uint8Array {
  if (zip.length < 4 || zip[0] !== 0x50 || zip[1] !== 0x4b) throw new ImportError(`"${fileName}" isn't a .zip file that can be opened.`);
  const parts: Uint8Array[] = [];
  let size = 0;
  let found = false;
  let done = false;
  let failure: string | null = null;

  const unzip = new Unzip((file: UnzipFile) => {
    if (found || !isJournal(file.name)) return; // never expanded
    found = true;
    if (file.originalSize !== undefined && file.originalSize > MAX_UNZIPPED_BYTES) throw new TooLarge();
    file.ondata = (err, data, final) => {
      if (err) {
        failure = err.message;
        return;
      }
      size += data.length;
      if (size > MAX_UNZIPPED_BYTES) throw new TooLarge();
      parts.push(data);
      if (final) done = true;
    };
    file.start();
  });
  unzip.register(PiecewiseInflate);
  try {
    unzip.push(zip, true);
  } catch (err) {
    if (err instanceof TooLarge) {
      throw new ImportError(
        `"${fileName}" expands to far more than a journal's text could (over ${MB(MAX_UNZIPPED_BYTES)}, or mostly one repeated byte), so it wasn't opened. Export from Day One again, or import the Journal.json inside it.`,
      );
    }
    throw new ImportError(`"${fileName}" is damaged or isn't a .zip that can be opened.`);
  }
  if (!found) {
    throw new ImportError(`"${fileName}" has no Journal.json inside. In Day One, choose File → Export → JSON and import the .zip it makes.`);
  }
  if (failure || !done) throw new ImportError(`"${fileName}" is damaged: its Journal.json can't be read.`);
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
