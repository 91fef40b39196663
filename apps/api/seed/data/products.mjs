// The demo catalogue: categories, brands, units, extras, products with their stocks (one per
// combination of extras) and addons, built from the menus. `count` makes a larger catalogue
// for benchmarks by combining variants; the default is the hand-written menus only.
import { insertRows, random, seedUuid, slugify } from "../sql.mjs";
import { extraGroups, menus } from "./menus.mjs";
import { shops } from "./shops.mjs";

const LOCALES = ["en", "ar", "fr"];

export const shopCategories = [
  { id: 901, key: "restaurants", title: ["Restaurants", "مطاعم", "Restaurants"] },
  { id: 902, key: "groceries", title: ["Groceries", "بقالة", "Épicerie"] },
  { id: 903, key: "health", title: ["Health and beauty", "الصحة والجمال", "Santé et beauté"] },
  { id: 904, key: "flowers", title: ["Flowers and gifts", "زهور وهدايا", "Fleurs et cadeaux"] },
  { id: 905, key: "pets", title: ["Pets", "حيوانات أليفة", "Animaux"] },
];
/** Sub-categories of shop categories (children of a shop category, type shop). */
export const shopSubCategories = [
  {
    id: 921,
    parent: 902,
    key: "fruit-and-vegetables",
    title: ["Fruit and vegetables", "فواكه وخضروات", "Fruits et légumes"],
  },
  { id: 922, parent: 902, key: "pantry", title: ["Pantry", "مؤن", "Épicerie sèche"] },
];
const SHOP_CATEGORY_BY_SLUG = {
  "fresh-market": 902,
  "corner-grocery": 902,
  "tea-and-spice": 902,
  "city-pharmacy": 903,
  "bloom-flowers": 904,
  "pet-pantry": 905,
};

export const receiptCategories = [
  { id: 951, key: "breakfast", title: ["Breakfast", "فطور", "Petit-déjeuner"] },
  { id: 952, key: "dinner", title: ["Dinner", "عشاء", "Dîner"] },
  { id: 953, key: "dessert", title: ["Desserts", "حلويات", "Desserts"] },
];

export const brands = [
  "Green Fields",
  "Tiffin Basics",
  "Urban Pet",
  "Pure Care",
  "Golden Leaf",
  "Farm Fresh",
  "Bloom and Co",
  "Spice Route",
];

const UNITS = [
  { id: 1, title: ["piece", "قطعة", "pièce"] },
  { id: 2, title: ["pack", "عبوة", "paquet"] },
  { id: 3, title: ["bouquet", "باقة", "bouquet"] },
];

const DESCRIPTIONS = {
  restaurant: (shop) => [
    `Freshly made to order at ${shop.en[0]}.`,
    `محضر طازجًا عند الطلب في ${shop.ar[0]}.`,
    `Préparé à la commande chez ${shop.fr[0]}.`,
  ],
  shop: (shop) => [
    `Delivered from ${shop.en[0]} the same day.`,
    `يصلك من ${shop.ar[0]} في نفس اليوم.`,
    `Livré depuis ${shop.fr[0]} le jour même.`,
  ],
};

/** All combinations of the groups' values: [[value index per group], ...]. */
function combinations(groups) {
  return groups.reduce((acc, group) => acc.flatMap((combo) => group.values.map((_, i) => [...combo, i])), [[]]);
}

function titleFor(item, variants) {
  // variants: list of [en, ar, fr]; English reads "Spicy Margherita Pizza", Arabic and French
  // put the qualifier after the name.
  const en = [...variants.map((v) => v[0]), item[0]].join(" ");
  const ar = [item[1], ...variants.map((v) => v[1])].join(" ");
  const fr = [item[2], ...variants.map((v) => v[2])].join(" ");
  return [en, ar, fr];
}

/**
 * @param {{count?: number}} [options] count: total number of listed products to generate
 * @returns {string[]} SQL statements
 */
export function buildProducts({ count } = {}) {
  const rnd = random(42);
  const out = [];
  const categoryRows = [];
  const categoryTranslations = [];
  const categoryIds = new Map();
  const addCategory = (id, key, type, title, parent = null) => {
    categoryIds.set(key, id);
    categoryRows.push({
      id,
      uuid: `ca7e0000-0000-4000-8000-${id.toString(16).padStart(12, "0")}`,
      type,
      parent_id: parent?.id ?? null,
      img: `/storage/images/categories/${parent?.key ?? key}.svg`,
      position: id,
      active: 1,
    });
    LOCALES.forEach((locale, i) => {
      categoryTranslations.push({
        id: id * 10 + i,
        category_id: id,
        locale,
        title: title[i],
        description: null,
      });
    });
  };
  for (const c of shopCategories) addCategory(c.id, c.key, "shop", c.title);
  for (const c of receiptCategories) addCategory(c.id, c.key, "receipt", c.title);
  for (const menu of new Set(Object.values(menus))) {
    for (const category of menu.categories) {
      if (!categoryIds.has(category.key)) addCategory(categoryIds.size - 7, category.key, "main", category.title);
    }
  }
  for (const c of shopSubCategories) {
    const parent = shopCategories.find((p) => p.id === c.parent);
    addCategory(c.id, c.key, "shop", c.title, parent);
  }

  const brandRows = brands.map((title, i) => ({
    id: i + 1,
    uuid: `b4a70000-0000-4000-8000-${(i + 1).toString(16).padStart(12, "0")}`,
    title,
    img: `/storage/images/brands/${slugify(title)}.svg`,
    active: 1,
  }));

  const groups = Object.values(extraGroups).flat();
  const extraGroupRows = groups.map((g) => ({ id: g.id, type: g.type, active: 1 }));
  const extraGroupTranslations = groups.flatMap((g) =>
    LOCALES.map((locale, i) => ({ id: g.id * 10 + i, extra_group_id: g.id, locale, title: g.title[i] })),
  );
  const extraValues = groups.flatMap((g) =>
    g.values.map((value, i) => ({ id: g.id * 10 + i, extra_group_id: g.id, value })),
  );

  const products = [];
  const translations = [];
  const stocks = [];
  const stockExtras = [];
  const stockAddons = [];
  const shopLinks = [];
  let productId = 0;
  let stockId = 0;

  const addProduct = (shopId, fields, title, description, priced) => {
    productId += 1;
    const id = productId;
    products.push({
      id,
      uuid: seedUuid("product", id),
      shop_id: shopId,
      created_at: new Date(Date.UTC(2026, 1, 1) + id * 60_000).toISOString(),
      ...fields,
    });
    LOCALES.forEach((locale, i) => {
      translations.push({ id: id * 10 + i, product_id: id, locale, title: title[i], description: description[i] });
    });
    const made = [];
    for (const { price, discount, extras } of priced) {
      stockId += 1;
      stocks.push({
        id: stockId,
        product_id: id,
        price,
        quantity: fields.addon ? 500 : 20 + Math.floor(rnd() * 180),
        discount,
        addon: fields.addon,
        sku: `SKU-${shopId}-${stockId}`,
      });
      for (const valueId of extras) stockExtras.push({ stock_id: stockId, extra_value_id: valueId });
      made.push(stockId);
    }
    return { id, stocks: made };
  };

  const shopEntries = shops.map((shop, index) => ({ shop, id: index + 1, menu: menus[slugify(shop.en[0])] }));
  const perShopTarget = count ? Math.ceil(count / shopEntries.length) : null;
  let listed = 0;

  for (const { shop, id: shopId, menu } of shopEntries) {
    if (!menu) continue;
    const slug = slugify(shop.en[0]);
    shopLinks.push({ shop_id: shopId, category_id: SHOP_CATEGORY_BY_SLUG[slug] ?? 901 });
    const description = DESCRIPTIONS[shop.type](shop);
    const menuGroups = menu.extras ? extraGroups[menu.extras] : [];
    const addons = menu.addons.map((a) =>
      addProduct(
        shopId,
        {
          category_id: null,
          brand_id: null,
          unit_id: 1,
          img: `/storage/images/products/${slugify(a[0])}.svg`,
          tax: 0,
          min_qty: 1,
          max_qty: 5,
          interval: 1,
          vegetarian: 1,
          kcal: null,
          addon: 1,
          active: 1,
          status: "published",
          is_recommended: 0,
          sold_count: 0,
          rating_avg: null,
          reviews_count: 0,
        },
        [a[0], a[1], a[2]],
        description,
        [{ price: a[3], discount: 0, extras: [] }],
      ),
    );
    const items = menu.categories.flatMap((category) => category.items.map((item) => ({ category, item })));
    const variantSets = [];
    // plain name, then one qualifier, then two qualifiers (only for larger catalogues)
    variantSets.push([]);
    for (const v of menu.variants.slice(1)) variantSets.push([v]);
    if (perShopTarget) {
      for (const a of menu.variants.slice(1))
        for (const b of menu.variants.slice(1)) if (a !== b) variantSets.push([a, b]);
    }
    const target = perShopTarget ?? items.length * menu.variants.length;
    let made = 0;
    for (let round = 0; made < target && (!count || listed < count); round++) {
      for (const variants of variantSets) {
        for (const [itemIndex, { category, item }] of items.entries()) {
          if (made >= target || (count && listed >= count)) break;
          const [en, ar, fr, basePrice, vegetarian, kcal] = item;
          const suffix = round > 0 ? ` ${round + 1}` : "";
          const title = titleFor([en, ar, fr], variants).map((t) => t + suffix);
          const withExtras = menuGroups.length > 0 && variants.length <= 1 && (!perShopTarget || round === 0);
          const discounted = (productId + shopId) % 5 === 0;
          const priced = (withExtras ? combinations(menuGroups) : [[]]).map((combo) => {
            const price =
              basePrice + variants.length * 100 + combo.reduce((sum, v, g) => sum + v * menuGroups[g].step, 0);
            return {
              price,
              discount: discounted ? Math.round(price * 0.1) : 0,
              extras: combo.map((v, g) => menuGroups[g].id * 10 + v),
            };
          });
          const product = addProduct(
            shopId,
            {
              category_id: categoryIds.get(category.key),
              brand_id: menu.brands ? 1 + ((shopId + itemIndex) % brands.length) : null,
              unit_id: shop.type === "restaurant" ? 1 : slug === "bloom-flowers" ? 3 : 2,
              img: `/storage/images/products/${slugify(title[0])}.svg`,
              tax: slug === "city-pharmacy" ? 5 : 0,
              min_qty: 1,
              max_qty: 20,
              interval: 1,
              vegetarian,
              kcal,
              addon: 0,
              active: 1,
              status: "published",
              is_recommended: variants.length === 0 && itemIndex < 3 ? 1 : 0,
              sold_count: Math.floor(rnd() * 500),
              rating_avg: Number((3.5 + rnd() * 1.5).toFixed(1)),
              reviews_count: Math.floor(rnd() * 40),
            },
            title,
            description,
            priced,
          );
          if (addons.length > 0 && itemIndex < 6 && variants.length <= 1) {
            for (const sid of product.stocks) {
              for (const addon of addons) stockAddons.push({ stock_id: sid, addon_id: addon.id });
            }
          }
          made += 1;
          listed += 1;
        }
      }
    }
  }

  const chunk = count ? 200 : 100;
  out.push(...insertRows("categories", categoryRows));
  out.push(...insertRows("category_translations", categoryTranslations));
  out.push(...insertRows("brands", brandRows));
  out.push(
    ...insertRows(
      "units",
      UNITS.map((u) => ({ id: u.id, active: 1 })),
    ),
  );
  out.push(
    ...insertRows(
      "unit_translations",
      UNITS.flatMap((u) =>
        LOCALES.map((locale, i) => ({ id: u.id * 10 + i, unit_id: u.id, locale, title: u.title[i] })),
      ),
    ),
  );
  out.push(...insertRows("extra_groups", extraGroupRows));
  out.push(...insertRows("extra_group_translations", extraGroupTranslations));
  out.push(...insertRows("extra_values", extraValues));
  out.push(...insertRows("shop_categories", shopLinks));
  out.push(...insertRows("products", products, chunk));
  out.push(...insertRows("product_translations", translations, chunk));
  out.push(...insertRows("stocks", stocks, chunk));
  out.push(...insertRows("stock_extras", stockExtras, chunk));
  out.push(...insertRows("stock_addons", stockAddons, chunk));
  return out;
}
