import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../test/axe";
import { Button } from "./button";
import type { ShowToast } from "./toast";
import { ToastProvider, useToast } from "./toast";
import { dismissToast, enqueueToast, TOAST_DURATION_MS } from "./toast-queue";

function Trigger({ toast }: { toast: ShowToast }) {
  const { show } = useToast();
  return <Button onClick={() => show(toast)}>Show</Button>;
}

describe("toast queue", () => {
  it("drops a toast whose id is already shown", () => {
    const first = enqueueToast([], { id: "unauthorized", kind: "error", title: "Unauthorized" });
    const again = enqueueToast(first, { id: "unauthorized", kind: "error", title: "Unauthorized" });
    expect(again).toBe(first);
    expect(enqueueToast(first, { id: "other", kind: "info", title: "Hi" })).toHaveLength(2);
    expect(dismissToast(first, "unauthorized")).toHaveLength(0);
  });

  it("lasts 5 s", () => {
    expect(TOAST_DURATION_MS).toBe(5000);
  });
});

describe("ToastProvider", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(["success", "warning", "error", "info"] as const)("shows a %s toast with its kind read out", async (kind) => {
    render(
      <ToastProvider>
        <Trigger toast={{ kind, title: "Saved", description: "All good" }} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Show" }));
    const title = screen.getByText("Saved");
    const toast = title.closest("[data-kind]");
    expect(toast?.getAttribute("data-kind")).toBe(kind);
    expect(toast?.className).toContain("border-s-4");
    expect(title.textContent).toMatch(/^(Success|Warning|Error|Information): Saved$/);
    await expectNoAxeViolations(document.body);
  });

  it("sits in the top end corner", () => {
    render(<ToastProvider labels={{ region: "Toasts" }} />);
    const region = screen.getByRole("region", { name: "Toasts" });
    const viewport = region.querySelector("ol");
    expect(viewport?.className).toContain("top-4");
    expect(viewport?.className).toContain("end-4");
  });

  it("does not repeat a toast with a fixed id", () => {
    render(
      <ToastProvider>
        <Trigger toast={{ id: "unauthorized", kind: "error", title: "Unauthorized" }} />
      </ToastProvider>,
    );
    const button = screen.getByRole("button", { name: "Show" });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(screen.getAllByText("Unauthorized")).toHaveLength(1);
  });

  it("closes by itself after 5 s", () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Trigger toast={{ kind: "success", title: "Added to cart" }} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Show" }));
    expect(screen.getByText("Added to cart")).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(4900);
    });
    expect(screen.queryByText("Added to cart")).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText("Added to cart")).toBeNull();
  });

  it("closes with its dismiss button", () => {
    render(
      <ToastProvider labels={{ dismiss: "Dismiss" }}>
        <Trigger toast={{ title: "Hello" }} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Show" }));
    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByText("Hello")).toBeNull();
  });
});
