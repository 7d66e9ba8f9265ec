import { Box, type BoxProps } from '@chakra-ui/react';

interface ProgressBarProps extends Omit<BoxProps, 'children'> {
  /** Done so far, 0 to 100 (rounded for the reader). */
  value: number;
  /** The bar's accessible name ("Photo upload before saving", "<project> progress"). */
  label: string;
  /** The filled part's colour. */
  fill?: string;
}

/**
 * A thin progress bar with its accessible name and value (the theme carries no Progress recipe:
 * first-load budget). Box props size and place the track (`h`, `w`, `flex`, `mt`).
 */
export function ProgressBar({ value, label, fill = 'brand.600', ...track }: ProgressBarProps) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      h="2"
      bg="brand.50"
      borderRadius="full"
      overflow="hidden"
      {...track}
    >
      <Box h="full" w={`${percent}%`} bg={fill} transition="width 0.3s" />
    </Box>
  );
}
