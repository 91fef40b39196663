import type { ReactNode } from "react";
import { useState } from "react";
import { Avatar } from "../primitives/avatar";
import { Badge, CountBadge } from "../primitives/badge";
import { BottomSheet } from "../primitives/bottom-sheet";
import { Button } from "../primitives/button";
import { Checkbox, RadioGroup, Switch } from "../primitives/choice-controls";
import { Drawer } from "../primitives/drawer";
import { EmptyState } from "../primitives/empty-state";
import { ErrorFallback } from "../primitives/error-fallback";
import { IconButton } from "../primitives/icon-button";
import { BellIcon } from "../primitives/icons";
import { InfiniteList } from "../primitives/infinite-list";
import { Modal } from "../primitives/modal";
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from "../primitives/popover";
import { Price } from "../primitives/price";
import { ProgressBar } from "../primitives/progress-bar";
import { QuantityStepper } from "../primitives/quantity-stepper";
import { Shimmer, ShimmerList } from "../primitives/shimmer";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../primitives/tabs";
import { Input, Select, Textarea } from "../primitives/text-inputs";
import { useToast } from "../primitives/toast";
import type { ToastKind } from "../primitives/toast-queue";
import { CartLine } from "../storefront/cart-line";
import { NotificationItem } from "../storefront/notification-item";
import { ProductCard } from "../storefront/product-card";
import { RatingStars } from "../storefront/rating-stars";
import { ShopCard } from "../storefront/shop-card";
import type { Translate } from "../text";

export interface GalleryStory {
  name: string;
  render: (t: Translate) => ReactNode;
}

const dollar = { symbol: "$", position: "before" };
const euro = { symbol: "€", position: "after" };

function ToastButtons({ t }: { t: Translate }) {
  const { show } = useToast();
  const kinds: ToastKind[] = ["success", "warning", "error", "info"];
  return (
    <div className="flex flex-wrap gap-2">
      {kinds.map((kind) => (
        <Button
          key={kind}
          variant="outline"
          onClick={() => show({ kind, title: t(`common:toast.${kind}`), description: t("common:toast.saved") })}
        >
          {t(`common:toast.${kind}`)}
        </Button>
      ))}
      <Button
        variant="outline"
        onClick={() => show({ id: "unauthorized", kind: "error", title: t("errors:catalogue.unauthorized") })}
      >
        {t("errors:catalogue.unauthorized")}
      </Button>
    </div>
  );
}

function StepperStory({ t }: { t: Translate }) {
  const [value, setValue] = useState(1);
  return (
    <QuantityStepper
      value={value}
      onChange={setValue}
      max={5}
      label={t("common:ui.quantity")}
      increaseLabel={t("common:ui.increase")}
      decreaseLabel={t("common:ui.decrease")}
    />
  );
}

function InfiniteListStory({ t }: { t: Translate }) {
  const [count, setCount] = useState(3);
  const items = Array.from({ length: count }, (_, index) => ({ id: index + 1, title: `Restaurant ${index + 1}` }));
  return (
    <InfiniteList
      items={items}
      getKey={(item) => item.id}
      renderItem={(item) => <div className="rounded-lg border border-border p-3">{item.title}</div>}
      hasMore={count < 9}
      onLoadMore={() => setCount((current) => current + 3)}
      label={t("search:restaurants")}
      loadMoreLabel={t("common:actions.loadMore")}
      loadingLabel={t("common:ui.loading")}
      className="max-h-64 overflow-y-auto"
    />
  );
}

/** One entry per component; the gallery and its accessibility test both walk this list. */
export const galleryStories: GalleryStory[] = [
  {
    name: "Button",
    render: (t) => (
      <div className="flex flex-wrap gap-2">
        <Button>{t("common:actions.continue")}</Button>
        <Button variant="secondary">{t("common:actions.cancel")}</Button>
        <Button variant="outline">{t("common:actions.edit")}</Button>
        <Button variant="ghost">{t("common:actions.seeAll")}</Button>
        <Button variant="danger">{t("common:actions.delete")}</Button>
        <Button variant="link">{t("common:header.help")}</Button>
        <Button size="sm" disabled>
          {t("common:actions.save")}
        </Button>
      </div>
    ),
  },
  {
    name: "IconButton and Badge",
    render: (t) => (
      <div className="flex flex-wrap items-center gap-4">
        <span className="relative inline-flex">
          <IconButton label={t("common:header.notifications")} icon={<BellIcon />} variant="outline" />
          <CountBadge count={3} label={t("common:header.unreadCount", { count: 3 })} />
        </span>
        <Badge>{t("shop:open")}</Badge>
        <Badge tone="success">{t("orders:status.delivered")}</Badge>
        <Badge tone="warning">{t("orders:refunds.pending")}</Badge>
        <Badge tone="danger">{t("orders:status.cancelled")}</Badge>
        <Badge tone="info">{t("notifications:types.news_publish")}</Badge>
      </div>
    ),
  },
  {
    name: "Form controls",
    render: (t) => (
      <div className="grid max-w-md gap-4">
        <Input label={t("auth:register.phone")} type="tel" error={t("errors:validation.phoneInvalid")} />
        <Input label={t("auth:login.password")} type="password" hint={t("errors:validation.passwordMinLength")} />
        <Textarea label={t("checkout:note")} />
        <Select
          label={t("profile:gender")}
          placeholder={t("profile:gender")}
          options={[
            { value: "male", label: t("profile:male") },
            { value: "female", label: t("profile:female") },
          ]}
        />
        <Checkbox label={t("shop:groupOrder.done")} />
        <RadioGroup
          label={t("checkout:paymentMethod")}
          defaultValue="cash"
          options={[
            { value: "cash", label: t("checkout:payment.cash") },
            { value: "wallet", label: t("checkout:payment.wallet") },
          ]}
          error={t("errors:validation.choosePaymentMethod")}
        />
        <Switch label={t("common:pickers.dark")} />
      </div>
    ),
  },
  {
    name: "Modal, Drawer and BottomSheet",
    render: (t) => (
      <div className="flex flex-wrap gap-2">
        <Modal
          trigger={<Button variant="outline">{t("common:address.orderForThisAddress")}</Button>}
          title={t("common:address.orderForThisAddress")}
          closeLabel={t("common:actions.close")}
        >
          <div className="flex gap-2">
            <Button>{t("common:actions.yes")}</Button>
            <Button variant="secondary">{t("common:actions.no")}</Button>
          </div>
        </Modal>
        <Drawer
          trigger={<Button variant="outline">{t("common:header.openMenu")}</Button>}
          title={t("notifications:title")}
          closeLabel={t("common:actions.close")}
        >
          <EmptyState title={t("notifications:empty")} />
        </Drawer>
        <BottomSheet
          trigger={<Button variant="outline">{t("common:pickers.chooseCurrency")}</Button>}
          label={t("common:pickers.chooseCurrency")}
        >
          <RadioGroup
            label={t("common:header.currency")}
            defaultValue="usd"
            options={[
              { value: "usd", label: "USD $" },
              { value: "eur", label: "EUR €" },
            ]}
          />
        </BottomSheet>
      </div>
    ),
  },
  {
    name: "Popover",
    render: (t) => (
      <Popover>
        <PopoverTrigger asChild>
          <Button variant="outline">{t("common:header.deliveryAddress")}</Button>
        </PopoverTrigger>
        <PopoverContent aria-label={t("common:header.deliveryAddress")}>
          <p className="mb-3 text-sm">{t("common:address.orderForThisAddress")}</p>
          <div className="flex gap-2">
            <PopoverClose asChild>
              <Button size="sm">{t("common:actions.yes")}</Button>
            </PopoverClose>
            <PopoverClose asChild>
              <Button size="sm" variant="secondary">
                {t("common:actions.no")}
              </Button>
            </PopoverClose>
          </div>
        </PopoverContent>
      </Popover>
    ),
  },
  {
    name: "Tabs",
    render: (t) => (
      <Tabs defaultValue="all">
        <TabsList aria-label={t("notifications:title")}>
          <TabsTrigger value="all">{t("notifications:tabs.all")}</TabsTrigger>
          <TabsTrigger value="news">{t("notifications:tabs.news")}</TabsTrigger>
          <TabsTrigger value="orders">{t("notifications:tabs.orders")}</TabsTrigger>
        </TabsList>
        <TabsContent value="all">{t("notifications:empty")}</TabsContent>
        <TabsContent value="news">{t("notifications:types.news_publish")}</TabsContent>
        <TabsContent value="orders">{t("orders:empty")}</TabsContent>
      </Tabs>
    ),
  },
  { name: "Toast", render: (t) => <ToastButtons t={t} /> },
  {
    name: "Avatar",
    render: () => (
      <div className="flex items-center gap-3">
        <Avatar src="/images/missing-user.jpg" alt="Ana" size="lg" />
        <Avatar src={null} alt="Guest" />
        <Avatar src={null} alt="" size="sm" />
      </div>
    ),
  },
  {
    name: "Shimmer",
    render: (t) => (
      <div className="grid gap-3">
        <Shimmer className="h-6 w-1/3" />
        <ShimmerList count={3} label={t("common:ui.loading")} className="grid-cols-3" />
      </div>
    ),
  },
  { name: "InfiniteList", render: (t) => <InfiniteListStory t={t} /> },
  {
    name: "Price",
    render: () => (
      <div className="flex flex-wrap gap-4">
        <Price amount={1234567.891} currency={dollar} />
        <Price amount={12.5} currency={euro} />
        <Price amount={10} currency={{ symbol: "SAR", position: "before", rate: 3.75 }} convert />
        <Price amount={8} oldAmount={10} currency={dollar} />
      </div>
    ),
  },
  {
    name: "ProgressBar",
    render: (t) => (
      <div className="relative h-4 overflow-hidden rounded border border-border [&>[role=progressbar]]:absolute">
        <ProgressBar active value={60} label={t("common:ui.pageLoading")} />
      </div>
    ),
  },
  {
    name: "EmptyState",
    render: (t) => (
      <EmptyState
        title={t("orders:empty")}
        description={t("cart:emptyText")}
        action={<Button variant="outline">{t("common:actions.seeAll")}</Button>}
      />
    ),
  },
  {
    name: "ErrorFallback",
    render: (t) => (
      <div className="rounded-card border border-border">
        <ErrorFallback t={t} homeHref="#top" />
      </div>
    ),
  },
  { name: "QuantityStepper", render: (t) => <StepperStory t={t} /> },
  {
    name: "ShopCard",
    render: (t) => (
      <div className="grid max-w-2xl gap-4 modal:grid-cols-2">
        <ShopCard
          shop={{
            id: 1,
            title: "Green Bowl",
            description: "Salads and bowls",
            rating: 4.6,
            deliveryTime: "20-30",
            open: true,
          }}
          href="#shop-1"
          onToggleLike={() => {}}
          t={t}
        />
        <ShopCard
          shop={{
            id: 2,
            title: "Tandoor House",
            description: "Indian kitchen",
            rating: 3.8,
            deliveryTime: "35-45",
            open: false,
          }}
          href="#shop-2"
          liked
          onToggleLike={() => {}}
          t={t}
        />
      </div>
    ),
  },
  {
    name: "ProductCard",
    render: (t) => (
      <div className="grid max-w-md grid-cols-2 gap-4">
        <ProductCard
          product={{ id: 1, title: "Margherita pizza", price: 8.5 }}
          currency={dollar}
          onOpen={() => {}}
          t={t}
        />
        <ProductCard
          product={{ id: 2, title: "Lentil soup", price: 4.2, oldPrice: 5, outOfStock: true }}
          currency={euro}
          href="#product-2"
          t={t}
        />
      </div>
    ),
  },
  {
    name: "CartLine",
    render: (t) => (
      <div className="max-w-md divide-y divide-border">
        <CartLine
          line={{
            id: 1,
            title: "Margherita pizza",
            quantity: 2,
            price: 22.5,
            extras: ["Large"],
            addons: [{ title: "Extra cheese", quantity: 2 }],
          }}
          currency={dollar}
          onQuantityChange={() => {}}
          onRemove={() => {}}
          t={t}
        />
        <CartLine line={{ id: 2, title: "Lemonade", quantity: 1, price: 2 }} currency={dollar} t={t} />
      </div>
    ),
  },
  {
    name: "NotificationItem",
    render: (t) => (
      <div className="max-w-md">
        <NotificationItem
          notification={{
            id: 1,
            type: "status_changed",
            title: "#1024",
            body: t("orders:status.on_a_way"),
            readAt: null,
            createdAt: "2026-03-07T21:05:00Z",
          }}
          timeZone="UTC"
          t={t}
        />
        <NotificationItem
          notification={{
            id: 2,
            type: "news_publish",
            title: t("home:hero.title"),
            readAt: "2026-03-01",
            createdAt: "2026-03-01T09:30:00Z",
          }}
          timeZone="UTC"
          t={t}
        />
      </div>
    ),
  },
  {
    name: "RatingStars",
    render: (t) => (
      <div className="flex flex-col gap-2">
        <RatingStars value={4.5} showValue t={t} />
        <RatingStars value={2.2} size={20} t={t} />
      </div>
    ),
  },
];
