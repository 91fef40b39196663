import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../test/axe";
import { BottomSheet } from "./bottom-sheet";
import { Button } from "./button";
import { Drawer } from "./drawer";
import { Modal } from "./modal";

function pressEscape() {
  fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape", code: "Escape" });
}

describe("Modal", () => {
  it("moves focus in, closes on Escape and gives focus back to the trigger", async () => {
    render(
      <Modal title="Order for this address?" trigger={<Button>Open address</Button>}>
        <Button>Yes</Button>
      </Modal>,
    );
    const trigger = screen.getByRole("button", { name: "Open address" });
    trigger.focus();
    fireEvent.click(trigger);
    const dialog = screen.getByRole("dialog", { name: "Order for this address?" });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await expectNoAxeViolations(dialog);

    pressEscape();
    expect(screen.queryByRole("dialog")).toBeNull();
    // Radix hands focus back on the next tick after the content unmounts.
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it("has a close button by default and none when asked", () => {
    const { unmount } = render(<Modal defaultOpen title="With" closeLabel="Close dialog" />);
    fireEvent.click(screen.getByRole("button", { name: "Close dialog" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    unmount();

    render(<Modal defaultOpen title="Without" closeButton={false} />);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("is a bottom sheet under 576px and centred from 576px (CSS classes)", () => {
    render(<Modal defaultOpen label="Product" />);
    const dialog = screen.getByRole("dialog", { name: "Product" });
    expect(dialog.className).toContain("rounded-t-card");
    expect(dialog.className).toContain("modal:rounded-card");
    expect(dialog.parentElement?.className).toContain("items-end");
    expect(dialog.parentElement?.className).toContain("modal:items-center");
  });
});

describe("Drawer", () => {
  it("slides from the logical end, traps focus and closes on Escape", async () => {
    const onOpenChange = vi.fn();
    render(
      <Drawer title="Notifications" trigger={<Button>Bell</Button>} onOpenChange={onOpenChange}>
        <p>Nothing yet</p>
      </Drawer>,
    );
    const trigger = screen.getByRole("button", { name: "Bell" });
    trigger.focus();
    fireEvent.click(trigger);
    const dialog = screen.getByRole("dialog", { name: "Notifications" });
    expect(dialog.className).toContain("end-0");
    expect(dialog.className).not.toMatch(/\b(left|right)-/);
    expect(dialog.contains(document.activeElement)).toBe(true);
    await expectNoAxeViolations(dialog);
    pressEscape();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    // Radix hands focus back on the next tick after the content unmounts.
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });
});

describe("a dialog opened from elsewhere", () => {
  it("hands focus to its opener through onCloseAutoFocus (Drawer and Modal)", async () => {
    for (const Dialog of [Drawer, Modal]) {
      const opener = document.createElement("button");
      opener.textContent = "Bell";
      document.body.append(opener);
      const onCloseAutoFocus = vi.fn((event: Event) => {
        event.preventDefault();
        opener.focus();
      });
      const { unmount } = render(<Dialog defaultOpen title="Notifications" onCloseAutoFocus={onCloseAutoFocus} />);
      expect(screen.getByRole("dialog", { name: "Notifications" }).contains(document.activeElement)).toBe(true);
      pressEscape();
      await waitFor(() => expect(document.activeElement).toBe(opener));
      expect(onCloseAutoFocus).toHaveBeenCalledOnce();
      unmount();
      opener.remove();
    }
  });
});

describe("BottomSheet", () => {
  function dragHandle(from: number, to: number, startTime: number, endTime: number) {
    const handle = screen.getByTestId("bottom-sheet-handle");
    const clock = vi.spyOn(Date, "now").mockReturnValue(startTime);
    fireEvent.pointerDown(handle, { clientY: from, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientY: to, pointerId: 1 });
    clock.mockReturnValue(endTime);
    fireEvent.pointerUp(handle, { clientY: to, pointerId: 1 });
    clock.mockRestore();
  }

  it("has a 20px handle, an optional title, and Escape closes it", async () => {
    render(<BottomSheet label="Choose currency" trigger={<Button>Currency</Button>} />);
    const trigger = screen.getByRole("button", { name: "Currency" });
    trigger.focus();
    fireEvent.click(trigger);
    const sheet = screen.getByRole("dialog", { name: "Choose currency" });
    expect(screen.getByTestId("bottom-sheet-handle").style.height).toBe("20px");
    await expectNoAxeViolations(sheet);
    pressEscape();
    expect(screen.queryByRole("dialog")).toBeNull();
    // Radix hands focus back on the next tick after the content unmounts.
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it("closes on a long enough pull and stays on a short slow one", () => {
    const onOpenChange = vi.fn();
    render(<BottomSheet defaultOpen title="Language" onOpenChange={onOpenChange} />);
    const sheet = screen.getByRole("dialog");
    sheet.getBoundingClientRect = () => ({ height: 400 }) as DOMRect;

    act(() => dragHandle(100, 150, 0, 1000));
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog")).toBeTruthy();

    act(() => dragHandle(100, 320, 0, 2000));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("closes on a fast fling", () => {
    const onOpenChange = vi.fn();
    render(<BottomSheet defaultOpen title="Language" onOpenChange={onOpenChange} />);
    screen.getByRole("dialog").getBoundingClientRect = () => ({ height: 400 }) as DOMRect;
    act(() => dragHandle(100, 160, 0, 100));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
