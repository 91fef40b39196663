import { ApiError } from "@tiffin/api-client";
import { describe, expect, it } from "vitest";
import { bookingRefusal, cancelRefusal } from "../app/lib/bookings/reservations.server";
import { type BookingTexts, bookingBundles } from "../app/lib/i18n/booking-bundles";

const { en, ar, fr } = bookingBundles as Record<"en" | "ar" | "fr", BookingTexts>;
const settings = { booking_limit_per_slot: "1", booking_limit_per_day: "3" };
const refused = (statusCode: string, message: string, params?: Record<string, string[]>) =>
  new ApiError(400, statusCode, message, params);

describe("a refused table booking, in the reader's language", () => {
  it("a customer over the per-slot limit reads it in Arabic and French with the setting's count", () => {
    const error = refused("ERROR_257", "You may hold at most 1 booking(s) at one time", {
      start_date: ["You already have a booking at that time."],
    });
    expect(bookingRefusal(error, ar.reservations, settings)).toBe(
      "لديك حجز في هذا الوقت بالفعل: يمكنك الاحتفاظ بـ 1 حجز كحد أقصى في الوقت نفسه",
    );
    expect(bookingRefusal(error, fr.reservations, settings)).toBe(
      "Vous avez déjà une réservation à cette heure : vous pouvez en avoir au plus 1 en même temps",
    );
  });

  it("a customer over the per-day limit reads the day's count from the settings, not the English text", () => {
    const error = refused("ERROR_258", "You may hold at most 3 booking(s) on one day");
    expect(bookingRefusal(error, fr.reservations, settings)).toBe(
      "Vous avez atteint les réservations du jour : vous pouvez en avoir au plus 3 par jour",
    );
    expect(bookingRefusal(error, en.reservations, settings)).toContain("at most 3 on one day");
  });

  it("a customer asking for more guests than the table seats is told so in Arabic", () => {
    const error = refused("ERROR_259", "This table seats 4", { guest: ["Too many guests for this table."] });
    expect(bookingRefusal(error, ar.reservations, settings)).toBe(ar.reservations.guestsOverTable);
  });

  it("a refusal the form does not know is left to the caller", () => {
    expect(bookingRefusal(refused("ERROR_400", "Something else"), en.reservations, settings)).toBeNull();
  });

  it("a cancel of a canceled or begun booking is said in the reader's language", () => {
    const texts = fr.reservations;
    expect(cancelRefusal(new ApiError(409, "ERROR_409", "This booking is already canceled"), texts)).toBe(
      "Cette réservation est déjà annulée",
    );
    expect(cancelRefusal(new ApiError(422, "ERROR_422", "begun"), texts)).toBe(texts.alreadyBegun);
  });
});
