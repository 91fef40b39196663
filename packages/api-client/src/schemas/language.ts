import { z } from "zod";

export const languageSchema = z.object({
  id: z.number().int(),
  locale: z.string(),
  title: z.string(),
  backward: z.boolean(),
  default: z.boolean(),
});
export type Language = z.infer<typeof languageSchema>;
