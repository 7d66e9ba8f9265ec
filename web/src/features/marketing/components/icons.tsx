import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type IconProps = HTMLChakraProps<'svg'>;

/** A 24×24 line icon in the current text colour; hidden from assistive technology. */
function LineIcon({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <chakra.svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      flexShrink="0"
      {...props}
    >
      {children}
    </chakra.svg>
  );
}

export const ShieldCheckIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.2 7.5 9.5 4.3-1.3 7.5-4.9 7.5-9.5V6L12 3Z" />
    <path d="m8.6 12.2 2.3 2.3 4.6-4.8" />
  </LineIcon>
);

export const SparklesIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M10 3.5 11.6 8a2 2 0 0 0 1.3 1.3l4.5 1.7-4.5 1.6a2 2 0 0 0-1.3 1.3L10 18.5l-1.6-4.6a2 2 0 0 0-1.3-1.3L2.6 11l4.5-1.7A2 2 0 0 0 8.4 8L10 3.5Z" />
    <path d="M18.5 3v4M16.5 5h4M19 16v4M17 18h4" />
  </LineIcon>
);

export const MatchIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M4 8h15M15 4l4 4-4 4" />
    <path d="M20 16H5M9 12l-4 4 4 4" />
  </LineIcon>
);

export const LockIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <rect x="4.5" y="10.5" width="15" height="10" rx="2" />
    <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3M12 14.5v2.5" />
  </LineIcon>
);

export const UsersIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c.6-3.6 3.2-6 6.5-6s5.9 2.4 6.5 6" />
    <path d="M16 4.8a3.5 3.5 0 0 1 0 6.4M18 14.4c1.9.9 3.1 2.9 3.5 5.6" />
  </LineIcon>
);

export const StarIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="m12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9L12 3.5Z" />
  </LineIcon>
);

export const StoreIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M4 9.5V20h16V9.5M3 9.5l1.6-5h14.8l1.6 5M3 9.5a3 3 0 0 0 6 0 3 3 0 0 0 6 0 3 3 0 0 0 6 0" />
    <path d="M10 20v-5h4v5" />
  </LineIcon>
);

export const PaletteIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M12 3a9 9 0 1 0 0 18c1.4 0 2-1 1.5-2.2-.6-1.3.3-2.8 1.8-2.8H17a4 4 0 0 0 4-4c0-5-4-9-9-9Z" />
    <circle cx="7.5" cy="11" r="1.2" />
    <circle cx="10" cy="7" r="1.2" />
    <circle cx="15" cy="7.5" r="1.2" />
  </LineIcon>
);

export const SearchIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m16 16 4.5 4.5" />
  </LineIcon>
);

export const MessageIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M4 5.5h16v10H9l-5 4v-14Z" />
    <path d="M8 9.5h8M8 12.5h5" />
  </LineIcon>
);

export const ChevronLeftIcon = (props: IconProps) => (
  <LineIcon strokeWidth="2.2" {...props}>
    <path d="m15 5-7 7 7 7" />
  </LineIcon>
);

export const ChevronRightIcon = (props: IconProps) => (
  <LineIcon strokeWidth="2.2" {...props}>
    <path d="m9 5 7 7-7 7" />
  </LineIcon>
);

export const ChevronDownIcon = (props: IconProps) => (
  <LineIcon strokeWidth="2.2" {...props}>
    <path d="m5 9 7 7 7-7" />
  </LineIcon>
);

export const PauseIcon = (props: IconProps) => (
  <LineIcon strokeWidth="2.4" {...props}>
    <path d="M9 5.5v13M15 5.5v13" />
  </LineIcon>
);

export const PlayIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M7.5 4.8v14.4L19 12 7.5 4.8Z" fill="currentColor" />
  </LineIcon>
);

export const CheckIcon = (props: IconProps) => (
  <LineIcon strokeWidth="2.4" {...props}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </LineIcon>
);
