// Payloads of /api/imports: bringing a journal in from Day One or from plain files (decision 0092).
import { z } from "zod";

/** The largest upload an import takes (all files together). */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
/** Entries one import may hold. */
export const MAX_IMPORT_ENTRIES = 10_000;
/** What a Day One .zip's Journal.json may expand to: inflation stops there (zip bombs). */
export const MAX_UNZIPPED_BYTES = 48 * 1024 * 1024;
/** Files the import accepts, for the file picker. */
export const IMPORT_ACCEPT = ".zip,.json,.md,.markdown,.txt";

export const importSourceSchema = z.enum(["dayone", "clearday", "text"]);
export type ImportSourceName = z.infer<typeof importSourceSchema>;

export const importStatusValues = ["preview", "queued", "running", "done", "failed"] as const;

const previewEntry = z.object({
  createdAt: z.string(),
  /** The local date in the entry's own time zone (Day One keeps one per entry). */
  date: z.string(),
  /** The first characters of the text. */
  text: z.string(),
});

/** POST /api/imports answer: what would be written. Nothing is, until the person confirms. */
export const importPreviewSchema = z.object({
  id: z.string(),
  source: importSourceSchema,
  status: z.literal("preview"),
  /** Entries in the file (a long one split in parts counts each part). */
  total: z.number().int(),
  /** Of those, already in the diary (an earlier import of the same file, or the same entry). */
  duplicates: z.number().int(),
  from: z.string(),
  to: z.string(),
  first: z.array(previewEntry),
  photosSkipped: z.number().int(),
  emptySkipped: z.number().int(),
  /** Entries longer than a diary entry may be, kept whole as consecutive parts. */
  splitEntries: z.number().int(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** GET /api/imports/:id (polled while it runs), POST /api/imports/:id/confirm. */
export const importStatusSchema = z.object({
  id: z.string(),
  source: importSourceSchema,
  status: z.enum(importStatusValues),
  total: z.number().int(),
  /** Entries handled so far: added plus already present. */
  processed: z.number().int(),
  added: z.number().int(),
  duplicates: z.number().int(),
  /** Added entries the crisis screen flagged. */
  flagged: z.number().int(),
  /** 0 to 1, for the progress bar. */
  progress: z.number(),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type ImportStatus = z.infer<typeof importStatusSchema>;

/** GET /api/imports/current: the person's import still waiting or running, else the latest one, else null. */
export const currentImportSchema = importStatusSchema.nullable();
