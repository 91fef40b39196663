export type { ClassValue } from "./class-names";
export { cn } from "./class-names";
export { BREAKPOINTS, useIsMobileModal, useMediaQuery } from "./hooks/use-media-query";
export type { AvatarProps } from "./primitives/avatar";
export { AVATAR_PLACEHOLDER, Avatar } from "./primitives/avatar";
export type { BadgeProps } from "./primitives/badge";
export { Badge, badgeVariants, CountBadge } from "./primitives/badge";
export type { BottomSheetProps } from "./primitives/bottom-sheet";
export { BottomSheet } from "./primitives/bottom-sheet";
export type { SheetDrag } from "./primitives/bottom-sheet-gesture";
export { BOTTOM_SHEET_GESTURE, dragVelocity, shouldCloseSheet } from "./primitives/bottom-sheet-gesture";
export type { ButtonProps } from "./primitives/button";
export { Button, buttonVariants } from "./primitives/button";
export type { CheckboxProps, RadioGroupProps, RadioOption, SwitchProps } from "./primitives/choice-controls";
export { Checkbox, RadioGroup, Switch } from "./primitives/choice-controls";
export type { DrawerProps } from "./primitives/drawer";
export { Drawer } from "./primitives/drawer";
export type { EmptyStateProps } from "./primitives/empty-state";
export { EmptyState } from "./primitives/empty-state";
export type { ErrorFallbackProps } from "./primitives/error-fallback";
export { ErrorBoundary, ErrorFallback } from "./primitives/error-fallback";
export type { FieldProps } from "./primitives/field";
export { Field } from "./primitives/field";
export type { IconButtonProps } from "./primitives/icon-button";
export { IconButton } from "./primitives/icon-button";
export {
  BackIcon,
  BagIcon,
  BellIcon,
  CheckIcon,
  ChevronDownIcon,
  CloseIcon,
  MapPinIcon,
  MenuIcon,
  MinusIcon,
  MoonIcon,
  PlusIcon,
  SearchIcon,
  StarIcon,
} from "./primitives/icons";
export type { InfiniteListProps } from "./primitives/infinite-list";
export { INFINITE_LIST_ROOT_MARGIN, InfiniteList } from "./primitives/infinite-list";
export { Logo } from "./primitives/logo";
export type { ModalProps } from "./primitives/modal";
export { Modal, ModalClose } from "./primitives/modal";
export { Popover, PopoverAnchor, PopoverClose, PopoverContent, PopoverTrigger } from "./primitives/popover";
export type { PriceProps } from "./primitives/price";
export { Price, PriceLocale } from "./primitives/price";
export type { ProgressBarProps } from "./primitives/progress-bar";
export { ProgressBar } from "./primitives/progress-bar";
export type { QuantityStepperProps } from "./primitives/quantity-stepper";
export { QuantityStepper } from "./primitives/quantity-stepper";
export { Shimmer, ShimmerList } from "./primitives/shimmer";
export { Tabs, TabsContent, TabsList, TabsTrigger } from "./primitives/tabs";
export type { InputProps, SelectOption, SelectProps, TextareaProps } from "./primitives/text-inputs";
export { Input, Select, Textarea } from "./primitives/text-inputs";
export type { ShowToast, ToastProviderProps } from "./primitives/toast";
export { ToastProvider, useToast } from "./primitives/toast";
export type { ToastKind, ToastMessage } from "./primitives/toast-queue";
export { dismissToast, enqueueToast, TOAST_DURATION_MS } from "./primitives/toast-queue";
export type { CartLineItem, CartLineProps } from "./storefront/cart-line";
export { CartLine } from "./storefront/cart-line";
export type { NotificationItemProps, NotificationSummary } from "./storefront/notification-item";
export { NotificationItem } from "./storefront/notification-item";
export type { ProductCardProps, ProductSummary } from "./storefront/product-card";
export { ProductCard } from "./storefront/product-card";
export type { RatingStarsProps } from "./storefront/rating-stars";
export { RatingStars } from "./storefront/rating-stars";
export type { ShopCardProps, ShopSummary } from "./storefront/shop-card";
export { ShopCard } from "./storefront/shop-card";
export type { Translate } from "./text";
export { englishText, interpolate } from "./text";
