// The snapshot card: 600x400 with fixed colours, so the image looks the same in light and dark mode.
import { PRODUCT_NAME } from "@shared/brand";
import { SNAPSHOT_HEIGHT, SNAPSHOT_WIDTH, splitEntryContent, truncateSnapshotText } from "@shared/diary";
import { snapshotMoodLabel } from "@shared/moods";
import { format } from "date-fns";
import type { Ref } from "react";
import type { JournalEntry } from "@/api/journal/get-journal-entries";

export function SnapshotCard({ entry, ref }: { entry: JournalEntry; ref: Ref<HTMLDivElement> }) {
  const created = new Date(entry.createdAt);
  const { title, body } = splitEntryContent(entry.content);
  const mood = entry.mood !== null ? snapshotMoodLabel(entry.mood) : null;
  return (
    <div
      ref={ref}
      data-testid="snapshot-card"
      style={{
        width: SNAPSHOT_WIDTH,
        height: SNAPSHOT_HEIGHT,
        background: "linear-gradient(135deg, #fff7ed 0%, #fdf2f8 55%, #eef2ff 100%)",
        color: "#1f2937",
        fontFamily: "Georgia, 'Times New Roman', serif",
      }}
      className="flex flex-col p-8"
    >
      <div className="flex items-center justify-between text-sm" style={{ color: "#6b7280", fontFamily: "system-ui, sans-serif" }}>
        <span>{format(created, "MMMM d, yyyy")}</span>
        {mood && (
          <span className="rounded-full px-3 py-1" style={{ background: "rgba(255,255,255,0.7)", color: "#374151" }}>
            {mood.emoji} {mood.label}
          </span>
        )}
      </div>
      {title && (
        <p className="mt-5 text-lg font-semibold" style={{ color: "#9a3412" }}>
          {title}
        </p>
      )}
      <p className="mt-3 flex-1 overflow-hidden text-lg leading-relaxed whitespace-pre-line">{truncateSnapshotText(body)}</p>
      <p className="text-sm" style={{ color: "#9ca3af", fontFamily: "system-ui, sans-serif" }}>
        My journal · {PRODUCT_NAME}
      </p>
    </div>
  );
}
