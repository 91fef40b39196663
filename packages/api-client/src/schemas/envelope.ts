import { z } from "zod";

/** The success envelope: `{timestamp, status:true, message, data}`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    timestamp: z.string(),
    status: z.literal(true),
    message: z.string(),
    data,
  });
}

/** The error shape of every failed call. */
export const errorBodySchema = z.object({
  timestamp: z.string(),
  status: z.literal(false),
  statusCode: z.string(),
  message: z.string(),
  params: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const paginationLinksSchema = z.object({
  first: z.string().nullable(),
  last: z.string().nullable(),
  prev: z.string().nullable(),
  next: z.string().nullable(),
});

export const paginationMetaSchema = z.object({
  current_page: z.number().int(),
  from: z.number().int().nullable(),
  last_page: z.number().int(),
  links: z.array(z.unknown()),
  path: z.string(),
  per_page: z.number().int(),
  to: z.number().int().nullable(),
  total: z.number().int(),
});
export type PaginationMeta = z.infer<typeof paginationMetaSchema>;

/**
 * A page of a list answered in the envelope, with the `links` and `meta` of a paginated list
 * beside `data` for clients that page through it.
 */
export function envelopedPage<T extends z.ZodType>(item: T) {
  return envelope(z.array(item)).extend({ links: paginationLinksSchema, meta: paginationMetaSchema });
}

/** Paginated lists are bare (not enveloped): `{data, links, meta}`. */
export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    links: paginationLinksSchema,
    meta: paginationMetaSchema,
  });
}
export type Paginated<T> = { data: T[]; links: z.infer<typeof paginationLinksSchema>; meta: PaginationMeta };
