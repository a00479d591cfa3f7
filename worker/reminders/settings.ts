// Reminder settings as the API speaks them (times, ISO weekdays) and as D1 stores them (bit masks).
import { DEFAULT_REMINDER_SETTINGS, WEEKDAYS, type ReminderSettings } from "../../shared/contract/reminders";

export interface SettingsRow {
  enabled: boolean | number;
  hours_mask: number;
  days_mask: number;
  skip_if_written: boolean | number;
}

export const hoursToMask = (times: string[]) => times.reduce((m, t) => m | (1 << Number(t.slice(0, 2))), 0);
export const daysToMask = (days: number[]) => days.reduce((m, d) => m | (1 << (d - 1)), 0);

export function fromRow(row: SettingsRow | null | undefined): ReminderSettings {
  if (!row) return { ...DEFAULT_REMINDER_SETTINGS, days: [...DEFAULT_REMINDER_SETTINGS.days] };
  const times: string[] = [];
  for (let h = 0; h < 24; h++) if (row.hours_mask & (1 << h)) times.push(`${String(h).padStart(2, "0")}:00`);
  return {
    enabled: Boolean(row.enabled),
    times: times.length > 0 ? times : [...DEFAULT_REMINDER_SETTINGS.times],
    days: WEEKDAYS.filter((d) => row.days_mask & (1 << (d - 1))),
    skipIfWritten: Boolean(row.skip_if_written),
  };
}
