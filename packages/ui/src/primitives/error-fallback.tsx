import type { ErrorInfo, ReactNode } from "react";
import { Component } from "react";
import type { Translate } from "../text";
import { englishText } from "../text";
import { Button } from "./button";
import { Logo } from "./logo";

export interface ErrorFallbackProps {
  /** Clears the error (Try again, or following the logo home). */
  onReset?: () => void;
  homeHref?: string;
  t?: Translate;
}

/** "Oops, something went wrong!" with Try again and the logo linking home. */
export function ErrorFallback({ onReset, homeHref = "/", t = englishText }: ErrorFallbackProps) {
  return (
    <div role="alert" className="flex min-h-[60vh] flex-col items-center justify-center gap-6 p-6 text-center">
      <a
        href={homeHref}
        onClick={() => onReset?.()}
        className="rounded focus-visible:outline-2 focus-visible:outline-ring"
      >
        <Logo />
        <span className="sr-only"> – {t("errors:fallback.home")}</span>
      </a>
      <h1 className="text-xl font-semibold text-fg">{t("errors:fallback.title")}</h1>
      <Button onClick={() => onReset?.()}>{t("errors:fallback.tryAgain")}</Button>
    </div>
  );
}

interface ErrorBoundaryProps {
  children?: ReactNode;
  fallback: (reset: () => void, error: unknown) => ReactNode;
  onError?: (error: unknown, info: ErrorInfo) => void;
}

interface ErrorBoundaryState {
  error: unknown;
  failed: boolean;
}

/** Catches render errors below it and shows the fallback until reset. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  reset = () => this.setState({ error: null, failed: false });

  override render() {
    return this.state.failed ? this.props.fallback(this.reset, this.state.error) : this.props.children;
  }
}
