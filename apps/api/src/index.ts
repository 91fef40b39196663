export { type ApiApp, type ApiAppOptions, createApiApp } from "./app";
export { CLIENT_ADDRESS_HEADER } from "./http/client-address";
export type { ApiBindings } from "./env";
export { imageResponse, isImagePath } from "./images/generated-image";
export { OrderProgress } from "./order-progress/durable-object";
