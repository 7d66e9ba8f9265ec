import { Box } from '@chakra-ui/react';

/**
 * A thin stripe in the colours of an inabel weave and a jeepney's paint, drawn with CSS so it
 * costs no request; it closes each page hero.
 */
export function WeaveBand() {
  return (
    <Box
      aria-hidden="true"
      h="2.5"
      css={{
        backgroundImage:
          'repeating-linear-gradient(90deg, #b4532a 0 28px, #f2b705 28px 36px, #1f7a74 36px 60px, #fdf4ee 60px 64px, #c8312b 64px 84px, #fdf4ee 84px 88px)',
      }}
    />
  );
}
