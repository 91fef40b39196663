// Table reservations at a few restaurants: their booking set-up, sections and tables.
import { insertRows } from "../sql.mjs";

/** Shop ids (index + 1 in shops.mjs) that take reservations. */
export const bookingShops = [1, 3, 4];

const sections = [
  { area: "Main hall", img: "/storage/images/sections/main-hall.svg", tables: [2, 2, 4, 4, 6] },
  { area: "Terrace", img: "/storage/images/sections/terrace.svg", tables: [2, 4, 8] },
];

export function bookingSeed() {
  const bookings = [];
  const sectionRows = [];
  const tables = [];
  for (const shopId of bookingShops) {
    bookings.push({ id: shopId, shop_id: shopId, max_time: 180, active: 1 });
    sections.forEach((section, s) => {
      const sectionId = shopId * 10 + s + 1;
      sectionRows.push({ id: sectionId, shop_id: shopId, area: section.area, img: section.img });
      section.tables.forEach((chairs, t) => {
        tables.push({
          id: sectionId * 10 + t + 1,
          shop_section_id: sectionId,
          name: `${section.area} ${t + 1}`,
          chair_count: chairs,
        });
      });
    });
  }
  return [
    ...insertRows("bookings", bookings),
    ...insertRows("shop_sections", sectionRows),
    ...insertRows("booking_tables", tables),
  ];
}
