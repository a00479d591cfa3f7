import { format } from "date-fns";

/** 'MMMM d, yyyy at h:mm a' ("March 12, 2025 at 3:04 PM"), or 'Unknown date' without a valid date. */
export function entryDate(createdAt: string | null | undefined): string {
  if (!createdAt) return "Unknown date";
  const d = new Date(createdAt);
  return Number.isNaN(d.getTime()) ? "Unknown date" : format(d, "MMMM d, yyyy 'at' h:mm a");
}
