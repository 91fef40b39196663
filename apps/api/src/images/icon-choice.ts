import rules from "./icon-rules.json";

/**
 * Which icons draw a seeded image, from the English words of its name (`margherita-pizza`,
 * `morning-bakery-2`): the first rule naming one of its words wins, else the kind's fallback.
 * A product also shows what sets it apart from the shop's other products: the icons of the
 * other rules its name matches (a topping, `pepperoni` → meat; a variant, `spicy` → a chilli).
 * The rules live in icon-rules.json, which also decides which icons are bundled (icons.gen.ts).
 */
export interface IconChoice {
  /** One to three icon names, the main one first. */
  readonly icons: readonly string[];
  /** False when no word matched and the kind's fallback was used. */
  readonly matched: boolean;
}

interface Rule {
  readonly icon: string;
  readonly words: readonly string[];
  readonly with?: readonly string[];
  /** The kinds the rule applies to (all when absent): toppings and variants only mark products. */
  readonly kinds?: readonly string[];
}

const RULES: readonly Rule[] = rules.rules;
const FALLBACKS: Readonly<Record<string, string>> = rules.fallbacks;

/** Kinds drawn wide enough for companions beside the main icon. */
const SCENES = new Set(["banners", "backgrounds"]);

/** A product's main icon and at most this many marks beside it. */
const PRODUCT_ICONS = 4;

function matches(rule: Rule, kind: string, padded: string): boolean {
  if (rule.kinds && !rule.kinds.includes(kind)) return false;
  return rule.words.some((word) => padded.includes(`-${word}-`));
}

export function fallbackIcon(kind: string): string {
  return (Object.hasOwn(FALLBACKS, kind) ? FALLBACKS[kind] : undefined) ?? FALLBACKS["*"] ?? "shopping-bags";
}

export function chooseIcons(kind: string, name: string): IconChoice {
  const padded = `-${name.toLowerCase()}-`;
  const found = RULES.filter((rule) => matches(rule, kind, padded));
  const first = found[0];
  if (!first) return { icons: [fallbackIcon(kind)], matched: false };
  const family = [first.icon, ...(first.with ?? [])];
  if (SCENES.has(kind)) {
    const icons = [...new Set([...found.map((rule) => rule.icon), ...family])].slice(0, 3);
    return { icons, matched: true };
  }
  if (kind === "stories") {
    // A shop's stories are numbered from 1: the second shows the shop's next icon.
    const n = Number(/-(\d+)$/.exec(name)?.[1] ?? "1");
    return { icons: [family[(Math.max(n, 1) - 1) % family.length] ?? first.icon], matched: true };
  }
  if (kind === "products") {
    return { icons: [...new Set(found.map((rule) => rule.icon))].slice(0, PRODUCT_ICONS), matched: true };
  }
  return { icons: [first.icon], matched: true };
}
