import { z } from "zod";
import { listOf, locationInput, pageQuery, queryPerPage } from "./fields";

const text = (max: number) => z.string().trim().max(max).nullable().optional();

export const addressBody = z.object({
  title: text(100),
  address: z.object(
    {
      address: z.string({ message: "Required" }).trim().min(1, "Required").max(300),
      office: text(100),
      house: text(100),
      floor: text(50),
    },
    { message: "Required" },
  ),
  location: locationInput,
  active: z.union([z.boolean(), z.literal(0), z.literal(1)]).optional(),
});
export type AddressBody = z.input<typeof addressBody>;

export const addressesPageQuery = pageQuery.extend({ perPage: queryPerPage(100) }).passthrough();
export type AddressesPageQuery = z.input<typeof addressesPageQuery>;

export const addressDeleteQuery = z
  .object({
    ids: listOf(z.string().regex(/^\d+$/, "The ids must be integers.").transform(Number), "ids", "Required"),
  })
  .passthrough();
export type AddressDeleteQuery = z.input<typeof addressDeleteQuery>;

export const addressRequests = {
  "GET /dashboard/user/addresses": { query: addressesPageQuery },
  "POST /dashboard/user/addresses": { body: addressBody },
  "PUT /dashboard/user/addresses/:id": { body: addressBody },
  "DELETE /dashboard/user/addresses/delete": { query: addressDeleteQuery },
} as const;
