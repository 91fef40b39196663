/**
 * How long a sign-in lasts: the API's access token expires after this many seconds, and the
 * storefront's session cookies that carry it are kept exactly as long, so neither outlives the other.
 */
export const SESSION_LIFETIME_S = 30 * 24 * 60 * 60;
