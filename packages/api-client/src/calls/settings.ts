import { z } from "zod";
import type { ApiClient } from "../client";
import { currencySchema } from "../schemas/currency";
import { envelope } from "../schemas/envelope";
import { languageSchema } from "../schemas/language";
import { settingsSchema } from "../schemas/settings";

export const settingsResponse = envelope(settingsSchema);
export const languagesResponse = envelope(z.array(languageSchema));
export const currenciesResponse = envelope(z.array(currencySchema));

export async function getSettings(client: ApiClient) {
  return (await client.request("rest/settings", { schema: settingsResponse })).data;
}

export async function getActiveLanguages(client: ApiClient) {
  return (await client.request("rest/languages/active", { schema: languagesResponse })).data;
}

export async function getActiveCurrencies(client: ApiClient) {
  return (await client.request("rest/currencies/active", { schema: currenciesResponse })).data;
}
