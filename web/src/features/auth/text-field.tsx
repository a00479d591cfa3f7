import type { ComponentProps, ReactNode } from "react";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";

type TextFieldProps<T extends FieldValues> = Omit<ComponentProps<typeof Input>, "name"> & {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** Shown at the right of the label, e.g. the forgot-password link. */
  aside?: ReactNode;
  /** Shown under the input, above the validation message, e.g. the password strength. */
  hint?: ReactNode;
};

/** One labelled input of an auth form, with its validation message. */
export function TextField<T extends FieldValues>({ control, name, label, aside, hint, ...input }: TextFieldProps<T>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          {aside ? (
            <div className="flex items-center justify-between">
              <FormLabel>{label}</FormLabel>
              {aside}
            </div>
          ) : (
            <FormLabel>{label}</FormLabel>
          )}
          <FormControl>
            <Input {...input} {...field} />
          </FormControl>
          {hint}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
