/** Image paths without an http(s) scheme are relative to the image base. */
export function imageUrl(path: string | null | undefined, imageBase = ""): string | undefined {
  if (!path) return undefined;
  if (/^https?:\/\//i.test(path) || path.startsWith("data:")) return path;
  if (!imageBase) return path;
  return `${imageBase.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
}
