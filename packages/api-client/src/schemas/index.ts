export * from "./currency";
export * from "./envelope";
export * from "./language";
export * from "./settings";
export * from "./shop";
export * from "./translation";
