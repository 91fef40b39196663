/**
 * Password hashing with PBKDF2-SHA256 from WebCrypto. Stored as
 * `pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>`; 100,000 iterations is the most Workers'
 * WebCrypto accepts. The seed writes the same format with node:crypto.
 */
export const PASSWORD_ITERATIONS = 100_000;
const PREFIX = "pbkdf2-sha256";

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, 256);
  return new Uint8Array(bits);
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await derive(password, salt, PASSWORD_ITERATIONS);
  return `${PREFIX}$${PASSWORD_ITERATIONS}$${toBase64(salt)}$${toBase64(hash)}`;
}

/** Compares every byte whatever the first difference, so timing says nothing about the hash. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  let diff = a.length ^ b.length;
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [prefix, rounds, salt, hash] = (stored ?? "").split("$");
  const iterations = Number(rounds);
  if (prefix !== PREFIX || !salt || !hash || !Number.isInteger(iterations) || iterations > PASSWORD_ITERATIONS) {
    // still spend the time of a real check, so unknown users answer as slowly as known ones
    await derive(password, new Uint8Array(16), PASSWORD_ITERATIONS);
    return false;
  }
  return constantTimeEqual(await derive(password, fromBase64(salt), iterations), fromBase64(hash));
}
