// The one piece of Vite's client types the source scan needs.
interface ImportMeta {
  glob<T>(patterns: string | string[], options: { query?: string; import?: string; eager: true }): Record<string, T>;
}
