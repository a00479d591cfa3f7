import { CrisisResources, GroundingExercise } from "@/components/safety";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";

/** Shown at once when a saved entry is marked at acute risk: the entry is kept, help comes first. */
export function CrisisDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-h-[95dvh] overflow-y-auto sm:max-w-lg"
        data-testid="diary-crisis-dialog"
        // Help comes first: focus starts on the first number to call.
        onOpenAutoFocus={(e) => {
          const call = (e.currentTarget as HTMLElement).querySelector<HTMLElement>('a[href^="tel:"]');
          if (!call) return;
          e.preventDefault();
          call.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Thank you for writing this down</DialogTitle>
          <DialogDescription>Your entry is saved. What you wrote sounds really painful, and you deserve support right now. Are you safe at the moment?</DialogDescription>
        </DialogHeader>
        <CrisisResources compact headingLevel={3} />
        <GroundingExercise />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Back to my diary
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
