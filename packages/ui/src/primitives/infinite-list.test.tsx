import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../test/axe";
import { INFINITE_LIST_ROOT_MARGIN, InfiniteList } from "./infinite-list";

interface Observed {
  callback: IntersectionObserverCallback;
  options: IntersectionObserverInit | undefined;
  targets: Element[];
}

function installObserver(): Observed[] {
  const observers: Observed[] = [];
  class FakeIntersectionObserver {
    private readonly record: Observed;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.record = { callback, options, targets: [] };
      observers.push(this.record);
    }
    observe(target: Element) {
      this.record.targets.push(target);
    }
    disconnect() {}
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  return observers;
}

function intersect(observer: Observed) {
  const entries = observer.targets.map((target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry);
  act(() => observer.callback(entries, {} as IntersectionObserver));
}

const shops = [
  { id: 1, title: "Green Bowl" },
  { id: 2, title: "Tandoor House" },
];

function renderList(props: Partial<Parameters<typeof InfiniteList<(typeof shops)[number]>>[0]> = {}) {
  const onLoadMore = vi.fn();
  const view = render(
    <InfiniteList
      items={shops}
      getKey={(shop) => shop.id}
      renderItem={(shop) => <span>{shop.title}</span>}
      hasMore
      onLoadMore={onLoadMore}
      label="Restaurants"
      {...props}
    />,
  );
  return { onLoadMore, ...view };
}

describe("InfiniteList", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("asks for the next page 20px before the end", async () => {
    const observers = installObserver();
    const { onLoadMore, container } = renderList();
    expect(screen.getByRole("list", { name: "Restaurants" }).children).toHaveLength(2);
    const [observer] = observers;
    if (!observer) throw new Error("no observer");
    expect(observer.options?.rootMargin).toBe("0px 0px 20px 0px");
    expect(INFINITE_LIST_ROOT_MARGIN).toBe("0px 0px 20px 0px");
    expect(observer.targets[0]).toBe(screen.getByTestId("infinite-list-end"));
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
    intersect(observer);
    expect(onLoadMore).toHaveBeenCalledOnce();
    await expectNoAxeViolations(container);
  });

  it("does not ask again while loading or at the end, and shows placeholders", () => {
    const observers = installObserver();
    const { onLoadMore, rerender } = renderList({ loading: true, loadingLabel: "Loading more" });
    expect(screen.getByRole("status").textContent).toContain("Loading more");
    const [observer] = observers;
    if (!observer) throw new Error("no observer");
    intersect(observer);
    rerender(
      <InfiniteList
        items={shops}
        getKey={(shop) => shop.id}
        renderItem={(shop) => <span>{shop.title}</span>}
        hasMore={false}
        onLoadMore={onLoadMore}
        label="Restaurants"
      />,
    );
    intersect(observer);
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it("looks again once a page has come, so a list end still in view asks for the next one", () => {
    const observers = installObserver();
    const { onLoadMore, rerender } = renderList();
    const more = [...shops, { id: 3, title: "Noodle Bar" }];
    const first = observers.at(-1);
    if (!first) throw new Error("no observer");
    intersect(first);
    rerender(
      <InfiniteList
        items={more}
        getKey={(shop) => shop.id}
        renderItem={(shop) => <span>{shop.title}</span>}
        hasMore
        onLoadMore={onLoadMore}
        label="Restaurants"
      />,
    );
    // A browser's observer reports the end's state as it starts: still in view here.
    const next = observers.at(-1);
    expect(next).not.toBe(first);
    if (!next) throw new Error("no observer");
    intersect(next);
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it("falls back to a Load more button without IntersectionObserver", async () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    const { onLoadMore, container } = renderList({ loadMoreLabel: "Load more" });
    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(onLoadMore).toHaveBeenCalledOnce();
    await expectNoAxeViolations(container);
  });
});
