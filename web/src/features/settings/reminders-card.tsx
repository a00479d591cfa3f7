import { MAX_REMINDER_TIMES, WEEKDAYS, type ReminderSettings, type RemindersResponse } from "@shared/contract/reminders";
import { PRODUCT_NAME } from "@shared/brand";
import { BellOff, BellRing, Plus, Send, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/api/client";
import { useAddDevice } from "@/api/reminders/add-device";
import { useReminders } from "@/api/reminders/get-reminders";
import { useRemoveDevice } from "@/api/reminders/remove-device";
import { useSaveReminders } from "@/api/reminders/save-reminders";
import { useSendTestReminder } from "@/api/reminders/send-test-reminder";
import { notify } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { NativeSelect } from "./native-select";
import { PushSetupError, currentSubscription, pushSupport, subscribeThisDevice, unsubscribeThisDevice } from "./push-device";

const HOURS = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, "0")}:00`);
const DAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** "20:00" as this browser shows times ("8:00 PM" or "20:00"). */
const timeLabel = (t: string) =>
  new Intl.DateTimeFormat(undefined, { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(new Date(Date.UTC(2024, 0, 1, Number(t.slice(0, 2)))));

const same = (a: ReminderSettings, b: ReminderSettings) => JSON.stringify(a) === JSON.stringify(b);

export function RemindersCard() {
  const support = pushSupport();
  const reminders = useReminders();
  const [onThisDevice, setOnThisDevice] = useState<boolean | null>(null);

  useEffect(() => {
    let live = true;
    currentSubscription()
      .then((s) => live && setOnThisDevice(s !== null))
      .catch(() => live && setOnThisDevice(false));
    return () => {
      live = false;
    };
  }, []);

  return (
    <Card aria-labelledby="reminders-title">
      <CardHeader>
        <CardTitle id="reminders-title" role="heading" aria-level={2} className="text-lg">
          Reminders
        </CardTitle>
        <CardDescription>
          A gentle nudge to write, at the times you choose. Reminders never show anything you wrote, and they stay quiet once you have written, if you like.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {reminders.isPending || (support === "supported" && onThisDevice === null) ? (
          <div className="space-y-3" aria-busy="true" aria-label="Loading your reminders">
            <Skeleton className="h-9 w-48" />
            <Skeleton className="h-5 w-full" />
          </div>
        ) : !reminders.data ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(reminders.error, "Your reminders couldn't be loaded. Please try again.")}
          </p>
        ) : !reminders.data.available ? (
          <p className="text-sm text-muted-foreground">Reminders aren't set up on this server yet.</p>
        ) : support !== "supported" ? (
          <Unsupported support={support} />
        ) : (
          <ReminderControls data={reminders.data} onThisDevice={onThisDevice === true} setOnThisDevice={setOnThisDevice} />
        )}
      </CardContent>
    </Card>
  );
}

function Unsupported({ support }: { support: Exclude<ReturnType<typeof pushSupport>, "supported"> }) {
  if (support === "ios-home-screen") {
    return (
      <div className="space-y-2 text-sm" data-testid="reminders-ios">
        <p className="font-medium">Add {PRODUCT_NAME} to your Home Screen first</p>
        <p className="text-muted-foreground">
          On iPhone and iPad, reminders work in the app on your Home Screen: tap the Share button, choose "Add to Home Screen", then open {PRODUCT_NAME} from there and turn
          reminders on here.
        </p>
      </div>
    );
  }
  return (
    <p className="text-sm text-muted-foreground">
      {support === "dev-server"
        ? "Reminders need the built app (npm start); the development server has no service worker."
        : "This browser can't show reminders. Try a recent Chrome, Edge, Firefox or Safari."}
    </p>
  );
}

function ReminderControls({ data, onThisDevice, setOnThisDevice }: { data: RemindersResponse; onThisDevice: boolean; setOnThisDevice: (on: boolean) => void }) {
  const [draft, setDraft] = useState<ReminderSettings>(data.settings);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<"on" | "off" | null>(null);
  const save = useSaveReminders();
  const addDevice = useAddDevice();
  const removeDevice = useRemoveDevice();
  const test = useSendTestReminder();
  const on = data.settings.enabled && onThisDevice;
  const ids = useId();

  // Saved elsewhere (another tab, turning on): start from what the server has.
  useEffect(() => setDraft(data.settings), [data.settings]);

  const turnOn = async () => {
    setError(null);
    setBusy("on");
    try {
      const sub = await subscribeThisDevice(data.vapidPublicKey!);
      await addDevice.mutateAsync(sub);
      await save.mutateAsync({ ...draft, enabled: true });
      setOnThisDevice(true);
      notify({ title: "Reminders are on", description: `You'll get them at ${draft.times.map(timeLabel).join(", ")}.` });
    } catch (err) {
      setError(err instanceof PushSetupError ? err.message : errorMessage(err, "Reminders couldn't be turned on. Please try again."));
    } finally {
      setBusy(null);
    }
  };

  const turnOff = async () => {
    setError(null);
    setBusy("off");
    try {
      const endpoint = await unsubscribeThisDevice();
      const after = endpoint ? await removeDevice.mutateAsync(endpoint) : data;
      // The last device: reminders are off altogether.
      if (after.devices === 0) await save.mutateAsync({ ...data.settings, enabled: false });
      setOnThisDevice(false);
      notify({ title: "Reminders are off", description: after.devices > 0 ? "Your other devices still get them." : "You won't get reminders anymore." });
    } catch (err) {
      setError(errorMessage(err, "Reminders couldn't be turned off. Please try again."));
    } finally {
      setBusy(null);
    }
  };

  const saveChanges = () => {
    setError(null);
    save.mutate(draft, {
      onSuccess: () => notify({ title: "Reminders saved", description: `At ${draft.times.map(timeLabel).join(", ")}.` }),
      onError: (err) => setError(errorMessage(err, "Your reminder times couldn't be saved. Please try again.")),
    });
  };

  const sendTest = () => {
    setError(null);
    test.mutate(undefined, {
      onSuccess: (r) => notify({ title: "Test reminder sent", description: r.message }),
      onError: (err) => setError(errorMessage(err, "The test reminder couldn't be sent. Please try again.")),
    });
  };

  const setTime = (i: number, value: string) => setDraft((d) => ({ ...d, times: d.times.map((t, j) => (j === i ? value : t)) }));
  const addTime = () => setDraft((d) => ({ ...d, times: [...d.times, HOURS.find((h) => !d.times.includes(h) && h >= "12:00") ?? HOURS.find((h) => !d.times.includes(h))!] }));
  const removeTime = (i: number) => setDraft((d) => ({ ...d, times: d.times.filter((_, j) => j !== i) }));
  const toggleDay = (day: number) => setDraft((d) => ({ ...d, days: d.days.includes(day) ? d.days.filter((x) => x !== day) : [...d.days, day].sort((a, b) => a - b) }));

  const duplicate = new Set(draft.times).size !== draft.times.length;
  const invalid = duplicate ? "Each time can be chosen once." : draft.days.length === 0 ? "Choose at least one day." : null;
  const changed = !same({ ...draft, enabled: data.settings.enabled }, data.settings);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <p className="flex items-center gap-2 text-sm font-medium" role="status" data-testid="reminders-status">
          {on ? <BellRing className="size-4 text-primary" aria-hidden /> : <BellOff className="size-4 text-muted-foreground" aria-hidden />}
          {on ? "Reminders are on for this device" : "Reminders are off on this device"}
        </p>
        {!on ? (
          <Button onClick={() => void turnOn()} disabled={busy !== null || invalid !== null}>
            <BellRing aria-hidden /> {busy === "on" ? "Turning on..." : "Turn on reminders"}
          </Button>
        ) : (
          <>
            <Button variant="outline" onClick={sendTest} disabled={test.isPending || busy !== null}>
              <Send aria-hidden /> {test.isPending ? "Sending..." : "Send a test reminder"}
            </Button>
            <Button variant="ghost" onClick={() => void turnOff()} disabled={busy !== null}>
              <BellOff aria-hidden /> {busy === "off" ? "Turning off..." : "Turn off"}
            </Button>
          </>
        )}
      </div>
      {!on && <p className="text-sm text-muted-foreground">Your browser will ask whether {PRODUCT_NAME} may show notifications. You can turn them off here any time.</p>}

      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">Times</legend>
        <p className="text-sm text-muted-foreground" id={`${ids}-zone`}>
          Up to {MAX_REMINDER_TIMES} a day, in your time zone ({data.timeZone.replace(/_/g, " ")}; change it under Profile).
        </p>
        <ul className="flex flex-wrap gap-3">
          {draft.times.map((t, i) => (
            <li key={i} className="flex items-center gap-1">
              <Label htmlFor={`${ids}-time-${i}`} className="sr-only">
                Reminder time {i + 1}
              </Label>
              <NativeSelect id={`${ids}-time-${i}`} value={t} onChange={(e) => setTime(i, e.target.value)} className="w-32" aria-describedby={`${ids}-zone`}>
                {HOURS.map((h) => (
                  <option key={h} value={h}>
                    {timeLabel(h)}
                  </option>
                ))}
              </NativeSelect>
              {draft.times.length > 1 && (
                <Button variant="ghost" size="icon" onClick={() => removeTime(i)} aria-label={`Remove the ${timeLabel(t)} reminder`}>
                  <X aria-hidden />
                </Button>
              )}
            </li>
          ))}
          {draft.times.length < MAX_REMINDER_TIMES && (
            <li>
              <Button variant="outline" onClick={addTime}>
                <Plus aria-hidden /> Add a time
              </Button>
            </li>
          )}
        </ul>
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">Days</legend>
        <div className="flex flex-wrap gap-2">
          {WEEKDAYS.map((day) => {
            const chosen = draft.days.includes(day);
            return (
              <Button
                key={day}
                variant="outline"
                size="sm"
                aria-pressed={chosen}
                onClick={() => toggleDay(day)}
                className={cn("w-12", chosen && "border-primary bg-primary/10 text-foreground")}
              >
                {/* Seen as "Mon", heard as "Monday". */}
                <span aria-hidden>{DAY_NAMES[day - 1]!.slice(0, 3)}</span>
                <span className="sr-only">{DAY_NAMES[day - 1]}</span>
              </Button>
            );
          })}
        </div>
      </fieldset>

      <div className="flex items-start gap-3">
        <Checkbox id={`${ids}-skip`} checked={draft.skipIfWritten} onCheckedChange={(v) => setDraft((d) => ({ ...d, skipIfWritten: v === true }))} />
        <div className="grid gap-1">
          <Label htmlFor={`${ids}-skip`}>Skip if I've already written today</Label>
          <p className="text-sm text-muted-foreground">No reminder on a day you've already written in your diary.</p>
        </div>
      </div>

      {(error || invalid) && (
        <p role="alert" className="text-sm text-destructive">
          {error ?? invalid}
        </p>
      )}
      {data.settings.enabled && (
        <Button onClick={saveChanges} disabled={!changed || invalid !== null || save.isPending}>
          {save.isPending ? "Saving..." : "Save reminder times"}
        </Button>
      )}
    </div>
  );
}
