import { useState } from "react";
import { cn } from "../class-names";

/** SPEC.md section 9: the picture shown when a user's image fails to load. */
export const AVATAR_PLACEHOLDER = "/images/avatar_placeholder.png";

export interface AvatarProps {
  src?: string | null;
  /** Who is pictured, e.g. the user's first name; empty for a decorative avatar. */
  alt: string;
  size?: "sm" | "md" | "lg";
  placeholder?: string;
  className?: string;
}

const sizes = { sm: "size-8", md: "size-10", lg: "size-16" } as const;

/** A round picture that falls back to the placeholder when missing or broken. */
export function Avatar({ src, alt, size = "md", placeholder = AVATAR_PLACEHOLDER, className }: AvatarProps) {
  // Remembers which src failed, so a new src gets its own try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = !src || failedSrc === src ? placeholder : src;
  return (
    <img
      src={shown}
      alt={alt}
      width={64}
      height={64}
      loading="lazy"
      decoding="async"
      onError={() => {
        if (src && shown !== placeholder) setFailedSrc(src);
      }}
      className={cn("shrink-0 rounded-full bg-surface-muted object-cover", sizes[size], className)}
    />
  );
}
