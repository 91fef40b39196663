import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Direction } from "radix-ui";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../test/axe";
import { Button } from "./button";
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from "./popover";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

describe("Popover", () => {
  it("opens from its trigger, moves focus in, closes on Escape and returns focus", async () => {
    const { container } = render(
      <Popover>
        <PopoverTrigger asChild>
          <Button>Deliver to: Main Street 1</Button>
        </PopoverTrigger>
        <PopoverContent aria-label="Address prompt">
          <p>Order for this address?</p>
          <PopoverClose asChild>
            <Button>Yes</Button>
          </PopoverClose>
        </PopoverContent>
      </Popover>,
    );
    await expectNoAxeViolations(container);
    const trigger = screen.getByRole("button", { name: "Deliver to: Main Street 1" });
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    trigger.focus();
    fireEvent.click(trigger);
    const panel = screen.getByRole("dialog", { name: "Address prompt" });
    expect(trigger.getAttribute("aria-expanded")).toBe("true");
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
    await expectNoAxeViolations(panel);

    fireEvent.keyDown(document.activeElement ?? panel, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });
});

function NotificationTabs() {
  return (
    <Tabs defaultValue="all">
      <TabsList aria-label="Notification kinds">
        <TabsTrigger value="all">All</TabsTrigger>
        <TabsTrigger value="news">News</TabsTrigger>
        <TabsTrigger value="orders">Orders</TabsTrigger>
      </TabsList>
      <TabsContent value="all">Everything</TabsContent>
      <TabsContent value="news">Only news</TabsContent>
      <TabsContent value="orders">Only orders</TabsContent>
    </Tabs>
  );
}

// Radix moves roving focus on the next tick, hence the waitFor after each key.
async function press(key: string, expected: () => HTMLElement) {
  fireEvent.keyDown(document.activeElement as Element, { key });
  await waitFor(() => expect(document.activeElement).toBe(expected()));
}

const tab = (name: string) => () => screen.getByRole("tab", { name });

describe("Tabs", () => {
  it("moves with arrow keys, Home and End, selecting the focused tab", async () => {
    const { container } = render(<NotificationTabs />);
    await expectNoAxeViolations(container);
    tab("All")().focus();
    await press("ArrowRight", tab("News"));
    await waitFor(() => expect(tab("News")().getAttribute("aria-selected")).toBe("true"));
    expect(screen.getByRole("tabpanel").textContent).toBe("Only news");

    await press("End", tab("Orders"));
    await press("ArrowRight", tab("All"));
    await press("ArrowLeft", tab("Orders"));
    await press("Home", tab("All"));
    await expectNoAxeViolations(container);
  });

  it("mirrors arrow keys right to left", async () => {
    render(
      <Direction.Provider dir="rtl">
        <NotificationTabs />
      </Direction.Provider>,
    );
    tab("All")().focus();
    await press("ArrowLeft", tab("News"));
    await press("ArrowRight", tab("All"));
  });
});
