import { bookingTablesResponse, shopSectionsResponse } from "@tiffin/api-client";
import { call } from "./api";

/** Every bookable table of a shop, section by section, as the public booking calls list them. */
export async function tablesOfShop(shopId = 1) {
  const sections = shopSectionsResponse.parse((await call(`rest/booking/shop-sections?shop_id=${shopId}`)).body);
  const tables = [];
  for (const section of sections.data) {
    const page = bookingTablesResponse.parse((await call(`rest/booking/tables?shop_section_id=${section.id}`)).body);
    tables.push(...page.data);
  }
  return tables;
}
