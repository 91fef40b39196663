// What each demo shop sells, in English, Arabic and French. An item is
// [en, ar, fr, price in minor units, vegetarian, kcal]; a menu lists its categories, each with
// items, and the variants that multiply items into products (a variant is [en, ar, fr]).

const FOOD_VARIANTS = [
  ["Classic", "كلاسيك", "classique"],
  ["Spicy", "حار", "piquant"],
  ["House", "الخاص", "maison"],
  ["Deluxe", "فاخر", "de luxe"],
];
const GOODS_VARIANTS = [
  ["Organic", "عضوي", "bio"],
  ["Premium", "ممتاز", "premium"],
  ["Value", "اقتصادي", "éco"],
  ["Family size", "حجم عائلي", "format familial"],
];

const pizza = {
  variants: FOOD_VARIANTS,
  extras: "pizza",
  categories: [
    {
      key: "pizzas",
      title: ["Pizzas", "بيتزا", "Pizzas"],
      items: [
        ["Margherita Pizza", "بيتزا مارغريتا", "Pizza Margherita", 899, 1, 820],
        ["Pepperoni Pizza", "بيتزا بيبروني", "Pizza Pepperoni", 1099, 0, 960],
        ["Four Cheese Pizza", "بيتزا الأجبان الأربعة", "Pizza Quatre Fromages", 1149, 1, 1010],
        ["Vegetable Pizza", "بيتزا الخضار", "Pizza aux Légumes", 999, 1, 780],
        ["Hawaiian Pizza", "بيتزا هاواي", "Pizza Hawaïenne", 1049, 0, 900],
        ["Mushroom Pizza", "بيتزا الفطر", "Pizza aux Champignons", 999, 1, 800],
      ],
    },
    {
      key: "sides",
      title: ["Sides", "أطباق جانبية", "Accompagnements"],
      items: [
        ["Garlic Bread", "خبز بالثوم", "Pain à l'Ail", 399, 1, 350],
        ["Calzone", "كالزوني", "Calzone", 1099, 0, 950],
      ],
    },
    {
      key: "desserts",
      title: ["Desserts", "حلويات", "Desserts"],
      items: [["Tiramisu", "تيراميسو", "Tiramisu", 549, 1, 420]],
    },
  ],
  addons: [
    ["Extra Mozzarella", "موزاريلا إضافية", "Mozzarella en plus", 150],
    ["Chilli Oil", "زيت الفلفل الحار", "Huile pimentée", 50],
    ["Garlic Dip", "صلصة الثوم", "Sauce à l'ail", 80],
  ],
};

const curry = {
  variants: FOOD_VARIANTS,
  extras: "portion",
  categories: [
    {
      key: "curries",
      title: ["Curries", "كاري", "Currys"],
      items: [
        ["Chicken Tikka Masala", "دجاج تكا ماسالا", "Poulet Tikka Masala", 1249, 0, 780],
        ["Lamb Rogan Josh", "لحم روغان جوش", "Agneau Rogan Josh", 1399, 0, 820],
        ["Chana Masala", "تشانا ماسالا", "Chana Masala", 999, 1, 560],
        ["Palak Paneer", "بالاك بانير", "Palak Paneer", 1099, 1, 610],
        ["Butter Chicken", "دجاج بالزبدة", "Poulet au Beurre", 1299, 0, 850],
      ],
    },
    {
      key: "rice-and-bread",
      title: ["Rice and bread", "أرز وخبز", "Riz et pains"],
      items: [
        ["Chicken Biryani", "برياني الدجاج", "Biryani au Poulet", 1199, 0, 900],
        ["Garlic Naan", "خبز نان بالثوم", "Naan à l'Ail", 349, 1, 300],
        ["Vegetable Samosa", "سمبوسة الخضار", "Samoussa aux Légumes", 499, 1, 260],
      ],
    },
  ],
  addons: [
    ["Mango Chutney", "صلصة المانجو", "Chutney de Mangue", 90],
    ["Raita", "رايتا", "Raïta", 120],
    ["Poppadoms", "بابادوم", "Papadums", 150],
  ],
};

const sushi = {
  variants: FOOD_VARIANTS,
  extras: "portion",
  categories: [
    {
      key: "sushi",
      title: ["Sushi", "سوشي", "Sushis"],
      items: [
        ["Salmon Nigiri", "نيغيري السلمون", "Nigiri au Saumon", 699, 0, 320],
        ["Tuna Maki", "ماكي التونة", "Maki au Thon", 649, 0, 300],
        ["Avocado Maki", "ماكي الأفوكادو", "Maki à l'Avocat", 549, 1, 260],
        ["California Roll", "كاليفورنيا رول", "California Roll", 799, 0, 380],
        ["Dragon Roll", "دراغون رول", "Dragon Roll", 999, 0, 450],
      ],
    },
    {
      key: "bowls",
      title: ["Bowls", "أطباق", "Bols"],
      items: [
        ["Salmon Poke Bowl", "بوكي السلمون", "Poke Bowl au Saumon", 1199, 0, 620],
        ["Tofu Poke Bowl", "بوكي التوفو", "Poke Bowl au Tofu", 1049, 1, 540],
        ["Miso Soup", "حساء الميسو", "Soupe Miso", 349, 1, 90],
      ],
    },
  ],
  addons: [
    ["Pickled Ginger", "زنجبيل مخلل", "Gingembre Mariné", 50],
    ["Wasabi", "واسابي", "Wasabi", 50],
    ["Soy Sauce", "صلصة الصويا", "Sauce Soja", 30],
  ],
};

const burger = {
  variants: FOOD_VARIANTS,
  extras: "burger",
  categories: [
    {
      key: "burgers",
      title: ["Burgers", "برغر", "Burgers"],
      items: [
        ["Cheeseburger", "برغر بالجبن", "Cheeseburger", 899, 0, 780],
        ["Bacon Burger", "برغر باللحم المقدد", "Burger au Bacon", 1049, 0, 920],
        ["Crispy Chicken Burger", "برغر الدجاج المقرمش", "Burger au Poulet Croustillant", 949, 0, 810],
        ["Veggie Burger", "برغر نباتي", "Burger Végétarien", 899, 1, 640],
        ["Mushroom Swiss Burger", "برغر الفطر والجبن السويسري", "Burger Champignons Emmental", 999, 0, 850],
      ],
    },
    {
      key: "fries",
      title: ["Fries and sides", "بطاطس وأطباق جانبية", "Frites et accompagnements"],
      items: [
        ["Loaded Fries", "بطاطس محملة", "Frites Garnies", 549, 1, 620],
        ["Onion Rings", "حلقات البصل", "Rondelles d'Oignon", 449, 1, 410],
        ["Chicken Wings", "أجنحة الدجاج", "Ailes de Poulet", 699, 0, 560],
      ],
    },
  ],
  addons: [
    ["Extra Cheese", "جبن إضافي", "Fromage en plus", 100],
    ["Jalapeños", "هالابينو", "Jalapeños", 80],
    ["Barbecue Sauce", "صلصة الباربكيو", "Sauce Barbecue", 60],
  ],
};

const tacos = {
  variants: FOOD_VARIANTS,
  extras: "portion",
  categories: [
    {
      key: "tacos",
      title: ["Tacos and burritos", "تاكو وبوريتو", "Tacos et burritos"],
      items: [
        ["Beef Taco", "تاكو اللحم", "Taco au Bœuf", 399, 0, 310],
        ["Chicken Taco", "تاكو الدجاج", "Taco au Poulet", 379, 0, 290],
        ["Bean Burrito", "بوريتو الفاصوليا", "Burrito aux Haricots", 849, 1, 680],
        ["Chicken Burrito", "بوريتو الدجاج", "Burrito au Poulet", 949, 0, 760],
        ["Cheese Quesadilla", "كاساديا بالجبن", "Quesadilla au Fromage", 749, 1, 640],
      ],
    },
    {
      key: "mexican-sides",
      title: ["Sides", "أطباق جانبية", "Accompagnements"],
      items: [
        ["Nachos", "ناتشوز", "Nachos", 599, 1, 560],
        ["Guacamole", "غواكامولي", "Guacamole", 399, 1, 230],
        ["Churros", "تشوروس", "Churros", 449, 1, 380],
      ],
    },
  ],
  addons: [
    ["Sour Cream", "قشدة حامضة", "Crème Aigre", 70],
    ["Fresh Salsa", "صلصة طازجة", "Salsa Fraîche", 60],
  ],
};

const noodles = {
  variants: FOOD_VARIANTS,
  extras: "portion",
  categories: [
    {
      key: "noodles",
      title: ["Noodles", "نودلز", "Nouilles"],
      items: [
        ["Tonkotsu Ramen", "رامن تونكوتسو", "Ramen Tonkotsu", 1199, 0, 820],
        ["Miso Ramen", "رامن ميسو", "Ramen Miso", 1099, 1, 700],
        ["Beef Noodle Soup", "حساء النودلز باللحم", "Soupe de Nouilles au Bœuf", 1149, 0, 760],
        ["Pad Thai", "باد تاي", "Pad Thaï", 1049, 0, 720],
        ["Dan Dan Noodles", "نودلز دان دان", "Nouilles Dan Dan", 999, 0, 690],
      ],
    },
    {
      key: "dumplings",
      title: ["Dumplings", "زلابية", "Raviolis"],
      items: [
        ["Pork Gyoza", "غيوزا", "Gyoza", 599, 0, 320],
        ["Vegetable Dumplings", "زلابية الخضار", "Raviolis aux Légumes", 549, 1, 280],
        ["Spring Rolls", "لفائف الربيع", "Rouleaux de Printemps", 449, 1, 260],
      ],
    },
  ],
  addons: [
    ["Soft Egg", "بيضة نصف مسلوقة", "Œuf Mollet", 120],
    ["Chilli Crisp", "فلفل مقرمش", "Piment Croustillant", 80],
  ],
};

const dimsum = {
  variants: FOOD_VARIANTS,
  extras: "portion",
  categories: [
    {
      key: "dim-sum",
      title: ["Dim sum", "ديم سوم", "Dim sum"],
      items: [
        ["Prawn Har Gow", "هار غاو بالروبيان", "Har Gow aux Crevettes", 649, 0, 240],
        ["Siu Mai", "سيو ماي", "Siu Mai", 599, 0, 260],
        ["Char Siu Bao", "باو تشار سيو", "Bao Char Siu", 549, 0, 310],
        ["Vegetable Bao", "باو الخضار", "Bao aux Légumes", 499, 1, 270],
        ["Cheung Fun", "تشيونغ فان", "Cheung Fun", 599, 0, 300],
      ],
    },
    {
      key: "tea",
      title: ["Tea", "شاي", "Thé"],
      items: [
        ["Jasmine Tea", "شاي الياسمين", "Thé au Jasmin", 299, 1, 5],
        ["Oolong Tea", "شاي أولونغ", "Thé Oolong", 349, 1, 5],
        ["Egg Tart", "تارت البيض", "Tartelette aux Œufs", 299, 1, 220],
      ],
    },
  ],
  addons: [["Chilli Sauce", "صلصة الفلفل", "Sauce Pimentée", 40]],
};

const falafel = {
  variants: FOOD_VARIANTS,
  extras: "portion",
  categories: [
    {
      key: "wraps",
      title: ["Wraps", "لفائف", "Wraps"],
      items: [
        ["Falafel Wrap", "لفافة فلافل", "Wrap Falafel", 749, 1, 610],
        ["Halloumi Wrap", "لفافة حلومي", "Wrap Halloumi", 799, 1, 640],
        ["Chicken Shawarma Wrap", "لفافة شاورما دجاج", "Wrap Shawarma Poulet", 849, 0, 680],
      ],
    },
    {
      key: "mezze",
      title: ["Mezze", "مقبلات", "Mezzé"],
      items: [
        ["Hummus", "حمص", "Houmous", 449, 1, 320],
        ["Baba Ganoush", "بابا غنوج", "Baba Ganoush", 449, 1, 280],
        ["Tabbouleh", "تبولة", "Taboulé", 499, 1, 210],
        ["Fattoush", "فتوش", "Fattouche", 499, 1, 230],
        ["Stuffed Vine Leaves", "ورق عنب محشي", "Feuilles de Vigne Farcies", 549, 1, 260],
      ],
    },
  ],
  addons: [
    ["Tahini Sauce", "صلصة الطحينة", "Sauce Tahini", 60],
    ["Pickles", "مخللات", "Pickles", 50],
  ],
};

const greenBowl = {
  variants: FOOD_VARIANTS,
  extras: "portion",
  categories: [
    {
      key: "salads",
      title: ["Salads and bowls", "سلطات وأطباق", "Salades et bols"],
      items: [
        ["Quinoa Salad", "سلطة الكينوا", "Salade de Quinoa", 899, 1, 420],
        ["Caesar Salad", "سلطة سيزر", "Salade César", 849, 0, 480],
        ["Greek Salad", "سلطة يونانية", "Salade Grecque", 799, 1, 360],
        ["Buddha Bowl", "طبق بوذا", "Bol Bouddha", 999, 1, 540],
        ["Chicken Grain Bowl", "طبق الحبوب بالدجاج", "Bol de Céréales au Poulet", 1049, 0, 610],
      ],
    },
    {
      key: "juices",
      title: ["Juices", "عصائر", "Jus"],
      items: [
        ["Green Juice", "عصير أخضر", "Jus Vert", 449, 1, 120],
        ["Orange Juice", "عصير برتقال", "Jus d'Orange", 399, 1, 140],
        ["Berry Smoothie", "سموذي التوت", "Smoothie aux Fruits Rouges", 499, 1, 210],
      ],
    },
  ],
  addons: [
    ["Avocado", "أفوكادو", "Avocat", 150],
    ["Seeds Mix", "خليط البذور", "Mélange de Graines", 80],
  ],
};

const pasta = {
  variants: FOOD_VARIANTS,
  extras: "portion",
  categories: [
    {
      key: "pasta",
      title: ["Pasta", "باستا", "Pâtes"],
      items: [
        ["Spaghetti Carbonara", "سباغيتي كاربونارا", "Spaghetti Carbonara", 1149, 0, 840],
        ["Penne Arrabbiata", "بيني أرابياتا", "Penne Arrabbiata", 999, 1, 680],
        ["Lasagne", "لازانيا", "Lasagnes", 1249, 0, 900],
        ["Pesto Linguine", "لينغويني بالبيستو", "Linguine au Pesto", 1099, 1, 760],
        ["Mushroom Risotto", "ريزوتو الفطر", "Risotto aux Champignons", 1149, 1, 700],
      ],
    },
    {
      key: "antipasti",
      title: ["Antipasti", "مقبلات إيطالية", "Antipasti"],
      items: [
        ["Bruschetta", "بروسكيتا", "Bruschetta", 549, 1, 260],
        ["Burrata", "بوراتا", "Burrata", 899, 1, 390],
        ["Panna Cotta", "بانا كوتا", "Panna Cotta", 549, 1, 330],
      ],
    },
  ],
  addons: [
    ["Parmesan", "بارميزان", "Parmesan", 100],
    ["Garlic Bread Slice", "شريحة خبز بالثوم", "Tranche de Pain à l'Ail", 120],
  ],
};

const grill = {
  variants: FOOD_VARIANTS,
  extras: "portion",
  categories: [
    {
      key: "grill",
      title: ["From the grill", "من الشواية", "Du grill"],
      items: [
        ["Lamb Kebab", "كباب لحم", "Kebab d'Agneau", 1299, 0, 780],
        ["Chicken Shish", "شيش طاووق", "Brochette de Poulet", 1149, 0, 640],
        ["Pork Ribs", "أضلاع مشوية", "Travers de Porc", 1499, 0, 990],
        ["Half Chicken", "نصف دجاجة", "Demi-Poulet", 1199, 0, 860],
        ["Grilled Halloumi", "حلومي مشوي", "Halloumi Grillé", 899, 1, 520],
      ],
    },
    {
      key: "grill-sides",
      title: ["Sides", "أطباق جانبية", "Accompagnements"],
      items: [
        ["Coleslaw", "سلطة الملفوف", "Coleslaw", 299, 1, 180],
        ["Corn on the Cob", "ذرة مشوية", "Épi de Maïs", 349, 1, 160],
        ["Sweet Potato Fries", "بطاطا حلوة مقلية", "Frites de Patate Douce", 449, 1, 380],
      ],
    },
  ],
  addons: [
    ["Garlic Sauce", "صلصة الثوم", "Sauce à l'Ail", 60],
    ["Pitta Bread", "خبز بيتا", "Pain Pita", 80],
  ],
};

const bakery = {
  variants: [
    ["Classic", "كلاسيك", "classique"],
    ["Wholemeal", "بالقمح الكامل", "complet"],
    ["Mini", "صغير", "mini"],
    ["Sharing", "للمشاركة", "à partager"],
  ],
  extras: null,
  categories: [
    {
      key: "bread",
      title: ["Bread", "خبز", "Pains"],
      items: [
        ["Sourdough Loaf", "رغيف العجين المخمر", "Pain au Levain", 449, 1, 1200],
        ["Baguette", "باغيت", "Baguette", 249, 1, 700],
        ["Focaccia", "فوكاتشيا", "Focaccia", 399, 1, 900],
      ],
    },
    {
      key: "pastries",
      title: ["Pastries", "معجنات", "Viennoiseries"],
      items: [
        ["Croissant", "كرواسون", "Croissant", 199, 1, 270],
        ["Pain au Chocolat", "خبز بالشوكولاتة", "Pain au Chocolat", 229, 1, 300],
        ["Cinnamon Bun", "لفائف القرفة", "Brioche à la Cannelle", 279, 1, 380],
        ["Almond Croissant", "كرواسون باللوز", "Croissant aux Amandes", 299, 1, 420],
      ],
    },
    {
      key: "coffee",
      title: ["Coffee", "قهوة", "Café"],
      items: [
        ["Flat White", "فلات وايت", "Flat White", 329, 1, 110],
        ["Cappuccino", "كابتشينو", "Cappuccino", 319, 1, 120],
      ],
    },
  ],
  addons: [["Butter", "زبدة", "Beurre", 40]],
};

const grocery = {
  variants: GOODS_VARIANTS,
  extras: "weight",
  brands: true,
  categories: [
    {
      key: "fruit-and-veg",
      title: ["Fruit and vegetables", "فواكه وخضروات", "Fruits et légumes"],
      items: [
        ["Apples", "تفاح", "Pommes", 249, 1, 52],
        ["Bananas", "موز", "Bananes", 149, 1, 89],
        ["Tomatoes", "طماطم", "Tomates", 199, 1, 18],
        ["Carrots", "جزر", "Carottes", 99, 1, 41],
      ],
    },
    {
      key: "dairy",
      title: ["Dairy and eggs", "ألبان وبيض", "Crèmerie et œufs"],
      items: [
        ["Whole Milk", "حليب كامل الدسم", "Lait Entier", 129, 1, 64],
        ["Free-range Eggs", "بيض بلدي", "Œufs Plein Air", 289, 1, 143],
        ["Greek Yoghurt", "زبادي يوناني", "Yaourt Grec", 199, 1, 97],
      ],
    },
    {
      key: "pantry",
      title: ["Pantry", "مؤونة", "Épicerie"],
      items: [
        ["Basmati Rice", "أرز بسمتي", "Riz Basmati", 349, 1, 350],
        ["Olive Oil", "زيت زيتون", "Huile d'Olive", 699, 1, 884],
        ["Pasta Fusilli", "معكرونة فوسيلي", "Pâtes Fusilli", 129, 1, 350],
      ],
    },
  ],
  addons: [],
};

const pharmacy = {
  variants: GOODS_VARIANTS,
  extras: null,
  brands: true,
  categories: [
    {
      key: "medicines",
      title: ["Medicines", "أدوية", "Médicaments"],
      items: [
        ["Paracetamol Tablets", "أقراص باراسيتامول", "Comprimés de Paracétamol", 199, 1, null],
        ["Ibuprofen Tablets", "أقراص إيبوبروفين", "Comprimés d'Ibuprofène", 249, 1, null],
        ["Cough Syrup", "شراب السعال", "Sirop contre la Toux", 549, 1, null],
        ["Allergy Relief", "مضاد الحساسية", "Antihistaminique", 449, 1, null],
      ],
    },
    {
      key: "care",
      title: ["Personal care", "العناية الشخصية", "Soins personnels"],
      items: [
        ["Vitamin C", "فيتامين سي", "Vitamine C", 399, 1, null],
        ["Sun Cream", "واقي الشمس", "Crème Solaire", 899, 1, null],
        ["Toothpaste", "معجون أسنان", "Dentifrice", 249, 1, null],
        ["Hand Sanitiser", "معقم اليدين", "Gel Hydroalcoolique", 199, 1, null],
      ],
    },
  ],
  addons: [],
};

const flowers = {
  variants: [
    ["Red", "أحمر", "rouge"],
    ["White", "أبيض", "blanc"],
    ["Pink", "وردي", "rose"],
    ["Yellow", "أصفر", "jaune"],
  ],
  extras: "bouquet",
  categories: [
    {
      key: "bouquets",
      title: ["Bouquets", "باقات", "Bouquets"],
      items: [
        ["Rose Bouquet", "باقة ورد", "Bouquet de Roses", 2999, 1, null],
        ["Tulip Bouquet", "باقة توليب", "Bouquet de Tulipes", 2499, 1, null],
        ["Peony Bouquet", "باقة الفاوانيا", "Bouquet de Pivoines", 3499, 1, null],
        ["Wildflower Bunch", "باقة زهور برية", "Bouquet Champêtre", 1999, 1, null],
      ],
    },
    {
      key: "plants",
      title: ["House plants", "نباتات منزلية", "Plantes d'intérieur"],
      items: [
        ["Orchid", "أوركيد", "Orchidée", 2299, 1, null],
        ["Potted Lily", "زنبق في أصيص", "Lys en Pot", 1899, 1, null],
        ["Succulent Trio", "ثلاثي العصاريات", "Trio de Succulentes", 1499, 1, null],
        ["Hydrangea", "كوبية", "Hortensia", 2199, 1, null],
      ],
    },
  ],
  addons: [
    ["Greeting Card", "بطاقة تهنئة", "Carte de Vœux", 250],
    ["Chocolates", "شوكولاتة", "Chocolats", 600],
  ],
};

const pets = {
  variants: GOODS_VARIANTS,
  extras: "weight",
  brands: true,
  categories: [
    {
      key: "dog",
      title: ["Dogs", "كلاب", "Chiens"],
      items: [
        ["Dog Food", "طعام الكلاب", "Croquettes pour Chien", 1299, 0, null],
        ["Dog Treats", "مكافآت الكلاب", "Friandises pour Chien", 399, 0, null],
        ["Chew Toy", "لعبة مضغ", "Jouet à Mâcher", 599, 1, null],
        ["Dog Lead", "مقود الكلب", "Laisse pour Chien", 999, 1, null],
      ],
    },
    {
      key: "cat",
      title: ["Cats", "قطط", "Chats"],
      items: [
        ["Cat Food", "طعام القطط", "Nourriture pour Chat", 999, 0, null],
        ["Cat Litter", "رمل القطط", "Litière pour Chat", 699, 1, null],
        ["Scratching Post", "عمود الخدش", "Griffoir", 1999, 1, null],
        ["Cat Treats", "مكافآت القطط", "Friandises pour Chat", 349, 0, null],
      ],
    },
  ],
  addons: [],
};

const tea = {
  variants: GOODS_VARIANTS,
  extras: "weight",
  brands: true,
  categories: [
    {
      key: "teas",
      title: ["Teas", "شاي", "Thés"],
      items: [
        ["Earl Grey Tea", "شاي إيرل غراي", "Thé Earl Grey", 599, 1, 2],
        ["Green Tea", "شاي أخضر", "Thé Vert", 549, 1, 2],
        ["Chai Masala", "شاي ماسالا", "Chaï Masala", 649, 1, 2],
        ["Mint Tea", "شاي بالنعناع", "Thé à la Menthe", 499, 1, 2],
      ],
    },
    {
      key: "spices",
      title: ["Spices and dried fruit", "توابل وفواكه مجففة", "Épices et fruits secs"],
      items: [
        ["Saffron", "زعفران", "Safran", 999, 1, null],
        ["Cardamom Pods", "حبات الهيل", "Cardamome", 449, 1, null],
        ["Sumac", "سماق", "Sumac", 349, 1, null],
        ["Medjool Dates", "تمر مجهول", "Dattes Medjool", 799, 1, 277],
      ],
    },
  ],
  addons: [],
};

/** Menus by shop slug (the slug of the shop's English title). */
export const menus = {
  "pizza-palace": pizza,
  "napoli-pizzeria": pizza,
  "curry-house": curry,
  "sushi-garden": sushi,
  "burger-yard": burger,
  "taco-street": tacos,
  "noodle-bar": noodles,
  "falafel-corner": falafel,
  "green-bowl": greenBowl,
  "dim-sum-den": dimsum,
  "pasta-fresca": pasta,
  "grill-and-smoke": grill,
  "morning-bakery": bakery,
  "fresh-market": grocery,
  "city-pharmacy": pharmacy,
  "bloom-flowers": flowers,
  "corner-grocery": grocery,
  "pet-pantry": pets,
  "tea-and-spice": tea,
};

/** Extra groups: id, type, title per locale, values. */
export const extraGroups = {
  pizza: [
    { id: 1, type: "text", title: ["Size", "الحجم", "Taille"], values: ["Small", "Medium", "Large"], step: 300 },
    { id: 2, type: "text", title: ["Crust", "العجينة", "Pâte"], values: ["Thin", "Thick"], step: 100 },
  ],
  burger: [{ id: 3, type: "text", title: ["Patty", "الشريحة", "Steak"], values: ["Single", "Double"], step: 350 }],
  portion: [{ id: 4, type: "text", title: ["Portion", "الحصة", "Portion"], values: ["Regular", "Large"], step: 250 }],
  weight: [{ id: 5, type: "text", title: ["Pack", "العبوة", "Format"], values: ["500 g", "1 kg"], step: 150 }],
  bouquet: [{ id: 6, type: "color", title: ["Wrap", "التغليف", "Emballage"], values: ["#f5e6c8", "#1f2937"], step: 0 }],
};
