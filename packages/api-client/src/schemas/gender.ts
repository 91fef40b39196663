import { z } from "zod";

/**
 * Gender on the wire. The API stores a word (male, female, other) and answers a code, the value
 * the Foodyman client's select reads: "1" male, "2" female, "3" other. Requests may send either
 * form; `genderWire` reads the answered code back as the word, so Profile.gender is a word.
 */
export const GENDERS = ["male", "female", "other"] as const;
export type Gender = (typeof GENDERS)[number];

const CODES: Record<Gender, string> = { male: "1", female: "2", other: "3" };
const WORDS: Record<string, Gender> = { "1": "male", "2": "female", "3": "other" };

/** The code answered for a stored gender (null stays null; an unknown word is answered as it is). */
export function genderCode(gender: string | null): string | null {
  return gender !== null && gender in CODES ? CODES[gender as Gender] : gender;
}

/** The word for a code or a word; anything else as it is. */
export function genderWord(value: string | null): string | null {
  return value !== null && value in WORDS ? (WORDS[value] ?? value) : value;
}

/** A gender in a request body: "male"/"female"/"other" or the client's "1"/"2"/"3" (string or number). */
export const genderInput = z.preprocess(
  (value) => (typeof value === "number" || typeof value === "string" ? genderWord(String(value)) : value),
  z.enum(GENDERS, { message: "The gender is invalid." }),
);

/** The profile's gender as answered (a code), read as its word. */
export const genderWire = z.string().nullable().transform(genderWord);
