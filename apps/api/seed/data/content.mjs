// Content of the demo marketplace: blog posts and news, recipes, careers, FAQ, static pages,
// the referral programme and the storefront's UI texts per locale.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { insertRows, slugify } from "../sql.mjs";

const LOCALES = ["en", "ar", "fr"];
const blogUuid = (id) => `b10c0000-0000-4000-8000-${id.toString(16).padStart(12, "0")}`;

const POSTS = [
  // [id, type, en, ar, fr] with [title, short description]
  [
    1,
    "blog",
    ["Five pizzas to try this month", "From a classic Margherita to a spicy Pepperoni."],
    ["خمس بيتزا يجب تجربتها هذا الشهر", "من المارغريتا الكلاسيكية إلى البيبروني الحار."],
    ["Cinq pizzas à goûter ce mois-ci", "De la Margherita classique à la Pepperoni piquante."],
  ],
  [
    2,
    "blog",
    ["How we pick our partner shops", "Fresh, local and on time."],
    ["كيف نختار المتاجر الشريكة", "طازج ومحلي وفي الوقت المحدد."],
    ["Comment nous choisissons nos boutiques", "Frais, local et à l'heure."],
  ],
  [
    3,
    "blog",
    ["A guide to dim sum", "Har gow, siu mai and bao explained."],
    ["دليل الديم سوم", "شرح هار غاو وسيو ماي وباو."],
    ["Petit guide du dim sum", "Har gow, siu mai et bao expliqués."],
  ],
  [
    4,
    "blog",
    ["Eating green on a budget", "Bowls and salads under $10."],
    ["أكل صحي بميزانية محدودة", "أطباق وسلطات بأقل من 10 دولارات."],
    ["Manger sain sans se ruiner", "Bols et salades à moins de 10 $."],
  ],
  [
    101,
    "notification",
    ["Free delivery weekend", "No delivery fee on orders over $20 this weekend."],
    ["عطلة نهاية أسبوع بتوصيل مجاني", "بدون رسوم توصيل للطلبات فوق 20 دولارًا."],
    ["Week-end livraison offerte", "Livraison gratuite dès 20 $ ce week-end."],
  ],
  [
    102,
    "notification",
    ["New in town: Dim Sum Den", "Steamed dim sum and bao, now delivering."],
    ["جديد في المدينة: ديم سوم دن", "ديم سوم وباو على البخار، متوفر الآن للتوصيل."],
    ["Nouveau : Dim Sum Den", "Dim sum vapeur et bao, désormais livrés."],
  ],
  [
    103,
    "notification",
    ["Group orders are here", "Order together and split nothing: one cart for the whole office."],
    ["الطلبات الجماعية وصلت", "اطلبوا معًا في سلة واحدة للمكتب كله."],
    ["Les commandes groupées arrivent", "Un seul panier pour tout le bureau."],
  ],
];

const RECIPES = [
  [
    1,
    952,
    2,
    ["Homemade Margherita Pizza", "A crisp base, bright tomato and fresh mozzarella."],
    ["بيتزا مارغريتا منزلية", "عجينة مقرمشة وطماطم وموزاريلا طازجة."],
    ["Pizza Margherita maison", "Une pâte croustillante, tomate et mozzarella fraîche."],
    ["Pizza dough", "Tomato sauce", "Mozzarella", "Basil"],
    ["Stretch the dough", "Spread the sauce", "Add mozzarella", "Bake for 10 minutes at 250 °C"],
  ],
  [
    2,
    952,
    3,
    ["Chicken Tikka Masala", "A creamy, gently spiced curry."],
    ["دجاج تكا ماسالا", "كاري كريمي متبل بلطف."],
    ["Poulet Tikka Masala", "Un curry crémeux et doucement épicé."],
    ["Chicken", "Yoghurt", "Garam masala", "Tomatoes", "Cream"],
    ["Marinate the chicken", "Grill it", "Simmer in the sauce"],
  ],
  [
    3,
    951,
    13,
    ["Overnight Sourdough Toast", "Crunchy toast with butter and honey."],
    ["توست العجين المخمر", "توست مقرمش بالزبدة والعسل."],
    ["Tartines au levain", "Tartines croustillantes au beurre et au miel."],
    ["Sourdough loaf", "Butter", "Honey"],
    ["Slice the loaf", "Toast until golden", "Spread butter and honey"],
  ],
  [
    4,
    953,
    11,
    ["Classic Tiramisu", "Coffee, mascarpone and cocoa."],
    ["تيراميسو كلاسيكي", "قهوة وماسكاربوني وكاكاو."],
    ["Tiramisu classique", "Café, mascarpone et cacao."],
    ["Ladyfingers", "Espresso", "Mascarpone", "Cocoa"],
    ["Dip the biscuits", "Layer with cream", "Chill for 4 hours", "Dust with cocoa"],
  ],
];

const CAREERS = [
  [
    1,
    "London",
    ["Delivery courier", "Deliver orders by bike or scooter, flexible hours.", "Central London"],
    ["مندوب توصيل", "توصيل الطلبات بالدراجة، ساعات مرنة.", "وسط لندن"],
    ["Coursier", "Livrer les commandes à vélo ou scooter, horaires flexibles.", "Centre de Londres"],
  ],
  [
    2,
    "Remote",
    ["Customer support agent", "Help customers by chat and phone.", "Remote"],
    ["موظف دعم العملاء", "مساعدة العملاء عبر الدردشة والهاتف.", "عن بعد"],
    ["Agent du service client", "Aider les clients par chat et téléphone.", "Télétravail"],
  ],
  [
    3,
    "London",
    ["Partner manager", "Bring new restaurants and shops to Tiffin.", "London office"],
    ["مدير الشركاء", "ضم مطاعم ومتاجر جديدة إلى تيفين.", "مكتب لندن"],
    ["Responsable partenaires", "Faire venir de nouveaux restaurants et boutiques.", "Bureau de Londres"],
  ],
];

const FAQS = [
  [
    ["How long does delivery take?", "Most orders arrive within 30 to 45 minutes."],
    ["كم يستغرق التوصيل؟", "تصل معظم الطلبات خلال 30 إلى 45 دقيقة."],
    ["Combien de temps prend la livraison ?", "La plupart des commandes arrivent en 30 à 45 minutes."],
  ],
  [
    ["Can I order from two restaurants at once?", "A cart holds items from one restaurant only."],
    ["هل يمكنني الطلب من مطعمين معًا؟", "تحتوي السلة على منتجات من مطعم واحد فقط."],
    ["Puis-je commander dans deux restaurants ?", "Un panier ne contient que les articles d'un seul restaurant."],
  ],
  [
    ["How do group orders work?", "Open a group cart, share the link, and everyone adds their own items."],
    ["كيف تعمل الطلبات الجماعية؟", "افتح سلة جماعية وشارك الرابط ليضيف الجميع طلباتهم."],
    [
      "Comment fonctionnent les commandes groupées ?",
      "Ouvrez un panier groupé, partagez le lien, chacun ajoute ses articles.",
    ],
  ],
  [
    ["How do I top up my wallet?", "Go to Wallet and choose Top up."],
    ["كيف أشحن محفظتي؟", "اذهب إلى المحفظة واختر شحن."],
    ["Comment recharger mon portefeuille ?", "Allez dans Portefeuille puis Recharger."],
  ],
];

const PAGES = [
  [
    "term",
    ["Terms of use", "By using Tiffin you agree to these terms."],
    ["شروط الاستخدام", "باستخدامك تيفين فإنك توافق على هذه الشروط."],
    ["Conditions d'utilisation", "En utilisant Tiffin vous acceptez ces conditions."],
  ],
  [
    "policy",
    ["Privacy policy", "We keep only what we need to deliver your order."],
    ["سياسة الخصوصية", "نحتفظ فقط بما نحتاجه لتوصيل طلبك."],
    ["Politique de confidentialité", "Nous ne gardons que ce qu'il faut pour livrer votre commande."],
  ],
  [
    "about",
    ["About Tiffin", "Food and groceries from your neighbourhood, delivered the same day."],
    ["عن تيفين", "طعام وبقالة من حيّك تصلك في نفس اليوم."],
    ["À propos de Tiffin", "Repas et courses de votre quartier, livrés le jour même."],
  ],
  [
    "delivery",
    ["Become a courier", "Earn on your own schedule."],
    ["كن مندوب توصيل", "اكسب وفق جدولك الخاص."],
    ["Devenez coursier", "Gagnez selon votre emploi du temps."],
  ],
  // Sections of the about page (read together as type=all_about) and the welcome landing page.
  [
    "about_shops",
    ["For shops", "Kitchens and grocers of the neighbourhood sell here with their own menus and hours."],
    ["للمتاجر", "مطابخ وبقالات الحي تبيع هنا بقوائمها ومواعيدها الخاصة."],
    ["Pour les commerces", "Cuisines et épiceries du quartier vendent ici avec leurs menus et horaires."],
  ],
  [
    "about_couriers",
    ["For couriers", "Couriers pick their hours and are paid for every delivery."],
    ["للمندوبين", "يختار المندوبون ساعاتهم ويتقاضون أجرًا عن كل توصيلة."],
    ["Pour les coursiers", "Les coursiers choisissent leurs heures et sont payés à chaque livraison."],
  ],
  [
    "welcome",
    ["Welcome to Tiffin", "Order from the kitchens and shops around you, or book a table."],
    ["مرحبًا بك في تيفين", "اطلب من المطابخ والمتاجر حولك، أو احجز طاولة."],
    ["Bienvenue sur Tiffin", "Commandez auprès des cuisines et commerces autour de vous, ou réservez une table."],
  ],
];

/** Flattens nested JSON into "prefix.key" entries. */
function flatten(value, prefix, out) {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else if (typeof value === "string") {
    out[prefix] = value;
  }
  return out;
}

const FALLBACK_TEXTS = {
  en: { "common.search": "Search", "errors.catalogue.unauthorized": "Unauthorized", "common.login": "Log in" },
  ar: { "common.search": "بحث", "errors.catalogue.unauthorized": "غير مصرح", "common.login": "تسجيل الدخول" },
  fr: {
    "common.search": "Rechercher",
    "errors.catalogue.unauthorized": "Non autorisé",
    "common.login": "Se connecter",
  },
};

/** The UI bundles of packages/i18n (namespace.key), or a small set when they are absent. */
export function uiTexts() {
  const dir = fileURLToPath(new URL("../../../../packages/i18n/locales/", import.meta.url));
  const rows = [];
  for (const locale of LOCALES) {
    const folder = `${dir}${locale}`;
    let texts = FALLBACK_TEXTS[locale];
    if (existsSync(folder)) {
      texts = {};
      for (const file of readdirSync(folder)
        .filter((f) => f.endsWith(".json"))
        .sort()) {
        flatten(JSON.parse(readFileSync(`${folder}/${file}`, "utf8")), file.replace(/\.json$/, ""), texts);
      }
    }
    for (const [key, value] of Object.entries(texts)) rows.push({ locale, key, value });
  }
  return rows;
}

export function buildContent() {
  const created = "2026-02-01T08:00:00.000Z";
  const blogs = POSTS.map(([id, type, en]) => ({
    id,
    uuid: blogUuid(id),
    type,
    img: `/storage/images/blogs/${slugify(en[0])}.svg`,
    active: 1,
    published_at: new Date(Date.UTC(2026, 1, id % 100)).toISOString(),
    created_at: created,
  }));
  const blogTranslations = POSTS.flatMap(([id, , ...texts]) =>
    texts.map(([title, short], l) => ({
      id: id * 10 + l,
      blog_id: id,
      locale: LOCALES[l],
      title,
      short_desc: short,
      description: `${short} ${title}.`,
    })),
  );
  const receipts = RECIPES.map(([id, category, shop, en]) => ({
    id,
    shop_id: shop,
    category_id: category,
    img: `/storage/images/recipes/${slugify(en[0])}.svg`,
    active_time: 20 + id * 5,
    total_time: 40 + id * 15,
    calories: 350 + id * 80,
    servings: 2 + (id % 3),
    active: 1,
    created_at: created,
  }));
  const receiptTranslations = RECIPES.flatMap(([id, , , en, ar, fr, ingredients, instructions]) =>
    [en, ar, fr].map(([title, description], l) => ({
      id: id * 10 + l,
      receipt_id: id,
      locale: LOCALES[l],
      title,
      description,
      ingredients: JSON.stringify(ingredients),
      instructions: JSON.stringify(instructions),
    })),
  );
  const careers = CAREERS.map(([id, location]) => ({
    id,
    category_id: null,
    location,
    active: 1,
    created_at: created,
  }));
  const careerTranslations = CAREERS.flatMap(([id, , ...texts]) =>
    texts.map(([title, description, address], l) => ({
      id: id * 10 + l,
      career_id: id,
      locale: LOCALES[l],
      title,
      description,
      address,
    })),
  );
  const faqs = FAQS.map((_, i) => ({
    id: i + 1,
    uuid: `fa90000${i}-0000-4000-8000-000000000000`,
    type: "web",
    active: 1,
    position: i + 1,
    created_at: created,
  }));
  const faqTranslations = FAQS.flatMap((texts, i) =>
    texts.map(([question, answer], l) => ({
      id: (i + 1) * 10 + l,
      faq_id: i + 1,
      locale: LOCALES[l],
      question,
      answer,
    })),
  );
  const pages = PAGES.map(([type], i) => ({ id: i + 1, type, img: null, active: 1, created_at: created }));
  const pageTranslations = PAGES.flatMap(([, ...texts], i) =>
    texts.map(([title, description], l) => ({
      id: (i + 1) * 10 + l,
      page_id: i + 1,
      locale: LOCALES[l],
      title,
      description,
    })),
  );
  const referrals = [
    {
      id: 1,
      price_from: 500,
      price_to: 500,
      img: "/storage/images/referrals/invite-friends.svg",
      expired_at: "2030-12-31T23:59:59.000Z",
      created_at: created,
    },
  ];
  const referralTranslations = [
    [
      "Invite friends, get $5",
      "Your friend gets $5 off the first order and you get $5 in your wallet.",
      "<p>Share your code. When a friend's first order is delivered, $5 goes to your wallet.</p>",
    ],
    [
      "ادعُ أصدقاءك واحصل على 5 دولارات",
      "يحصل صديقك على خصم 5 دولارات وتحصل أنت على 5 دولارات في محفظتك.",
      "<p>شارك رمزك. عند توصيل أول طلب لصديقك تُضاف 5 دولارات إلى محفظتك.</p>",
    ],
    [
      "Invitez vos amis, gagnez 5 $",
      "Votre ami a 5 $ de réduction et vous recevez 5 $ dans votre portefeuille.",
      "<p>Partagez votre code. À la livraison de la première commande d'un ami, 5 $ arrivent dans votre portefeuille.</p>",
    ],
  ].map(([title, description, faq], l) => ({
    id: 10 + l,
    referral_id: 1,
    locale: LOCALES[l],
    title,
    description,
    faq,
  }));
  return [
    ...insertRows("blogs", blogs),
    ...insertRows("blog_translations", blogTranslations),
    ...insertRows("receipts", receipts),
    ...insertRows("receipt_translations", receiptTranslations),
    // Each recipe needs the first three products its shop sells (one of each, two of the first).
    `INSERT OR IGNORE INTO receipt_stocks (receipt_id, stock_id, quantity)
      SELECT receipt_id, stock_id, CASE WHEN n = 1 THEN 2 ELSE 1 END FROM (
        SELECT r.id AS receipt_id, s.id AS stock_id,
          ROW_NUMBER() OVER (PARTITION BY r.id ORDER BY p.id, s.id) AS n
        FROM receipts r JOIN products p ON p.shop_id = r.shop_id AND p.addon = 0 AND p.active = 1
        JOIN stocks s ON s.product_id = p.id AND s.addon = 0 AND s.quantity > 0
        WHERE s.id = (SELECT MIN(x.id) FROM stocks x WHERE x.product_id = p.id AND x.addon = 0)
      ) WHERE n <= 3;`.replace(/\s+/g, " "),
    ...insertRows("careers", careers),
    ...insertRows("career_translations", careerTranslations),
    ...insertRows("faqs", faqs),
    ...insertRows("faq_translations", faqTranslations),
    ...insertRows("pages", pages),
    ...insertRows("page_translations", pageTranslations),
    ...insertRows("referrals", referrals),
    ...insertRows("referral_translations", referralTranslations),
    ...insertRows("ui_translations", uiTexts(), 100),
  ];
}
