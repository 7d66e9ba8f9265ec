import { Box, chakra, Skeleton, Stack } from '@chakra-ui/react';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import type { ArtCard as ArtCardData } from '@shared/schemas/arts';
import { ArtCard } from '@web/components/arts/art-card';
import { PictureSlot, WAITS_FOR_PICTURE } from '@web/components/arts/picture-slot';
import { HeartButton } from '@web/components/wishlist/heart-button';
import { useAfterFirstPaint } from '@web/lib/after-first-paint';
import {
  MASONRY_ONE_COLUMN_BELOW,
  MASONRY_SIZES,
  MASONRY_TWO_COLUMNS_BELOW,
  masonryColumns,
} from '../browse-arts-data';

/** The grid's row unit and the gap between cards, in px: a card spans as many rows as it is tall. */
const ROW_PX = 4;
const GAP_PX = 20;
/**
 * Rows of cards drawn in the page's first frame; the rest (a page holds 25) right after it. A
 * masonry places each card after the ones before it, so those drawn first do not move when the
 * rest arrive; on a phone the first frame draws 3 cards instead of 25 (lib/after-first-paint.ts).
 */
const FIRST_FRAME_ROWS = 3;

/** The arts masonry's columns, part 2 §9: 3, 2 below 1100 px, 1 below 700 px (browse-arts-data.ts). */
const MASONRY_COLUMNS = {
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  columnGap: `${GAP_PX}px`,
  alignItems: 'start',
  [`@media (max-width: ${MASONRY_TWO_COLUMNS_BELOW - 0.02}px)`]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [`@media (max-width: ${MASONRY_ONE_COLUMN_BELOW - 0.02}px)`]: { gridTemplateColumns: 'minmax(0, 1fr)' },
};

/** The masonry itself: each card spans the rows of its height. */
const MASONRY_GRID = { ...MASONRY_COLUMNS, gridAutoRows: `${ROW_PX}px` };

/** While the first page loads: a row of cards' places (three, stacked on a phone). */
const LOADING_CARDS = 3;

/**
 * The masonry while its first page loads: the first row's cards where they will be, each picture's
 * place boxed as its picture will be, which the page's frame shows its first pictures in before
 * the code has come (components/arts/picture-slot.tsx).
 */
export function MasonryLoading() {
  return (
    <chakra.div
      css={MASONRY_COLUMNS}
      rowGap={`${GAP_PX}px`}
      role="status"
      aria-label="Loading arts"
      {...WAITS_FOR_PICTURE}
    >
      {Array.from({ length: LOADING_CARDS }, (_, i) => (
        <Box key={i} borderWidth="1px" borderRadius="xl" overflow="hidden" bg="bg">
          <PictureSlot />
          <Stack p="3" gap="2">
            <Skeleton h="5" w="70%" />
            <Skeleton h="4" w="40%" />
            <Skeleton h="5" w="30%" />
          </Stack>
        </Box>
      ))}
    </chakra.div>
  );
}

const spanOf = (height: number) => `span ${Math.ceil((height + GAP_PX) / ROW_PX)}`;

/**
 * The cards drawn since the masonry last fitted them: each card's layout effect adds itself, and
 * the masonry's own (which runs after its cards') reads all their heights, then writes all their
 * spans, in one layout before the paint. Reading each height in turn, after the previous card's
 * span was written, had the browser lay the page out again for every card (30 ms of a phone's
 * first render for 25 cards).
 */
const unfitted: { card: Element; item: HTMLElement }[] = [];

function fitDrawnCards() {
  const drawn = unfitted
    .splice(0)
    .map(({ card, item }) => ({ item, span: spanOf(card.getBoundingClientRect().height) }));
  for (const { item, span } of drawn) item.style.gridRowEnd = span;
}

/** Later changes of a card's height (the column's width changes): told by the browser after its layout, for all cards at once. */
let heights: ResizeObserver | undefined;

function watchHeight(card: Element): () => void {
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  heights ??= new ResizeObserver((entries) => {
    for (const entry of entries) {
      const item = entry.target.parentElement;
      const span = spanOf(entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height);
      if (item && item.style.gridRowEnd !== span) item.style.gridRowEnd = span;
    }
  });
  heights.observe(card);
  return () => heights?.unobserve(card);
}

/**
 * One card, spanning the grid rows its height needs. Its height is known before the picture
 * loads (the image has its width and height), measured before the first paint and again when it
 * changes (the column width does).
 */
function MasonryItem({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLLIElement>(null);
  useLayoutEffect(() => {
    const item = ref.current;
    const card = item?.firstElementChild;
    if (!item || !card) return;
    unfitted.push({ card, item });
    return watchHeight(card);
  }, []);
  return (
    <chakra.li ref={ref} minW="0">
      <Box>{children}</Box>
    </chakra.li>
  );
}

/**
 * Cards in a masonry of grid rows rather than CSS columns, so the list's order (newest or
 * cheapest first) reads left to right across the columns, and is also the DOM, reading and tab
 * order.
 */
export function BrowseMasonry({ arts, label }: { arts: ArtCardData[]; label: string }) {
  // The first row is on screen at once (the entry has its pictures fetched already); the rest load
  // once within a screen of it, not at the browser's lazy distance (five or six more pictures on a phone).
  const firstRow = masonryColumns(window.innerWidth);
  const painted = useAfterFirstPaint();
  const shown = painted ? arts : arts.slice(0, firstRow * FIRST_FRAME_ROWS);
  // After every render: the cards it drew, all measured at once (they added themselves just before).
  useLayoutEffect(fitDrawnCards);
  return (
    <chakra.ul listStyleType="none" m="0" p="0" css={MASONRY_GRID} aria-label={label}>
      {shown.map((art, i) => (
        <MasonryItem key={art.art_id}>
          <ArtCard
            art={art}
            sizes={MASONRY_SIZES}
            eager={i < firstRow}
            untilNear
            action={<HeartButton artId={art.art_id} title={art.title} />}
          />
        </MasonryItem>
      ))}
    </chakra.ul>
  );
}
