import { Hono } from "hono";
import type { ApiEnv } from "./env";
import { requireUser } from "./http/auth";
import { clientAddress } from "./http/client-address";
import { cors } from "./http/cors";
import { type ApiDevTools, devToolsAllowed } from "./http/dev-tools";
import { errorBody, handleError } from "./http/errors";
import { localeAndCurrency } from "./http/locale";
import { privateAnswers } from "./http/private-answers";
import { refusalSentence } from "./http/refusal-messages";
import { addressRoutes } from "./routes/addresses";
import { applicationRoutes } from "./routes/applications";
import { authRoutes } from "./routes/auth";
import { bookingRoutes } from "./routes/bookings";
import { cartRoutes } from "./routes/cart";
import { catalogueRoutes } from "./routes/catalogue";
import { chatRoutes } from "./routes/chats";
import { contentRoutes } from "./routes/content";
import { deliveryZoneSubscriptionRoutes } from "./routes/delivery-zone-subscriptions";
import { groupCartRoutes } from "./routes/group-cart";
import { likedShopRoutes } from "./routes/liked-shops";
import { notificationRoutes } from "./routes/notifications";
import { orderRoutes } from "./routes/orders";
import { parcelRoutes } from "./routes/parcels";
import { paymentRoutes } from "./routes/payments";
import { productRoutes } from "./routes/products";
import { profileRoutes } from "./routes/profile";
import { sellerRoutes } from "./routes/seller";
import { settingsRoutes } from "./routes/settings";
import { shopRoutes } from "./routes/shops";
import { walletRoutes } from "./routes/wallet";

export interface ApiAppOptions {
  /**
   * Read the client's address from `X-Tiffin-Client-Address` and the visitor's origin from
   * `X-Tiffin-Public-Origin` (src/http/client-address.ts). Only for the app the storefront calls
   * in-process, never for the one serving /api/v1 publicly.
   */
  trustClientAddressHeader?: boolean;
  /** Only a development build passes these (`@tiffin/api/dev`); production never bundles them. */
  devTools?: ApiDevTools;
}

/** The /api/v1 application. Stateless: everything it needs comes from the request and env. */
export function createApiApp(options: ApiAppOptions = {}) {
  const app = new Hono<ApiEnv>().basePath("/api/v1");
  // First: a preflight is answered before any sign-in check (it never carries the token).
  app.use("*", cors);
  // A signed-in or sign-in answer is marked private, whatever route or error produced it.
  app.use("*", privateAnswers);
  app.use("*", clientAddress(options.trustClientAddressHeader === true));
  const devTools = options.devTools ?? null;
  app.use("*", async (c, next) => {
    c.set("devTools", devTools && devToolsAllowed(c.env) ? devTools : null);
    await next();
  });
  app.use("*", localeAndCurrency);
  // Protected areas: every /dashboard call is for a signed-in user.
  app.use("/dashboard/*", requireUser);
  app.route("/", settingsRoutes);
  app.route("/", shopRoutes);
  app.route("/", catalogueRoutes);
  app.route("/", deliveryZoneSubscriptionRoutes);
  app.route("/", productRoutes);
  app.route("/", contentRoutes);
  app.route("/", authRoutes);
  app.route("/", profileRoutes);
  app.route("/", addressRoutes);
  app.route("/", notificationRoutes);
  // Before the payment routes: the sandbox's return call is one of the dev tools.
  if (devTools) app.route("/", devTools.routes);
  app.route("/", cartRoutes);
  app.route("/", groupCartRoutes);
  app.route("/", orderRoutes);
  app.route("/", walletRoutes);
  app.route("/", paymentRoutes);
  app.route("/", parcelRoutes);
  app.route("/", bookingRoutes);
  app.route("/", applicationRoutes);
  app.route("/", likedShopRoutes);
  app.route("/", chatRoutes);
  app.route("/", sellerRoutes);
  app.notFound((c) => c.json(errorBody("ERROR_404", refusalSentence("Not found", c.get("lang"))), 404));
  app.onError(handleError);
  return app;
}

export type ApiApp = ReturnType<typeof createApiApp>;
