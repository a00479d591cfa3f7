import type { ContentfulStatusCode } from "hono/utils/http-status";
import { HttpError } from "../lib/http-error";

/** A file that cannot be imported: the message tells the person why and what to do; nothing is written. */
export class ImportError extends HttpError {
  constructor(message: string, status: ContentfulStatusCode = 400) {
    super(status, message);
  }
}
