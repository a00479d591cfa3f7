import { CRISIS_REGIONS, type CrisisRegion } from "@shared/crisis-resources";
import { useMemo, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { errorMessage } from "@/lib/api";
import { useAuth } from "@/lib/auth";
import { notify } from "@/lib/toast";
import { NativeSelect } from "./native-select";
import { browserTimeZone, timeZoneLabel, timeZoneOptions } from "./time-zones";
import { useUpdateProfile } from "./use-account";

const AUTO = "auto";

export function ProfileCard() {
  const { user } = useAuth();
  const [name, setName] = useState(user?.name ?? "");
  const [timeZone, setTimeZone] = useState(user?.timeZone ?? "UTC");
  const [region, setRegion] = useState<string>(user?.crisisRegion ?? AUTO);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateProfile();
  const detected = browserTimeZone();
  const zones = useMemo(() => timeZoneOptions(user?.timeZone, detected), [user?.timeZone, detected]);

  const changed = name.trim() !== (user?.name ?? "") || timeZone !== user?.timeZone || (region === AUTO ? null : region) !== (user?.crisisRegion ?? null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError("Enter your name.");
    if (name.trim().length > 100) return setError("Name must be at most 100 characters.");
    setError(null);
    update.mutate(
      { name: name.trim(), timeZone, crisisRegion: region === AUTO ? null : (region as CrisisRegion) },
      {
        onSuccess: (saved) => {
          setName(saved.name ?? "");
          notify({ title: "Settings saved", description: "Your profile has been updated." });
        },
        onError: (err) => setError(errorMessage(err, "We couldn't save your settings. Please try again.")),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle role="heading" aria-level={2} className="text-lg">Profile</CardTitle>
        <CardDescription>Your name, your time zone (for your diary dates, streaks and morning insights) and where crisis help should be shown for.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="space-y-5" noValidate>
          <div className="space-y-2">
            <Label htmlFor="settings-name">Name</Label>
            <Input id="settings-name" autoComplete="name" value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
          </div>
          <div className="space-y-2">
            <Label htmlFor="settings-time-zone">Time zone</Label>
            <NativeSelect id="settings-time-zone" value={timeZone} onChange={(e) => setTimeZone(e.target.value)} aria-describedby="settings-time-zone-hint">
              {zones.map((z) => (
                <option key={z} value={z}>
                  {timeZoneLabel(z)}
                </option>
              ))}
            </NativeSelect>
            <p id="settings-time-zone-hint" className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
              {detected && detected !== timeZone ? (
                <>
                  <span>This device is set to {detected.replace(/_/g, " ")}.</span>
                  <Button type="button" variant="link" className="h-auto p-0" onClick={() => setTimeZone(detected)}>
                    Use {detected.replace(/_/g, " ")}
                  </Button>
                </>
              ) : (
                <span>Matches this device.</span>
              )}
            </p>
          </div>
          <div className="space-y-2">
            <Label htmlFor="settings-region">Crisis resources region</Label>
            <NativeSelect id="settings-region" value={region} onChange={(e) => setRegion(e.target.value)} aria-describedby="settings-region-hint">
              <option value={AUTO}>Automatic (from your browser)</option>
              {CRISIS_REGIONS.map((r) => (
                <option key={r.code} value={r.code}>
                  {r.name}
                </option>
              ))}
            </NativeSelect>
            <p id="settings-region-hint" className="text-sm text-muted-foreground">
              Which helplines the SOS button and Mindy show when you might need urgent support.
            </p>
          </div>
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <Button type="submit" disabled={update.isPending || !changed}>
            {update.isPending ? "Saving..." : "Save changes"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
