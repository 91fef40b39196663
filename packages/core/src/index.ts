// Pure domain rules: shared by the machines and the API.

export {
  type AddressContext,
  type AddressEvent,
  type AddressInput,
  addressMachine,
} from "./machines/address.js";
// Machines: side effects are injected with machine.provide(...).
export {
  type CartContext,
  type CartEvent,
  type CartGroup,
  type CartInput,
  cartMachine,
  errorMessage,
  type SaveServerCartInput,
} from "./machines/cart.js";
export {
  type CheckoutAddress,
  type CheckoutContext,
  type CheckoutEvent,
  type CheckoutInput,
  type CheckoutShop,
  checkoutMachine,
  checkoutTotal,
  type OrderRequest,
  type PaymentMethod,
} from "./machines/checkout.js";
export {
  type GroupOrderContext,
  type GroupOrderEvent,
  type GroupOrderInput,
  groupOrderMachine,
} from "./machines/groupOrder.js";
export {
  NOTIFICATION_POLL_MS,
  NOTIFICATIONS_PER_PAGE,
  type Notification,
  type NotificationsContext,
  type NotificationsEvent,
  type NotificationsInput,
  notificationsMachine,
} from "./machines/notifications.js";
export {
  type Currency,
  type Direction,
  directionOf,
  type Language,
  type PreferencesContext,
  type PreferencesEvent,
  type PreferencesInput,
  preferencesMachine,
  type Theme,
  type Translations,
} from "./machines/preferences.js";
export {
  SEARCH_DEBOUNCE_MS,
  type SearchContext,
  type SearchEvent,
  type SearchInput,
  type SearchRequest,
  searchMachine,
} from "./machines/search.js";
export {
  type Credentials,
  type SessionContext,
  type SessionEvent,
  type SessionInput,
  type SessionUser,
  SIGN_OUT_CLEARS,
  type SignedIn,
  sessionMachine,
  type UserDataKey,
} from "./machines/session.js";
// Ports.
export { createMemoryStorage, type KeyValueStorage } from "./ports/storage.js";
export { type Address, type AddressDraft, activateAddress, activeAddress, upsertAddress } from "./rules/address.js";
export { type BirthdayProblem, birthdayProblem, MAX_AGE_YEARS } from "./rules/birthday.js";
export {
  addDays,
  type BookingLimits,
  type BookingRules,
  bookingDates,
  bookingLength,
  bookingLimitsFrom,
  bookingRulesFrom,
  bookingSlots,
  checkBookingSlot,
  DEFAULT_BOOKING_LIMITS,
  minutesStamp,
  type SlotCheck,
  type SlotRefusal,
  stampMinutes,
  type TakenSlot,
} from "./rules/booking.js";
export {
  type CalculateInput,
  type CalculateLine,
  type CalculateShop,
  type CartTotals,
  type Coupon,
  calculateCart,
  calculateCartMinor,
  type DeliveryType,
} from "./rules/calculate.js";
export {
  acceptsShop,
  addLine,
  type Cart,
  type CartAddon,
  type CartLine,
  type CartResult,
  cartTotals,
  clearCart,
  decreaseLine,
  emptyCart,
  type LineTotals,
  lineKey,
  lineTotals,
  ONE_SHOP_ERROR,
  priceWithAddons,
  removeLine,
  setLine,
} from "./rules/cart.js";
export {
  cartFromServer,
  type InsertProduct,
  type InsertProductBody,
  insertProductBody,
  type ServerCart,
  type ServerCartDetail,
  type ServerStock,
  type ServerUserCart,
} from "./rules/cartSync.js";
export {
  type CheckoutDraft,
  type CheckoutLimits,
  type CheckoutProblem,
  checkoutProblem,
  IN_HOUSE_PAYMENTS,
  orderRequestOf,
  paysInHouse,
} from "./rules/checkout.js";
export { add, type Exact, exactFactor, exactInt, mul, roundHalfUp } from "./rules/exact.js";
export { DEFAULT_LOCATION, distanceKm, formatLocation, isInsideZone, type LatLng, parseLocation } from "./rules/geo.js";
export {
  allMembersDone,
  type GroupMember,
  type GroupMemberLine,
  groupShareLink,
  isNotAMember,
  type MemberStatus,
  outsideGroup,
  readShareLink,
} from "./rules/groupOrder.js";
export { MESSAGES } from "./rules/messages.js";
export { checkMinimumOrder, type MinimumOrderCheck } from "./rules/minimumOrder.js";
export { convertMinor, fromMinor, toMinor } from "./rules/money.js";
export {
  isNotificationTab,
  NOTIFICATION_TABS,
  type NotificationStatistic,
  type NotificationTab,
  type NotificationType,
  statisticAfterReading,
  typesOfTab,
  unreadOfTab,
} from "./rules/notifications.js";
export {
  bookingMoves,
  canCancel,
  isActiveOrder,
  NON_ACTIVE_STATUSES,
  nextOrderStatus,
  ORDER_STATUSES,
  type OrderStatus,
  PARCEL_STATUSES,
  type ParcelStatus,
  parcelMoves,
  REFUND_STATUSES,
  type RefundStatus,
  shopOrderMoves,
} from "./rules/orderStatus.js";
export { appendPage, emptyPage, hasMore, type Page } from "./rules/page.js";
export { currencyOf, languageOf, shownCurrency } from "./rules/preferences.js";
export {
  type ClosedDate,
  clockIn,
  formatMinutes,
  hoursOn,
  isClosedOn,
  isOpenAt,
  isOpenNow,
  minutesOf,
  type ShopSchedule,
  type SlotOptions,
  timeSlots,
  validTimeZone,
  type WallClock,
  WEEKDAYS,
  type Weekday,
  type WorkingDay,
  weekdayOf,
} from "./rules/schedule.js";
export { forgetSearch, rememberSearch, SEARCH_HISTORY_LIMIT } from "./rules/searchHistory.js";
export { SESSION_LIFETIME_S } from "./rules/session.js";
