export { type ApiApp, createApiApp } from "./app";
export type { ApiBindings } from "./env";
export { avatarResponse, isAvatarPath } from "./images/avatars";
export { imageResponse, isImagePath } from "./images/generated-image";
export { OrderProgress } from "./order-progress/durable-object";
