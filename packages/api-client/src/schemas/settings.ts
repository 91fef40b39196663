import { z } from "zod";

export const settingSchema = z.object({ key: z.string(), value: z.string().nullable() });
export const settingsSchema = z.array(settingSchema);
export type Setting = z.infer<typeof settingSchema>;

/** Settings as a key → value map, the form the storefront reads them in. */
export function settingsToMap(settings: Setting[]): Record<string, string> {
  const map: Record<string, string> = {};
  for (const { key, value } of settings) map[key] = value ?? "";
  return map;
}
