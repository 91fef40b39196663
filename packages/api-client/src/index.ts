export * from "./calls/settings";
export * from "./calls/shops";
export * from "./client";
export * from "./errors";
export * from "./images";
export * from "./schemas";
export * from "./transport";
