// Pure domain rules: shared by the machines and the API.
export { type CalculateInput, type CalculateLine, type CalculateShop, type CartTotals, type Coupon, type DeliveryType, calculateCart, calculateCartMinor } from "./rules/calculate.js";
export { convertMinor, fromMinor, toMinor } from "./rules/money.js";
export { type Exact, add, exactFactor, exactInt, mul, roundHalfUp } from "./rules/exact.js";
export { DEFAULT_LOCATION, type LatLng, distanceKm, formatLocation, isInsideZone, parseLocation } from "./rules/geo.js";
export {
  type Cart,
  type CartAddon,
  type CartLine,
  type CartResult,
  type LineTotals,
  ONE_SHOP_ERROR,
  acceptsShop,
  addLine,
  cartTotals,
  clearCart,
  decreaseLine,
  emptyCart,
  lineKey,
  lineTotals,
  removeLine,
  setLine,
} from "./rules/cart.js";
export {
  type InsertProduct,
  type InsertProductBody,
  type ServerCart,
  type ServerCartDetail,
  type ServerStock,
  type ServerUserCart,
  cartFromServer,
  insertProductBody,
} from "./rules/cartSync.js";
export {
  type ClosedDate,
  type ShopSchedule,
  type SlotOptions,
  type Weekday,
  type WorkingDay,
  WEEKDAYS,
  formatMinutes,
  hoursOn,
  isClosedOn,
  isOpenAt,
  minutesOf,
  timeSlots,
  weekdayOf,
} from "./rules/schedule.js";
export { SEARCH_HISTORY_LIMIT, forgetSearch, rememberSearch } from "./rules/searchHistory.js";
export {
  NON_ACTIVE_STATUSES,
  ORDER_STATUSES,
  type OrderStatus,
  REFUND_STATUSES,
  type RefundStatus,
  canCancel,
  isActiveOrder,
  nextOrderStatus,
} from "./rules/orderStatus.js";
export { type Address, type AddressDraft, activateAddress, activeAddress, upsertAddress } from "./rules/address.js";
export { type GroupMember, type MemberStatus, allMembersDone, groupShareLink } from "./rules/groupOrder.js";
export { type Page, appendPage, emptyPage, hasMore } from "./rules/page.js";
export { MESSAGES } from "./rules/messages.js";

// Ports.
export { type KeyValueStorage, createMemoryStorage } from "./ports/storage.js";

// Machines: side effects are injected with machine.provide(...).
export { type CartContext, type CartEvent, type CartGroup, type CartInput, type SaveServerCartInput, cartMachine, errorMessage } from "./machines/cart.js";
export {
  type GroupOrderContext,
  type GroupOrderEvent,
  type GroupOrderInput,
  groupOrderMachine,
} from "./machines/groupOrder.js";
export {
  type CheckoutAddress,
  type CheckoutContext,
  type CheckoutEvent,
  type CheckoutInput,
  type CheckoutShop,
  type OrderRequest,
  type PaymentMethod,
  checkoutMachine,
  checkoutTotal,
} from "./machines/checkout.js";
export {
  type Currency,
  type Direction,
  type Language,
  type PreferencesContext,
  type PreferencesEvent,
  type PreferencesInput,
  type Theme,
  type Translations,
  directionOf,
  preferencesMachine,
} from "./machines/preferences.js";
export {
  NOTIFICATION_POLL_MS,
  NOTIFICATIONS_PER_PAGE,
  type Notification,
  type NotificationStatistic,
  type NotificationTab,
  type NotificationsContext,
  type NotificationsEvent,
  type NotificationsInput,
  notificationsMachine,
} from "./machines/notifications.js";
export {
  SEARCH_DEBOUNCE_MS,
  type SearchContext,
  type SearchEvent,
  type SearchInput,
  type SearchRequest,
  searchMachine,
} from "./machines/search.js";
export {
  type AddressContext,
  type AddressEvent,
  type AddressInput,
  addressMachine,
} from "./machines/address.js";
export {
  PERSIST_KEY,
  PERSIST_TIMEOUT_MS,
  type PersistedState,
  type PersistenceContext,
  type PersistenceEvent,
  emptyPersisted,
  parsePersisted,
  persistenceImplementations,
  persistenceMachine,
} from "./machines/persistence.js";
export {
  type Credentials,
  SIGN_OUT_CLEARS,
  type SessionContext,
  type SessionEvent,
  type SessionInput,
  type SessionUser,
  type SignedIn,
  type UserDataKey,
  sessionMachine,
} from "./machines/session.js";
