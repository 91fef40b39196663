export type ClassValue = string | number | null | undefined | false | ClassValue[] | Record<string, unknown>;

/** Joins class names, skipping falsy ones; objects add their keys whose value is truthy. */
export function cn(...inputs: ClassValue[]): string {
  const classes: string[] = [];
  for (const input of inputs) {
    if (!input && input !== 0) continue;
    if (Array.isArray(input)) {
      const inner = cn(...input);
      if (inner) classes.push(inner);
    } else if (typeof input === "object") {
      for (const [name, on] of Object.entries(input)) if (on) classes.push(name);
    } else {
      classes.push(String(input));
    }
  }
  return classes.join(" ");
}
