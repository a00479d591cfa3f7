import { Button } from "@/components/ui/button";
import { closeDiaryOverlay } from "@/lib/diary-overlay";

export default function DiaryOverlay() {
  return (
    <div role="dialog" aria-modal="true" aria-label="My Diary" className="fixed inset-0 z-50 bg-background p-6">
      <h2 className="text-xl font-semibold">My Diary</h2>
      <Button onClick={closeDiaryOverlay}>Close</Button>
    </div>
  );
}
