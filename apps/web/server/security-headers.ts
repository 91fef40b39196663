/** What the policy depends on besides the request's nonce. */
export interface PolicyOptions {
  nonce: string;
  production: boolean;
  /** Google Maps is loaded only when a key is set; its hosts are allowed only then. */
  mapsKey?: string | undefined;
  /**
   * Without a Google key the forms draw MapLibre over this style: its origin (style, sprites,
   * glyphs and tiles on one host, as open styles serve them) is allowed to be fetched.
   */
  mapStyleUrl?: string | undefined;
  /** Pictures served from another host (IMAGE_BASE) are allowed from that origin. */
  imageBase?: string | undefined;
  /** Firebase (social sign-in, web push) is allowed only when its project is configured. */
  firebase?: { authDomain?: string | undefined; emulatorHost?: string | undefined } | undefined;
}

/**
 * The Firebase Auth web SDK's popup (Google's iframe loader, the auth domain's helper frame, the
 * Identity Toolkit and token calls) and web push's token calls. The emulator's origin is added
 * only outside production.
 */
function firebaseHosts(options: PolicyOptions) {
  if (!options.firebase) return null;
  const emulatorHost = options.production ? undefined : options.firebase.emulatorHost;
  const emulator = emulatorHost ? [`http://${emulatorHost}`] : [];
  const authDomain = options.firebase.authDomain ? [`https://${options.firebase.authDomain}`] : [];
  return {
    script: ["https://apis.google.com"],
    frame: [...authDomain, ...emulator],
    connect: [
      "https://identitytoolkit.googleapis.com",
      "https://securetoken.googleapis.com",
      "https://firebaseinstallations.googleapis.com",
      "https://fcmregistrations.googleapis.com",
      ...emulator,
    ],
  };
}

// Google's documented Content-Security-Policy needs of the Maps JavaScript API.
const MAPS = {
  script: ["https://*.googleapis.com", "https://*.gstatic.com", "https://*.google.com", "'unsafe-eval'"],
  img: ["https://*.googleapis.com", "https://*.gstatic.com", "https://*.google.com", "https://*.googleusercontent.com"],
  connect: ["https://*.googleapis.com", "https://*.google.com", "https://*.gstatic.com"],
  style: ["https://fonts.googleapis.com"],
  font: ["https://fonts.gstatic.com"],
  frame: ["https://*.google.com"],
};

/** Stripe Checkout: a form post may be answered with a redirect to its hosted page. */
const CHECKOUT_HOSTS = ["https://checkout.stripe.com"];

/** A fresh, unguessable nonce for one response (128 random bits, base64). */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const { origin } = new URL(url);
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

/**
 * The Content-Security-Policy of every response. Scripts run only from this origin or with
 * this response's nonce (Remix's and React's inline scripts carry it), never inline without
 * one; inline style attributes stay allowed (the components set CSS variables through them).
 */
export function contentSecurityPolicy(options: PolicyOptions): string {
  const maps = options.mapsKey ? MAPS : null;
  const mapStyle = maps ? null : originOf(options.mapStyleUrl);
  const openMap = mapStyle ? [mapStyle] : [];
  const images = originOf(options.imageBase);
  const firebase = firebaseHosts(options);
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", `'nonce-${options.nonce}'`, ...(maps?.script ?? []), ...(firebase?.script ?? [])],
    ["style-src", "'self'", "'unsafe-inline'", ...(maps?.style ?? [])],
    ["img-src", "'self'", "data:", "blob:", ...(images ? [images] : []), ...(maps?.img ?? []), ...openMap],
    ["font-src", "'self'", "data:", ...(maps?.font ?? [])],
    ["connect-src", "'self'", ...(maps?.connect ?? []), ...openMap, ...(firebase?.connect ?? [])],
    ["frame-src", "'self'", ...(maps?.frame ?? []), ...(firebase?.frame ?? [])],
    ["worker-src", "'self'", "blob:"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'", ...CHECKOUT_HOSTS],
    ["frame-ancestors", "'none'"],
  ];
  if (options.production) directives.push(["upgrade-insecure-requests"]);
  return directives.map((parts) => parts.join(" ")).join("; ");
}

/** Powerful browser features the storefront never uses are off; location only for this origin. */
export const PERMISSIONS_POLICY =
  "accelerometer=(), camera=(), geolocation=(self), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()";

/** Two years, as the HSTS preload list asks; only production speaks HTTPS for certain. */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";

/** Every security header of a response (pages, API, pictures, errors). */
export function securityHeaders(options: PolicyOptions): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(options),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": PERMISSIONS_POLICY,
    "X-Frame-Options": "DENY",
    ...(options.production ? { "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY } : {}),
  };
}

/** The response with the headers set (a copy when its headers are immutable). */
export function withHeaders(response: Response, headers: Record<string, string>): Response {
  const out = new Response(response.body, response);
  for (const [name, value] of Object.entries(headers)) out.headers.set(name, value);
  return out;
}
