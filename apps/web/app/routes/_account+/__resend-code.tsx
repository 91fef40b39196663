import { useEffect, useState } from "react";
import { fill } from "./__auth-shell";

/**
 * "Send the code again": a plain form button that works before JavaScript; once the page runs, it
 * waits out the code's lifetime (`otp_expire_time`) with a visible countdown first.
 */
export function ResendCode({
  seconds,
  label,
  waitLabel,
  hidden,
}: {
  seconds: number;
  label: string;
  /** "Send again in {{seconds}} s" */
  waitLabel: string;
  hidden: Record<string, string>;
}) {
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    const started = Date.now();
    setLeft(seconds);
    const timer = setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds]);
  const waiting = left !== null && left > 0;
  return (
    <form method="post" className="flex justify-center">
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="intent" value="resend" />
      <button
        type="submit"
        disabled={waiting}
        className="text-sm font-medium text-primary underline-offset-4 hover:underline disabled:text-muted disabled:no-underline"
      >
        {waiting ? fill(waitLabel, { seconds: left }) : label}
      </button>
    </form>
  );
}

/** In development the code is readable in the dev outbox; production sends it for real. */
export function DevOutboxNote({ text, outbox, recipient }: { text: string; outbox: string; recipient: string }) {
  const path = `${outbox}?recipient=${encodeURIComponent(recipient)}`;
  return (
    <p className="rounded-card border border-dashed border-border px-3 py-2 text-center text-xs text-muted">
      {fill(text, { path })}
    </p>
  );
}
