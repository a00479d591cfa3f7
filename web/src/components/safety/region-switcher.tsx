import { CRISIS_REGIONS, type CrisisRegion } from "@shared/crisis-resources";
import { useId } from "react";
import { cn } from "@/lib/utils";

/** A small native select: reliable with keyboards, screen readers and phone pickers. */
export function RegionSwitcher({ region, onChange, className }: { region: CrisisRegion; onChange: (region: CrisisRegion) => void; className?: string }) {
  const id = useId();
  return (
    <div className={cn("flex flex-wrap items-center gap-2 text-sm", className)}>
      <label htmlFor={id} className="text-muted-foreground">
        Showing help for
      </label>
      <select
        id={id}
        value={region}
        onChange={(e) => onChange(e.target.value as CrisisRegion)}
        className="h-8 rounded-md border border-input bg-background px-2 text-sm text-foreground shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 dark:bg-input/30"
      >
        {CRISIS_REGIONS.map((r) => (
          <option key={r.code} value={r.code}>
            {r.name}
          </option>
        ))}
      </select>
    </div>
  );
}
