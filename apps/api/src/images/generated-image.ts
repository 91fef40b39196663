import { chooseIcons } from "./icon-choice";
import { ICONS } from "./icons.gen";

/**
 * The demo marketplace ships no binary images: `/storage/images/<kind>/<name>.svg` is drawn on
 * request from the name, the same every time: recognisable Fluent Emoji Flat icons (chosen in
 * icon-choice.ts) on a soft background tinted from the main icon. In production the same paths
 * are served by an image store.
 */
const PATH = /^\/storage\/images\/([a-z-]+)\/([a-z0-9-]+)\.svg$/;

export function isImagePath(pathname: string): boolean {
  return PATH.test(pathname);
}

const SIZES: Record<string, [number, number]> = {
  shops: [160, 160],
  backgrounds: [1200, 400],
  banners: [1200, 400],
  products: [400, 300],
};

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** The image's name as words, for its accessible title. */
function title(name: string): string {
  const text = name
    .split("-")
    .filter((w) => w && !/^\d+$/.test(w))
    .join(" ");
  return escapeXml(text.charAt(0).toUpperCase() + text.slice(1));
}

const round = (n: number) => Math.round(n * 10) / 10;

/** One icon, `size` wide, centred on (cx, cy). */
function placeIcon(name: string, cx: number, cy: number, size: number): string {
  const icon = ICONS[name];
  if (!icon) return "";
  const [vw, vh] = icon.size;
  const x = round(cx - size / 2);
  const y = round(cy - size / 2);
  return `<svg data-icon="${escapeXml(name)}" x="${x}" y="${y}" width="${round(size)}" height="${round(size)}" viewBox="0 0 ${vw} ${vh}">${icon.body}</svg>`;
}

/** Wide pictures: the main icon in the middle, up to two companions either side, all inside
 * the middle two thirds (the part a 2:1 banner card shows). */
function scene(icons: readonly string[], w: number, h: number, shape: string): string {
  const [main, ...rest] = icons;
  const cx = w / 2;
  const cy = h / 2;
  let out = `<circle cx="${cx}" cy="${cy}" r="${round(h * 0.42)}" fill="${shape}"/>`;
  if (main) out += placeIcon(main, cx, cy, h * 0.62);
  const offsets = [-h * 0.68, h * 0.68];
  rest.forEach((name, i) => {
    out += placeIcon(name, cx + (offsets[i] ?? 0), cy + h * 0.08, h * 0.4);
  });
  return out;
}

/** Where a product's marks sit, inside the part every crop shows (a square card keeps the middle
 * 300 of 400 px, a 16:10 dialog the middle 250 of 300). */
const MARKS: readonly (readonly [number, number])[] = [
  [300, 210],
  [100, 210],
  [300, 78],
];

/** A product: its main icon in the middle on a circle tinted from its first mark (so a pepperoni
 * pizza reads red and a vegetable one green), each mark (a topping, a variant) on a small disc. */
function product(icons: readonly string[], w: number, h: number, shape: string, background: string): string {
  const [main = "", ...marks] = icons;
  const size = marks.length > 0 ? h * 0.52 : h * 0.6;
  const circle = ICONS[marks[0] ?? ""]?.tint[1] ?? shape;
  let out = `<circle cx="${w / 2}" cy="${h / 2}" r="${round(h * 0.4)}" fill="${circle}"/>${placeIcon(main, w / 2, h / 2, size)}`;
  marks.forEach((name, i) => {
    const [cx, cy] = MARKS[i] ?? [w / 2, h / 2];
    out += `<circle cx="${cx}" cy="${cy}" r="40" fill="${background}" stroke="${shape}" stroke-width="4"/>`;
    out += placeIcon(name, cx, cy, 52);
  });
  return out;
}

export function drawImage(kind: string, name: string): string {
  const [w, h] = SIZES[kind] ?? [400, 300];
  const { icons } = chooseIcons(kind, name);
  const main = icons[0] ?? "";
  const [background, shape] = ICONS[main]?.tint ?? ["#f4f1ec", "#e8e1d6"];
  const corner = kind === "shops" ? ` rx="${w / 2}"` : "";
  const inner =
    w >= h * 2
      ? scene(icons, w, h, shape)
      : kind === "products"
        ? product(icons, w, h, shape, background)
        : `<circle cx="${w / 2}" cy="${h / 2}" r="${round(Math.min(w, h) * 0.4)}" fill="${shape}"/>${placeIcon(main, w / 2, h / 2, Math.min(w, h) * 0.6)}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img"><title>${title(name)}</title><rect width="${w}" height="${h}"${corner} fill="${background}"/>${inner}</svg>`;
}

export function imageResponse(pathname: string): Response | null {
  const match = PATH.exec(pathname);
  if (!match?.[1] || !match[2]) return null;
  return new Response(drawImage(match[1], match[2]), {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
