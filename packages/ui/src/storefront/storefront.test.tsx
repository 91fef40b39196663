import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../test/axe";
import { CartLine } from "./cart-line";
import { NotificationItem } from "./notification-item";
import { ProductCard } from "./product-card";
import { RatingStars } from "./rating-stars";
import { ShopCard } from "./shop-card";

const euro = { symbol: "€", position: "after", rate: 1 };

/** The width of the clip around the filled row of stars. */
function filledWidth(container: HTMLElement): string | undefined {
  return container.querySelectorAll("path")[1]?.closest("span")?.style.width;
}

describe("RatingStars", () => {
  it("reads as one image with the rating", async () => {
    const { container } = render(<RatingStars value={4.46} showValue />);
    expect(screen.getByRole("img", { name: "Rated 4.5 out of 5" })).toBeTruthy();
    expect(container.textContent).toContain("4.5");
    await expectNoAxeViolations(container);
  });

  it("draws a row as two paths whatever the count, the filled one clipped to the rating", () => {
    const { container } = render(<RatingStars value={3.25} max={5} />);
    const paths = container.querySelectorAll("path");
    expect(paths).toHaveLength(2);
    expect(paths[0]?.getAttribute("d")?.match(/z/g)).toHaveLength(5);
    expect(filledWidth(container)).toBe("65%");
  });

  it("keeps out-of-range ratings inside the row", () => {
    const { container, rerender } = render(<RatingStars value={7} />);
    expect(filledWidth(container)).toBe("100%");
    rerender(<RatingStars value={-1} />);
    expect(filledWidth(container)).toBe("0%");
    expect(screen.getByRole("img", { name: "Rated 0 out of 5" })).toBeTruthy();
  });
});

describe("ShopCard", () => {
  it("links the shop and toggles like", async () => {
    const onToggleLike = vi.fn();
    const { container } = render(
      <ShopCard
        shop={{
          id: 1,
          title: "Green Bowl",
          description: "Salads",
          rating: 4.2,
          deliveryTime: "20-30",
          open: false,
          backgroundImg: "/b.jpg",
          logoImg: "/l.jpg",
        }}
        href="/shop/1"
        onToggleLike={onToggleLike}
      />,
    );
    expect(screen.getByRole("link", { name: "Green Bowl" }).getAttribute("href")).toBe("/shop/1");
    expect(screen.getByText("Closed")).toBeTruthy();
    expect(screen.getByText("20-30 min")).toBeTruthy();
    const like = screen.getByRole("button", { name: "Add to liked restaurants" });
    expect(like.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(like);
    expect(onToggleLike).toHaveBeenCalledOnce();
    await expectNoAxeViolations(container);
  });
});

describe("ProductCard", () => {
  it("opens the product and shows its price", async () => {
    const onOpen = vi.fn();
    const { container } = render(
      <ProductCard
        product={{ id: 7, title: "Margherita", price: 1234.5, img: "/p.jpg" }}
        currency={euro}
        onOpen={onOpen}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Open Margherita" }));
    expect(onOpen).toHaveBeenCalledOnce();
    expect(screen.getByText("1,234.50 €")).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it("can be a link and show out of stock", () => {
    render(<ProductCard product={{ id: 7, title: "Soup", price: 0, outOfStock: true }} href="/shop/1?product=abc" />);
    expect(screen.getByRole("link", { name: "Open Soup" }).getAttribute("href")).toBe("/shop/1?product=abc");
    expect(screen.getByText("Out of stock")).toBeTruthy();
  });
});

describe("CartLine", () => {
  it("changes quantity, never below 1, and removes", async () => {
    const onQuantityChange = vi.fn();
    const onRemove = vi.fn();
    const { container } = render(
      <CartLine
        line={{
          id: 1,
          title: "Pizza",
          quantity: 1,
          price: 12,
          extras: ["Large"],
          addons: [{ title: "Cheese", quantity: 1 }],
        }}
        currency={euro}
        onQuantityChange={onQuantityChange}
        onRemove={onRemove}
      />,
    );
    expect((screen.getByRole("button", { name: "Remove one Pizza" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Add one more Pizza" }));
    expect(onQuantityChange).toHaveBeenCalledWith(2);
    fireEvent.click(screen.getByRole("button", { name: "Remove Pizza" }));
    expect(onRemove).toHaveBeenCalledOnce();
    expect(screen.getByText("Add-ons: Cheese × 1")).toBeTruthy();
    expect(screen.getByText("12.00 €")).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});

describe("NotificationItem", () => {
  it("shows kind, texts and the date, says unread, and opens", async () => {
    const onOpen = vi.fn();
    const { container } = render(
      <NotificationItem
        notification={{
          id: 9,
          type: "status_changed",
          title: "Order #12",
          body: "On the way",
          readAt: null,
          createdAt: "2026-03-07T21:05:00Z",
        }}
        timeZone="UTC"
        onOpen={onOpen}
      />,
    );
    const button = screen.getByRole("button");
    expect(button.textContent).toContain("Unread: Order status changed");
    expect(screen.getByText("07.03.2026, 21:05").getAttribute("datetime")).toBe("2026-03-07T21:05:00Z");
    fireEvent.click(button);
    expect(onOpen).toHaveBeenCalledWith(9);
    await expectNoAxeViolations(container);
  });

  it("uses an injected t and is quiet once read", () => {
    render(
      <NotificationItem
        notification={{ id: 1, type: "news_publish", readAt: "2026-01-01", createdAt: "2026-01-01T00:00:00Z" }}
        t={(key) => (key === "notifications:types.news_publish" ? "Actualité" : key)}
      />,
    );
    expect(screen.getByRole("button").textContent).toContain("Actualité");
    expect(screen.getByRole("button").textContent).not.toContain("notifications:unread");
  });
  it("can be its form's submit button, sending its id", () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <NotificationItem
          notification={{ id: 4, type: "new_order", readAt: null, createdAt: "2026-01-01T00:00:00Z" }}
          type="submit"
          name="id"
          value="4"
        />
      </form>,
    );
    const button = screen.getByRole("button");
    expect(button.getAttribute("type")).toBe("submit");
    expect(button.getAttribute("name")).toBe("id");
    expect(button.getAttribute("value")).toBe("4");
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});
