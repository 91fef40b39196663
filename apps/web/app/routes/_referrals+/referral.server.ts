import { type ApiClient, ApiError, getProfile, getReferral, getSettings, settingsToMap } from "@tiffin/api-client";
import { orSignOut } from "../../lib/session-user.server";

/** The programme when settings `referral_active` is on and a referral exists (the API answers 404 otherwise). */
async function activeReferral(api: ApiClient) {
  try {
    return await getReferral(api);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The signed-in user's shareable sign-up link and the programme's terms, or null when referrals are off. */
export async function referralView(api: ApiClient, origin: string) {
  const [settings, referral, profile] = await Promise.all([
    getSettings(api),
    activeReferral(api),
    orSignOut(getProfile(api)),
  ]);
  const on = settingsToMap(settings).referral_active === "1";
  if (!on || !referral || !profile.my_referral) return null;
  return {
    code: profile.my_referral,
    link: `${origin}/register?referral=${encodeURIComponent(profile.my_referral)}`,
    title: referral.translation?.title ?? null,
    terms: referral.translation?.description ?? null,
    faq: referral.translation?.faq ?? null,
    expiresAt: referral.expired_at,
  };
}
