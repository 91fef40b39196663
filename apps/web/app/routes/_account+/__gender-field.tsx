import { Select } from "@tiffin/ui";

/** Gender as a native select (male, female, other, or none said). */
export function GenderField({
  texts,
  defaultValue,
}: {
  texts: { gender: string; genderNone: string; male: string; female: string; other: string };
  defaultValue?: string | null;
}) {
  return (
    <Select
      label={texts.gender}
      name="gender"
      defaultValue={defaultValue ?? ""}
      options={[
        { value: "", label: texts.genderNone },
        { value: "male", label: texts.male },
        { value: "female", label: texts.female },
        { value: "other", label: texts.other },
      ]}
    />
  );
}
