import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BREAKPOINTS, useIsMobileModal, useMediaQuery } from "./use-media-query";

function Probe({ query }: { query?: string }) {
  const mobile = useIsMobileModal();
  const custom = useMediaQuery(query ?? "(min-width: 1140px)");
  return <p>{`${mobile ? "mobile" : "wide"} ${custom ? "yes" : "no"}`}</p>;
}

describe("useMediaQuery", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("follows matchMedia and its changes", () => {
    const listeners: Array<(event: MediaQueryListEvent) => void> = [];
    const queries: string[] = [];
    vi.spyOn(window, "matchMedia").mockImplementation((query: string) => {
      queries.push(query);
      return {
        matches: query.includes("max-width"),
        media: query,
        addEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) => listeners.push(listener),
        removeEventListener: () => {},
      } as unknown as MediaQueryList;
    });
    render(<Probe />);
    expect(screen.getByText("mobile no")).toBeTruthy();
    expect(queries).toContain("(max-width: 575.98px)");
    act(() => {
      for (const listener of listeners) listener({ matches: true } as MediaQueryListEvent);
    });
    expect(screen.getByText("mobile yes")).toBeTruthy();
    expect(BREAKPOINTS).toEqual({ mobileModal: 576, desktop: 1140 });
  });
});
