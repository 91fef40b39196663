export { type ApiApp, type ApiAppOptions, createApiApp } from "./app";
export { ChatFeed } from "./chat/feed-object";
export type { ApiBindings } from "./env";
export { GroupCartLive } from "./group-live/durable-object";
export { CLIENT_ADDRESS_HEADER, PUBLIC_ORIGIN_HEADER } from "./http/client-address";
export { type ApiDevTools, devToolsAllowed } from "./http/dev-tools";
export { avatarResponse, isAvatarPath } from "./images/avatars";
export { imageResponse, isImagePath } from "./images/generated-image";
export { OrderProgress } from "./order-progress/durable-object";
