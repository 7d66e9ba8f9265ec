import { chakra } from '@chakra-ui/react';

const PALETTE = ['#b4532a', '#0f766e', '#7c3aed', '#be185d', '#1d4ed8', '#a16207', '#15803d', '#9f1239'];

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '?') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase();
}

function colourFor(name: string): string {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return PALETTE[hash % PALETTE.length]!;
}

/**
 * A person's picture, or an avatar generated here from their name (initials on a colour
 * derived from the name): no external avatar service.
 */
export function Avatar({ name, src, size = 40 }: { name: string; src?: string | null; size?: number }) {
  if (src) {
    return (
      <chakra.img
        src={src}
        alt={name}
        width={`${size}px`}
        height={`${size}px`}
        borderRadius="full"
        objectFit="cover"
        flexShrink={0}
        loading="lazy"
        decoding="async"
      />
    );
  }
  return (
    <chakra.span
      role="img"
      aria-label={name}
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      flexShrink={0}
      width={`${size}px`}
      height={`${size}px`}
      borderRadius="full"
      color="white"
      fontWeight="bold"
      fontSize={`${Math.round(size * 0.4)}px`}
      style={{ background: colourFor(name) }}
    >
      {initials(name)}
    </chakra.span>
  );
}
