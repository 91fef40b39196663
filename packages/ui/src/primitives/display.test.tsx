import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../test/axe";
import { AVATAR_PLACEHOLDER, Avatar } from "./avatar";
import { EmptyState } from "./empty-state";
import { ErrorBoundary, ErrorFallback } from "./error-fallback";
import { Price } from "./price";
import { ProgressBar } from "./progress-bar";
import { QuantityStepper } from "./quantity-stepper";
import { Shimmer, ShimmerList } from "./shimmer";

describe("Avatar", () => {
  it("shows the image, then the placeholder when it fails", async () => {
    const { container } = render(<Avatar src="/storage/images/users/ana.jpg" alt="Ana" />);
    const img = screen.getByRole("img", { name: "Ana" });
    expect(img.getAttribute("src")).toBe("/storage/images/users/ana.jpg");
    fireEvent.error(img);
    expect(img.getAttribute("src")).toBe(AVATAR_PLACEHOLDER);
    expect(AVATAR_PLACEHOLDER).toBe("/images/avatar_placeholder.png");
    await expectNoAxeViolations(container);
  });

  it("uses the placeholder when there is no image", () => {
    render(<Avatar src={null} alt="Guest" />);
    expect(screen.getByRole("img", { name: "Guest" }).getAttribute("src")).toBe(AVATAR_PLACEHOLDER);
  });
});

describe("Shimmer", () => {
  it("is hidden from assistive tech; a list announces loading once", async () => {
    const { container } = render(
      <>
        <Shimmer className="h-4" />
        <ShimmerList count={3} label="Loading restaurants" />
      </>,
    );
    expect(container.firstElementChild?.getAttribute("aria-hidden")).toBe("true");
    expect(screen.getByRole("status").textContent).toBe("Loading restaurants");
    await expectNoAxeViolations(container);
  });
});

describe("Price", () => {
  it("puts the symbol before or after per currency", async () => {
    const { container } = render(
      <>
        <Price amount={1234.5} currency={{ symbol: "$", position: "before" }} />
        <Price amount={1234.5} currency={{ symbol: "€", position: "after" }} />
      </>,
    );
    expect(screen.getByText("$1,234.50")).toBeTruthy();
    expect(screen.getByText("1,234.50 €")).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it("converts with the rate only when asked and rounds half up", () => {
    render(
      <>
        <Price amount={10.005} currency={{ symbol: "£", position: "before", rate: 2 }} />
        <Price amount={10.005} currency={{ symbol: "£", position: "before", rate: 2 }} convert />
      </>,
    );
    expect(screen.getByText("£10.01")).toBeTruthy();
    expect(screen.getByText("£20.01")).toBeTruthy();
  });

  it("shows large numbers grouped, a default $ and a struck former price", () => {
    render(<Price amount={9876543.21} oldAmount={9999999} />);
    expect(screen.getByText("$9,876,543.21").getAttribute("dir")).toBe("ltr");
    expect(screen.getByText("$9,999,999.00").tagName).toBe("DEL");
  });
});

describe("ProgressBar", () => {
  it("is a named progressbar at the top while active", async () => {
    const { container, rerender } = render(<ProgressBar active label="Loading language" />);
    const bar = screen.getByRole("progressbar", { name: "Loading language" });
    expect(bar.className).toContain("top-0");
    expect(bar.hasAttribute("aria-valuenow")).toBe(false);
    await expectNoAxeViolations(container);
    rerender(<ProgressBar active value={140} />);
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("100");
    rerender(<ProgressBar active={false} />);
    expect(screen.queryByRole("progressbar")).toBeNull();
  });
});

describe("EmptyState", () => {
  it("shows a title, text and action", async () => {
    const { container } = render(
      <EmptyState
        title="No notifications yet"
        description="We will tell you about your orders here"
        image="/images/empty.svg"
        action={<a href="/">Back home</a>}
      />,
    );
    expect(screen.getByText("No notifications yet")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back home" })).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});

const fragility = { broken: false };

function Fragile() {
  if (fragility.broken) throw new Error("boom");
  return <p>All fine</p>;
}

describe("ErrorFallback", () => {
  it("says what happened, offers Try again and a logo link home", async () => {
    const onReset = vi.fn();
    const { container } = render(<ErrorFallback onReset={onReset} />);
    expect(screen.getByRole("heading", { name: "Oops, something went wrong!" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    const home = screen.getByRole("link", { name: /Tiffin/ });
    expect(home.getAttribute("href")).toBe("/");
    fireEvent.click(home);
    expect(onReset).toHaveBeenCalledTimes(2);
    await expectNoAxeViolations(container);
  });

  it("takes its texts from an injected t", () => {
    render(<ErrorFallback t={(key) => `[${key}]`} />);
    expect(screen.getByRole("heading").textContent).toBe("[errors:fallback.title]");
  });

  it("is shown by the boundary on a render error, and Try again clears it", () => {
    fragility.broken = true;
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <ErrorBoundary fallback={(reset) => <ErrorFallback onReset={reset} />}>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("alert")).toBeTruthy();
    fragility.broken = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(screen.getByText("All fine")).toBeTruthy();
    quiet.mockRestore();
  });
});

describe("QuantityStepper", () => {
  it("steps within bounds and never below the minimum", async () => {
    const onChange = vi.fn();
    const { container, rerender } = render(<QuantityStepper value={1} max={3} onChange={onChange} />);
    const decrease = screen.getByRole("button", { name: "Decrease quantity" }) as HTMLButtonElement;
    expect(decrease.disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Increase quantity" }));
    expect(onChange).toHaveBeenCalledWith(2);
    rerender(<QuantityStepper value={3} max={3} onChange={onChange} />);
    expect((screen.getByRole("button", { name: "Increase quantity" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole("group", { name: "Quantity" }).textContent).toContain("3");
    await expectNoAxeViolations(container);
  });
});
