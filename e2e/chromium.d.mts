/** Types of chromium.mjs, for the journeys that launch a browser of their own. */
export const CHROMIUM_PATH: string;
export const CHROMIUM_FLAGS: string[];
