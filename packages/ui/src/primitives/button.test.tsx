import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../test/axe";
import { Badge, CountBadge } from "./badge";
import { Button } from "./button";
import { IconButton } from "./icon-button";
import { CloseIcon } from "./icons";

describe("Button", () => {
  it("is a button of type button that clicks, with variant classes", async () => {
    const onClick = vi.fn();
    const { container } = render(
      <Button variant="danger" size="lg" onClick={onClick}>
        Delete
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Delete" });
    expect(button.getAttribute("type")).toBe("button");
    expect(button.className).toContain("bg-danger");
    expect(button.className).toContain("h-12");
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
    await expectNoAxeViolations(container);
  });

  it("renders its child instead with asChild", async () => {
    const { container } = render(
      <Button asChild variant="link">
        <a href="/orders">Orders</a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Orders" });
    expect(link.className).toContain("text-primary");
    expect(link.hasAttribute("type")).toBe(false);
    await expectNoAxeViolations(container);
  });
});

describe("IconButton", () => {
  it("is named by its label and hides the icon", async () => {
    const { container } = render(<IconButton label="Close" icon={<CloseIcon />} />);
    expect(screen.getByRole("button", { name: "Close" })).toBeTruthy();
    expect(container.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
    await expectNoAxeViolations(container);
  });
});

describe("Badge", () => {
  it("shows text with a tone", async () => {
    const { container } = render(<Badge tone="success">Open</Badge>);
    expect(screen.getByText("Open").className).toContain("text-success");
    await expectNoAxeViolations(container);
  });

  it("caps counts and reads the full label", async () => {
    const { container, rerender } = render(
      <button type="button">
        Notifications <CountBadge count={120} label="120 unread" />
      </button>,
    );
    expect(screen.getByText("99+")).toBeTruthy();
    expect(screen.getByRole("button").textContent).toContain("120 unread");
    await expectNoAxeViolations(container);
    rerender(<CountBadge count={0} label="none" />);
    expect(screen.queryByText("none")).toBeNull();
  });
});
