// Languages, currencies, settings and payment methods of the demo marketplace.

export const DEFAULT_LOCATION = { latitude: 51.50735, longitude: -0.12776 };

export const languages = [
  { id: 1, locale: "en", title: "English", backward: 0, is_default: 1, active: 1 },
  { id: 2, locale: "ar", title: "العربية", backward: 1, is_default: 0, active: 1 },
  { id: 3, locale: "fr", title: "Français", backward: 0, is_default: 0, active: 1 },
];

export const currencies = [
  { id: 1, symbol: "$", title: "USD", position: "before", is_default: 1, rate: 1, active: 1 },
  { id: 2, symbol: "€", title: "EUR", position: "after", is_default: 0, rate: 0.92, active: 1 },
  { id: 3, symbol: "£", title: "GBP", position: "before", is_default: 0, rate: 0.79, active: 1 },
  { id: 4, symbol: "د.إ", title: "AED", position: "after", is_default: 0, rate: 3.67, active: 1 },
];

export const settings = {
  ui_type: "1",
  payment_type: "admin",
  instagram: "https://instagram.com/tiffin",
  facebook: "https://facebook.com/tiffin",
  twitter: "https://twitter.com/tiffin",
  referral_active: "1",
  otp_expire_time: "90",
  customer_app_android: "https://play.google.com/store/apps/details?id=app.tiffin.customer",
  customer_app_ios: "https://apps.apple.com/app/tiffin-customer/id100000001",
  delivery_app_android: "https://play.google.com/store/apps/details?id=app.tiffin.delivery",
  delivery_app_ios: "https://apps.apple.com/app/tiffin-delivery/id100000002",
  vendor_app_android: "https://play.google.com/store/apps/details?id=app.tiffin.vendor",
  vendor_app_ios: "https://apps.apple.com/app/tiffin-vendor/id100000003",
  group_order: "1",
  footer_text: "Tiffin: food and groceries from your neighbourhood, delivered the same day.",
  address: "1 Strand, London WC2N 5HR",
  phone: "+44 20 7946 0000",
  email: "hello@tiffin.test",
  reservation_time_durations: "60",
  reservation_before_time: "1",
  min_reservation_time: "1",
  active_parcel: "1",
  before_order_phone_required: "0",
  reservation_enable_for_user: "1",
  service_fee: "1.5",
};

export const payments = [
  { id: 1, tag: "cash", active: 1, sandbox: 0 },
  { id: 2, tag: "wallet", active: 1, sandbox: 0 },
  { id: 3, tag: "sandbox", active: 1, sandbox: 1 },
  { id: 4, tag: "stripe", active: 0, sandbox: 1 },
];
