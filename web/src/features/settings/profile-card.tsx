import { zodResolver } from "@hookform/resolvers/zod";
import { CRISIS_REGIONS } from "@shared/crisis-resources";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { errorMessage } from "@/api/client";
import { useUpdateProfile } from "@/api/user/update-profile";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { useAuth } from "@/lib/auth";
import { notify } from "@/lib/toast";
import { NativeSelect } from "./native-select";
import { AUTO_REGION, profileForm, type ProfileForm, type ProfileFormInput } from "./settings-forms";
import { browserTimeZone, timeZoneLabel, timeZoneOptions } from "./time-zones";

export function ProfileCard() {
  const { user, updateUser } = useAuth();
  const saved: ProfileFormInput = {
    name: user?.name ?? "",
    timeZone: user?.timeZone ?? "UTC",
    crisisRegion: (user?.crisisRegion as ProfileFormInput["crisisRegion"] | null) ?? AUTO_REGION,
  };
  const form = useForm<ProfileFormInput, unknown, ProfileForm>({ resolver: zodResolver(profileForm), defaultValues: saved });
  const update = useUpdateProfile();
  const detected = browserTimeZone();
  const zones = useMemo(() => timeZoneOptions(user?.timeZone, detected), [user?.timeZone, detected]);
  const [name, timeZone, region] = form.watch(["name", "timeZone", "crisisRegion"]);
  const changed = name.trim() !== saved.name || timeZone !== saved.timeZone || region !== saved.crisisRegion;

  const submit = (values: ProfileForm) =>
    update.mutate(
      { ...values, crisisRegion: values.crisisRegion === AUTO_REGION ? null : values.crisisRegion },
      {
        onSuccess: (user) => {
          updateUser(user);
          form.reset({ name: user.name ?? "", timeZone: user.timeZone, crisisRegion: (user.crisisRegion as ProfileFormInput["crisisRegion"] | null) ?? AUTO_REGION });
          notify({ title: "Settings saved", description: "Your profile has been updated." });
        },
        onError: (err) => form.setError("root.server", { message: errorMessage(err, "We couldn't save your settings. Please try again.") }),
      },
    );

  const serverError = form.formState.errors.root?.server?.message;
  return (
    <Card>
      <CardHeader>
        <CardTitle role="heading" aria-level={2} className="text-lg">
          Profile
        </CardTitle>
        <CardDescription>Your name, your time zone (for your diary dates, streaks and morning insights) and where crisis help should be shown for.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(submit)} className="space-y-5" noValidate>
            <FormField
              control={form.control}
              name="name"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Name</FormLabel>
                  <FormControl>
                    <Input autoComplete="name" maxLength={100} {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="timeZone"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Time zone</FormLabel>
                  <FormControl>
                    <NativeSelect {...field}>
                      {zones.map((z) => (
                        <option key={z} value={z}>
                          {timeZoneLabel(z)}
                        </option>
                      ))}
                    </NativeSelect>
                  </FormControl>
                  <FormDescription className="flex flex-wrap items-center gap-x-2">
                    {detected && detected !== field.value ? (
                      <>
                        <span>This device is set to {detected.replace(/_/g, " ")}.</span>
                        <Button type="button" variant="link" className="h-auto p-0" onClick={() => form.setValue("timeZone", detected, { shouldDirty: true })}>
                          Use {detected.replace(/_/g, " ")}
                        </Button>
                      </>
                    ) : (
                      <span>Matches this device.</span>
                    )}
                  </FormDescription>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="crisisRegion"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Crisis resources region</FormLabel>
                  <FormControl>
                    <NativeSelect {...field}>
                      <option value={AUTO_REGION}>Automatic (from your browser)</option>
                      {CRISIS_REGIONS.map((r) => (
                        <option key={r.code} value={r.code}>
                          {r.name}
                        </option>
                      ))}
                    </NativeSelect>
                  </FormControl>
                  <FormDescription>Which helplines the SOS button and Mindy show when you might need urgent support.</FormDescription>
                </FormItem>
              )}
            />
            {serverError && (
              <p role="alert" className="text-sm text-destructive">
                {serverError}
              </p>
            )}
            <Button type="submit" disabled={update.isPending || !changed}>
              {update.isPending ? "Saving..." : "Save changes"}
            </Button>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
