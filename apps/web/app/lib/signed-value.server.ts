/**
 * HMAC-SHA256 signatures for cookie values, so the server can tell its own cookies from edited
 * ones. Web Crypto only (Workers and Node alike); `crypto.subtle.verify` compares in constant time.
 */
const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

function keyFor(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
      "sign",
      "verify",
    ]);
    keys.set(secret, key);
  }
  return key;
}

function toBase64Url(bytes: ArrayBuffer): string {
  let binary = "";
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** The signature of `message` under `secret`, base64url without padding. */
export async function sign(secret: string, message: string): Promise<string> {
  return toBase64Url(await crypto.subtle.sign("HMAC", await keyFor(secret), encoder.encode(message)));
}

/** Whether `signature` is `message`'s under `secret`. */
export async function verify(secret: string, message: string, signature: string): Promise<boolean> {
  const bytes = fromBase64Url(signature);
  if (!bytes) return false;
  return crypto.subtle.verify("HMAC", await keyFor(secret), bytes, encoder.encode(message));
}
