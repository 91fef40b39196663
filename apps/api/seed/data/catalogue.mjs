// Reviews, banners, stories and branches of the demo shops.
import { insertRows, random, slugify } from "../sql.mjs";
import { shops } from "./shops.mjs";

const LOCALES = ["en", "ar", "fr"];

const COMMENTS = [
  [5, "Arrived hot and fast, exactly as ordered."],
  [4, "Tasty and generous portions. Will order again."],
  [5, "Best in the neighbourhood, friendly courier too."],
  [3, "Good, but delivery took a little longer than promised."],
];

const BANNERS = [
  {
    shops: [1, 2],
    title: ["Pizza night", "ليلة البيتزا", "Soirée pizza"],
    description: [
      "Two wood-fired pizzerias, one click away.",
      "مطعمان للبيتزا على الحطب بنقرة واحدة.",
      "Deux pizzerias au feu de bois, à un clic.",
    ],
    button: ["Order pizza", "اطلب البيتزا", "Commander"],
  },
  {
    shops: [14, 17],
    title: ["Groceries in 30 minutes", "البقالة خلال 30 دقيقة", "Courses en 30 minutes"],
    description: [
      "Fresh fruit, dairy and pantry staples.",
      "فواكه طازجة وألبان ومؤونة.",
      "Fruits frais, crèmerie et épicerie.",
    ],
    button: ["Shop now", "تسوق الآن", "Acheter"],
  },
  {
    shops: [9],
    title: ["Eat green", "كل صحيًا", "Mangez vert"],
    description: [
      "Salads, bowls and cold-pressed juices.",
      "سلطات وأطباق وعصائر طازجة.",
      "Salades, bols et jus pressés à froid.",
    ],
    button: ["See the menu", "شاهد القائمة", "Voir la carte"],
  },
  {
    shops: [16],
    title: ["Say it with flowers", "عبّر بالزهور", "Dites-le avec des fleurs"],
    description: [
      "Seasonal bouquets delivered today.",
      "باقات موسمية تصل اليوم.",
      "Bouquets de saison livrés aujourd'hui.",
    ],
    button: ["Send flowers", "أرسل الزهور", "Envoyer des fleurs"],
  },
  // Ads: paid placements of shops (banners-ads), never in the home carousel.
  {
    type: "ads",
    shops: [3, 4],
    title: ["Lunch deals near you", "عروض الغداء بالقرب منك", "Menus du midi près de chez vous"],
    description: [
      "Set menus from two kitchens, delivered by noon.",
      "قوائم ثابتة من مطبخين تصل قبل الظهر.",
      "Des menus de deux cuisines, livrés avant midi.",
    ],
    button: ["See the deals", "شاهد العروض", "Voir les offres"],
  },
  {
    type: "ads",
    shops: [13],
    title: ["Fresh bread every morning", "خبز طازج كل صباح", "Du pain frais chaque matin"],
    description: [
      "Sourdough and pastries from the oven to your door.",
      "خبز العجين المخمر والمعجنات من الفرن إلى بابك.",
      "Levain et viennoiseries, du four à votre porte.",
    ],
    button: ["Order bread", "اطلب الخبز", "Commander du pain"],
  },
];

export function buildCatalogueExtras() {
  const rnd = random(7);
  const reviews = [];
  shops.forEach((_, index) => {
    const shopId = index + 1;
    for (let i = 0; i < 3; i++) {
      const [rating, comment] = COMMENTS[(shopId + i) % COMMENTS.length];
      reviews.push({
        id: shopId * 10 + i,
        reviewable_type: "shop",
        reviewable_id: shopId,
        user_id: 3 + i,
        rating,
        comment,
        img: null,
        created_at: new Date(Date.UTC(2026, 1, shopId, 12 + i)).toISOString(),
      });
    }
  });
  const banners = BANNERS.map((b, i) => ({
    id: i + 1,
    type: b.type ?? "banner",
    url: `/shop/${b.shops[0]}`,
    img: `/storage/images/banners/${slugify(b.title[0])}.svg`,
    clickable: 1,
    active: 1,
    created_at: new Date(Date.UTC(2026, 2, 1 + i)).toISOString(),
  }));
  const bannerTranslations = BANNERS.flatMap((b, i) =>
    LOCALES.map((locale, l) => ({
      id: (i + 1) * 10 + l,
      banner_id: i + 1,
      locale,
      title: b.title[l],
      description: b.description[l],
      button_text: b.button[l],
    })),
  );
  const bannerShops = BANNERS.flatMap((b, i) => b.shops.map((shop_id) => ({ banner_id: i + 1, shop_id })));
  const stories = [1, 3, 4, 5, 9, 13, 16].map((shopId, i) => {
    const slug = slugify(shops[shopId - 1].en[0]);
    return {
      id: i + 1,
      shop_id: shopId,
      product_id: null,
      file_urls: JSON.stringify([`/storage/images/stories/${slug}-1.svg`, `/storage/images/stories/${slug}-2.svg`]),
      active: 1,
      created_at: new Date(Date.UTC(2026, 2, 10, 8 + i)).toISOString(),
    };
  });
  const branchShops = [1, 3, 5, 14];
  const branches = [];
  const branchTranslations = [];
  branchShops.forEach((shopId, i) => {
    for (let b = 0; b < 2; b++) {
      const id = i * 2 + b + 1;
      const shop = shops[shopId - 1];
      branches.push({
        id,
        shop_id: shopId,
        address: `${10 + id} ${["King St", "Queen St", "High St", "Market St"][b + (i % 2) * 2]}, London`,
        latitude: Number((51.5 + rnd() * 0.04).toFixed(6)),
        longitude: Number((-0.16 + rnd() * 0.08).toFixed(6)),
        created_at: "2026-01-20T10:00:00.000Z",
      });
      LOCALES.forEach((locale, l) => {
        const name = shop[locale][0];
        const suffix = [
          ["North", "شمال", "Nord"],
          ["South", "جنوب", "Sud"],
        ][b][l];
        branchTranslations.push({ id: id * 10 + l, branch_id: id, locale, title: `${name} ${suffix}` });
      });
    }
  });
  return [
    ...insertRows("reviews", reviews),
    "UPDATE shops SET reviews_count = (SELECT COUNT(*) FROM reviews r WHERE r.reviewable_type = 'shop' AND r.reviewable_id = shops.id);",
    ...insertRows("banners", banners),
    ...insertRows("banner_translations", bannerTranslations),
    ...insertRows("banner_shops", bannerShops),
    ...insertRows("stories", stories),
    ...insertRows("branches", branches),
    ...insertRows("branch_translations", branchTranslations),
  ];
}
