import { CrisisResources } from "@/components/safety";

/** Kept visible for the rest of a conversation once Mindy has shared crisis resources. */
export function CrisisNotice() {
  return (
    <div className="border-b bg-destructive/5 p-3" data-testid="chat-crisis-resources">
      <CrisisResources compact headingLevel={3} />
    </div>
  );
}
