import { isInsideZone, isOpenAt } from "@tiffin/core";
import { type Statement, statement } from "../db/statements";
import { badRequest } from "../http/errors";

export interface DayRow {
  day: string;
  from_time: string;
  to_time: string;
  disabled: number;
}

/** Reads of a shop's working days, closed dates and delivery zone, for a D1 batch. */
export function shopRuleStatements(
  d1: D1Database,
  shopId: number,
): [Statement<DayRow>, Statement<{ day: string }>, Statement<{ polygon: string }>] {
  return [
    statement<DayRow>(d1, "SELECT day, from_time, to_time, disabled FROM shop_working_days WHERE shop_id = ?1", shopId),
    statement<{ day: string }>(d1, "SELECT day FROM shop_closed_dates WHERE shop_id = ?1", shopId),
    statement<{ polygon: string }>(d1, "SELECT polygon FROM delivery_zones WHERE shop_id = ?1", shopId),
  ];
}

/** 400 "Shop is closed" unless the shop takes orders at that date and time. */
export function assertShopOpen(
  shop: { open: number },
  days: DayRow[],
  closed: { day: string }[],
  date: string,
  time: string,
): void {
  const schedule = {
    shop_working_days: days.map((d) => ({ day: d.day, from: d.from_time, to: d.to_time, disabled: d.disabled === 1 })),
    shop_closed_date: closed.map((d) => ({ day: d.day })),
  };
  if (shop.open !== 1 || !isOpenAt(schedule, date, time)) {
    throw badRequest("ERROR_400", "Shop is closed", { delivery_time: ["The shop is closed at that time."] });
  }
}

/** 400 ERROR_433 unless the point lies in the shop's delivery zone (a shop without one delivers nowhere). */
export function assertInZone(
  zone: { polygon: string } | undefined,
  point: { latitude: number; longitude: number },
): void {
  const polygon = zone ? (JSON.parse(zone.polygon) as [number, number][]) : [];
  const inside = isInsideZone(
    point,
    polygon.map(([latitude, longitude]) => ({ latitude, longitude })),
  );
  if (!inside) throw badRequest("ERROR_433", "Sorry, we're not available here");
}

/** Today's date (UTC) as YYYY-MM-DD. */
export function today(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}
