import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/** Drizzle's view of the tables created by migrations/*.sql (the SQL files are the source of truth). */

export const settings = sqliteTable("settings", {
  key: text("key").primaryKey(),
  value: text("value"),
});

export const languages = sqliteTable("languages", {
  id: integer("id").primaryKey(),
  locale: text("locale").notNull().unique(),
  title: text("title").notNull(),
  backward: integer("backward", { mode: "boolean" }).notNull().default(false),
  isDefault: integer("is_default", { mode: "boolean" }).notNull().default(false),
  active: integer("active", { mode: "boolean" }).notNull().default(true),
});

export const currencies = sqliteTable("currencies", {
  id: integer("id").primaryKey(),
  symbol: text("symbol").notNull(),
  title: text("title").notNull(),
  position: text("position", { enum: ["before", "after"] }).notNull(),
  isDefault: integer("is_default", { mode: "boolean" }).notNull().default(false),
  rate: real("rate").notNull(),
  active: integer("active", { mode: "boolean" }).notNull().default(true),
});

export const shops = sqliteTable(
  "shops",
  {
    id: integer("id").primaryKey(),
    uuid: text("uuid").notNull().unique(),
    slug: text("slug").notNull().unique(),
    type: text("type", { enum: ["restaurant", "shop"] }).notNull(),
    logoImg: text("logo_img"),
    backgroundImg: text("background_img"),
    phone: text("phone"),
    price: integer("price").notNull().default(0),
    pricePerKm: integer("price_per_km").notNull().default(0),
    tax: real("tax").notNull().default(0),
    serviceFee: integer("service_fee").notNull().default(0),
    minAmount: integer("min_amount").notNull().default(0),
    open: integer("open", { mode: "boolean" }).notNull().default(true),
    status: text("status").notNull().default("approved"),
    timeZone: text("time_zone").notNull().default("Europe/London"),
    isRecommended: integer("is_recommended", { mode: "boolean" }).notNull().default(false),
    deliveryTimeFrom: integer("delivery_time_from").notNull(),
    deliveryTimeTo: integer("delivery_time_to").notNull(),
    deliveryTimeType: text("delivery_time_type", { enum: ["minute", "hour", "day"] }).notNull(),
    latitude: real("latitude").notNull(),
    longitude: real("longitude").notNull(),
    ratingAvg: real("rating_avg"),
    reviewsCount: integer("reviews_count").notNull().default(0),
    ordersCount: integer("orders_count").notNull().default(0),
    createdAt: text("created_at").notNull(),
  },
  (t) => [index("shops_type_status").on(t.type, t.status), index("shops_created_at").on(t.createdAt)],
);

export const shopTranslations = sqliteTable(
  "shop_translations",
  {
    id: integer("id").primaryKey(),
    shopId: integer("shop_id").notNull(),
    locale: text("locale").notNull(),
    title: text("title").notNull(),
    description: text("description"),
    address: text("address"),
  },
  (t) => [uniqueIndex("shop_translations_shop_id_locale_unique").on(t.shopId, t.locale)],
);

export const shopWorkingDays = sqliteTable("shop_working_days", {
  id: integer("id").primaryKey(),
  shopId: integer("shop_id").notNull(),
  day: text("day").notNull(),
  fromTime: text("from_time").notNull(),
  toTime: text("to_time").notNull(),
  disabled: integer("disabled", { mode: "boolean" }).notNull().default(false),
});

export const shopClosedDates = sqliteTable("shop_closed_dates", {
  id: integer("id").primaryKey(),
  shopId: integer("shop_id").notNull(),
  day: text("day").notNull(),
});

export const shopTags = sqliteTable("shop_tags", {
  id: integer("id").primaryKey(),
  img: text("img"),
});

export const shopTagTranslations = sqliteTable("shop_tag_translations", {
  id: integer("id").primaryKey(),
  shopTagId: integer("shop_tag_id").notNull(),
  locale: text("locale").notNull(),
  title: text("title").notNull(),
});

export const shopTagLinks = sqliteTable(
  "shop_tag_links",
  {
    shopId: integer("shop_id").notNull(),
    shopTagId: integer("shop_tag_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.shopTagId] })],
);

export const deliveryZones = sqliteTable("delivery_zones", {
  id: integer("id").primaryKey(),
  shopId: integer("shop_id").notNull().unique(),
  polygon: text("polygon").notNull(),
  minLat: real("min_lat").notNull(),
  maxLat: real("max_lat").notNull(),
  minLng: real("min_lng").notNull(),
  maxLng: real("max_lng").notNull(),
});

export const payments = sqliteTable("payments", {
  id: integer("id").primaryKey(),
  tag: text("tag").notNull().unique(),
  active: integer("active", { mode: "boolean" }).notNull().default(true),
  sandbox: integer("sandbox", { mode: "boolean" }).notNull().default(false),
});

export const shopPayments = sqliteTable(
  "shop_payments",
  {
    shopId: integer("shop_id").notNull(),
    paymentId: integer("payment_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.paymentId] })],
);
