/**
 * The demo marketplace ships no binary images: `/storage/images/<kind>/<name>.svg` is drawn
 * on request from the name, the same every time (colour from a hash, initials from the words).
 * In production the same paths are served by an image store.
 */
const PATH = /^\/storage\/images\/([a-z-]+)\/([a-z0-9-]+)\.svg$/;

export function isImagePath(pathname: string): boolean {
  return PATH.test(pathname);
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function initials(name: string): string {
  const words = name.split("-").filter((w) => w && !/^\d+$/.test(w));
  return (
    words
      .slice(0, 2)
      .map((w) => w[0]?.toUpperCase() ?? "")
      .join("") || "T"
  );
}

const SIZES: Record<string, [number, number]> = {
  shops: [160, 160],
  backgrounds: [1200, 400],
  banners: [1200, 400],
  products: [400, 300],
};

export function drawImage(kind: string, name: string): string {
  const [w, h] = SIZES[kind] ?? [400, 300];
  const hue = hash(name) % 360;
  const round = kind === "shops" ? ` rx="${w / 2}"` : "";
  const fontSize = Math.round(Math.min(w, h) * 0.36);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 55%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 75% 40%)"/></linearGradient></defs><rect width="${w}" height="${h}"${round} fill="url(#g)"/><text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="700" font-size="${fontSize}" fill="#fff">${initials(name)}</text></svg>`;
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
