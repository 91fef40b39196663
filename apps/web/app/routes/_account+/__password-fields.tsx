import { Input } from "@tiffin/ui";

/** New password and its confirmation, with their validation messages. */
export function PasswordFields({
  labels,
  errors,
}: {
  labels: { password: string; confirmation: string };
  errors: { password?: string; password_confirmation?: string };
}) {
  return (
    <>
      <Input
        label={labels.password}
        name="password"
        type="password"
        autoComplete="new-password"
        error={errors.password}
        required
      />
      <Input
        label={labels.confirmation}
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        error={errors.password_confirmation}
        required
      />
    </>
  );
}
