import { z } from "zod";

/** The `translation` object of a translatable resource, in the requested locale. */
export const translationSchema = z.object({
  id: z.number().int(),
  locale: z.string(),
  title: z.string(),
  description: z.string().nullable().optional(),
  address: z.string().nullable().optional(),
});
export type Translation = z.infer<typeof translationSchema>;
