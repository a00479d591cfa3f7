import type { Context } from "hono";
import type { z } from "zod";
import { HttpError, badRequest } from "./http-error";

/** Turns the first zod issue into a message that names the field: "email: Enter a valid email address". */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid request.";
  const path = issue.path.map(String).join(".");
  return path ? `${path}: ${issue.message}` : issue.message;
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(describeIssue(result.error));
  return result.data;
}

/** Reads and validates a JSON body: malformed JSON or a wrong shape is a 400, never a 500. */
export async function jsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw badRequest("The request body must be valid JSON.");
  }
  return parseWith(schema, raw);
}
