import { z } from "zod";
import type { ApiClient } from "../client";
import type { addressesPageQuery, notificationsQuery, QueryInput } from "../requests";
import type {
  afterVerifyBody,
  forgotPasswordConfirmBody,
  loginBody,
  socialCallbackBody,
  verifyPhoneBody,
} from "../requests/auth";
import type { contactConfirmBody, passwordUpdateBody, profileBody } from "../requests/profile";
import {
  type AddressInput,
  addressSchema,
  loginResultSchema,
  notificationSchema,
  notificationSettingSchema,
  notificationStatisticSchema,
  phoneVerificationSchema,
  profileSchema,
  profileUpdateSchema,
  tokenResultSchema,
} from "../schemas/account";
import { envelope, paginated } from "../schemas/envelope";

export const loginResponse = envelope(loginResultSchema);
export const tokenResponse = envelope(tokenResultSchema);
export const phoneVerificationResponse = envelope(phoneVerificationSchema);
export const emptyResponse = envelope(z.unknown());
export const emailVerifiedResponse = envelope(z.object({ email: z.string() }));
export const profileResponse = envelope(profileSchema);
export const profileUpdateResponse = envelope(profileUpdateSchema);
export const addressesPageResponse = paginated(addressSchema);
export const addressResponse = envelope(addressSchema);
export const notificationsPageResponse = paginated(notificationSchema);
export const notificationResponse = envelope(notificationSchema);
export const notificationSettingsResponse = envelope(z.array(notificationSettingSchema));

const post = <S extends z.ZodType>(client: ApiClient, path: string, schema: S, body?: unknown) =>
  client.request(path, { method: "POST", schema, body });

// sign-in and sign-up
export const login = async (client: ApiClient, body: z.infer<typeof loginBody>) =>
  (await post(client, "auth/login", loginResponse, body)).data;
export const registerByPhone = async (client: ApiClient, phone: string) =>
  (await post(client, "auth/register", phoneVerificationResponse, { phone })).data;
export const registerByEmail = (client: ApiClient, email: string) =>
  post(client, "auth/register", emptyResponse, { email });
export const verifyPhone = async (client: ApiClient, body: z.infer<typeof verifyPhoneBody>) =>
  (await post(client, "auth/verify/phone", tokenResponse, body)).data;
export const verifyEmail = async (client: ApiClient, code: string) =>
  (await client.request(`auth/verify/${encodeURIComponent(code)}`, { schema: emailVerifiedResponse })).data;
export const afterVerify = async (client: ApiClient, body: z.infer<typeof afterVerifyBody>) =>
  (await post(client, "auth/after-verify", tokenResponse, body)).data;
export const resendVerify = (client: ApiClient, email: string) =>
  post(client, "auth/resend-verify", emptyResponse, { email });
export const forgotPassword = async (client: ApiClient, phone: string) =>
  (await post(client, "auth/forgot/password", phoneVerificationResponse, { phone })).data;
export const confirmForgotPassword = async (client: ApiClient, body: z.infer<typeof forgotPasswordConfirmBody>) =>
  (await post(client, "auth/forgot/password/confirm", tokenResponse, body)).data;
export const forgotEmailPassword = (client: ApiClient, email: string) =>
  client.request("auth/forgot/email-password", { method: "POST", schema: emptyResponse, query: { email } });
export const confirmEmailPassword = async (client: ApiClient, email: string, code: string) =>
  (
    await client.request(`auth/forgot/email-password/${encodeURIComponent(code)}`, {
      method: "POST",
      schema: tokenResponse,
      query: { email },
    })
  ).data;
export const socialCallback = async (
  client: ApiClient,
  provider: "google" | "facebook" | "apple",
  body: z.infer<typeof socialCallbackBody>,
) => (await post(client, `auth/${provider}/callback`, loginResponse, body)).data;
export const logout = (client: ApiClient) => post(client, "auth/logout", emptyResponse);

// profile
export const getProfile = async (client: ApiClient) =>
  (await client.request("dashboard/user/profile/show", { schema: profileResponse })).data;
/**
 * Updates the profile. A new email or phone is not set here: a code is sent to it and
 * `pending_contact` names it until `confirmContact` is given that code.
 */
export const updateProfile = async (client: ApiClient, body: z.infer<typeof profileBody>) =>
  (await client.request("dashboard/user/profile/update", { method: "PUT", schema: profileUpdateResponse, body })).data;
/** A new profile photo (JPEG, PNG or WebP bytes); answers the profile with its new `img`. */
export const uploadAvatar = async (client: ApiClient, data: ArrayBuffer, type: string) =>
  (
    await client.request("dashboard/user/profile/avatar", {
      method: "POST",
      schema: profileResponse,
      rawBody: { data, type },
    })
  ).data;
/** Makes the pending email or phone the user's, given the code sent to it. */
export const confirmContact = async (client: ApiClient, body: z.infer<typeof contactConfirmBody>) =>
  (await post(client, "dashboard/user/profile/contact/confirm", profileResponse, body)).data;
/**
 * Changes the password. `current_password` is required once the account has a password; every
 * other session of the user is signed out.
 */
export const updatePassword = (client: ApiClient, body: z.infer<typeof passwordUpdateBody>) =>
  post(client, "dashboard/user/profile/password/update", profileResponse, body);
export const updateFirebaseToken = (client: ApiClient, firebase_token: string) =>
  post(client, "dashboard/user/profile/firebase/token/update", emptyResponse, { firebase_token });
export const deleteAccount = (client: ApiClient) =>
  client.request("dashboard/user/profile/delete", { method: "DELETE", schema: emptyResponse });

// addresses
export const listAddresses = (client: ApiClient, query: QueryInput<typeof addressesPageQuery> = {}) =>
  client.request("dashboard/user/addresses", { schema: addressesPageResponse, query: { perPage: 100, ...query } });
export const createAddress = async (client: ApiClient, body: AddressInput) =>
  (await post(client, "dashboard/user/addresses", addressResponse, body)).data;
export const updateAddress = async (client: ApiClient, id: number, body: AddressInput) =>
  (await client.request(`dashboard/user/addresses/${id}`, { method: "PUT", schema: addressResponse, body })).data;
export const setActiveAddress = async (client: ApiClient, id: number) =>
  (await post(client, `dashboard/user/address/set-active/${id}`, addressResponse)).data;
export const getActiveAddress = async (client: ApiClient) =>
  (await client.request("dashboard/user/address/get-active", { schema: addressResponse })).data;
export const deleteAddresses = (client: ApiClient, ids: number[]) =>
  client.request("dashboard/user/addresses/delete", { method: "DELETE", schema: emptyResponse, query: { ids } });

// notifications
export const paginateNotifications = (client: ApiClient, query: QueryInput<typeof notificationsQuery> = {}) =>
  client.request("dashboard/notifications", {
    schema: notificationsPageResponse,
    query: { perPage: 5, column: "id", sort: "desc", ...query },
  });
export const getNotification = async (client: ApiClient, id: number) =>
  (await client.request(`dashboard/notifications/${id}`, { schema: notificationResponse })).data;
export const readNotification = async (client: ApiClient, id: number) =>
  (await post(client, `dashboard/notifications/${id}/read-at`, notificationResponse)).data;
export const readAllNotifications = (client: ApiClient) =>
  post(client, "dashboard/notifications/read-all", emptyResponse);
export const notificationStatistic = (client: ApiClient) =>
  client.request("dashboard/user/profile/notifications-statistic", { schema: notificationStatisticSchema });
export const getNotificationSettings = async (client: ApiClient) =>
  (await client.request("dashboard/user/notifications", { schema: notificationSettingsResponse })).data;
export const updateNotificationSettings = async (
  client: ApiClient,
  notifications: { notification_id: number; active: boolean }[],
) => (await post(client, "dashboard/user/update/notifications", notificationSettingsResponse, { notifications })).data;

// liked shops (ids, newest first)
export const likedShopsResponse = envelope(z.array(z.number().int()));
export const getLikedShops = async (client: ApiClient) =>
  (await client.request("dashboard/user/liked-shops", { schema: likedShopsResponse })).data;
export const addLikedShops = async (client: ApiClient, shop_ids: number[]) =>
  (await post(client, "dashboard/user/liked-shops", likedShopsResponse, { shop_ids })).data;
export const removeLikedShop = async (client: ApiClient, shopId: number) =>
  (await client.request(`dashboard/user/liked-shops/${shopId}`, { method: "DELETE", schema: likedShopsResponse })).data;
