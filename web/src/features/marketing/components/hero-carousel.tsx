import { Box, Flex, Image, Text, VisuallyHidden } from '@chakra-ui/react';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
  type TouchEvent,
} from 'react';
import { LiveIconButton } from '@web/components/ui/live-icon-button';
import { illustrationSrcSet, illustrationVariant } from '../illustration-variants';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from './icons';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

/** Spec §9: the home carousel moves on every 3000 ms and slides over 500 ms. */
export const SLIDE_INTERVAL_MS = 3000;
export const SLIDE_TRANSITION_MS = 500;
const SWIPE_THRESHOLD_PX = 40;

export interface CarouselSlide {
  /** One of the site's SVG illustrations; the slide shows its WebP versions (../illustration-variants.ts). */
  src: string;
  /** Describes the picture. */
  alt: string;
  /** A short line shown over the picture. */
  caption: string;
}

interface HeroCarouselProps {
  slides: readonly CarouselSlide[];
  /** Names the carousel for assistive technology. */
  label: string;
  /** Intrinsic size of the slide images. */
  imageWidth: number;
  imageHeight: number;
  /** How wide the slides are shown (the images' `sizes`). */
  sizes: string;
}

/**
 * Where slide `index` sits relative to the current one, in slide widths: 0 on screen, negative
 * to the left, positive to the right, never more than half the slides either way. Sliding every
 * slide by one position and letting only the one that wraps around jump (it is off screen at both
 * ends) makes the loop seamless in both directions.
 */
export function slideOffset(index: number, current: number, count: number): number {
  const half = Math.floor(count / 2);
  return ((index - current + count + half) % count) - half;
}

/** Focus that arrived by keyboard; a mouse click on an arrow should not stop the rotation. */
function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * An auto-playing image carousel with an infinite loop, arrows and no thumbnails. Rotation waits
 * while the pointer is over it or keyboard focus is inside it, can be paused with its own button
 * (WCAG 2.2.2), and does not start at all when the visitor prefers reduced motion.
 */
export function HeroCarousel({ slides, label, imageWidth, imageHeight, sizes }: HeroCarouselProps) {
  const count = slides.length;
  const slidesId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const reducedMotion = usePrefersReducedMotion();

  const [position, setPosition] = useState({ index: 0, previous: 0 });
  /** The visitor's own play/pause choice; until they make one, play unless motion is reduced. */
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  /** After the first paint, the neighbours of the current slide load too, so a move never shows a blank. */
  const [primed, setPrimed] = useState(false);

  const playing = playChoice ?? !reducedMotion;
  const rotating = playing && !hovered && !focusInside && count > 1;

  const go = useCallback(
    (step: number) => setPosition((p) => ({ previous: p.index, index: (p.index + step + count) % count })),
    [count],
  );

  useEffect(() => {
    if (!rotating) return;
    // Re-armed after every move, so a click on an arrow restarts the full interval.
    const timer = window.setTimeout(() => go(1), SLIDE_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, position.index, go]);

  useEffect(() => {
    const frame = window.requestAnimationFrame(() => setPrimed(true));
    return () => window.cancelAnimationFrame(frame);
  }, []);

  function handleFocus(event: FocusEvent<HTMLElement>) {
    setFocusInside(event.target !== toggleRef.current && isKeyboardFocus(event.target));
  }

  function handleBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
  }

  // A horizontal swipe on a touch screen moves like the arrows; a mostly vertical one is a scroll.
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  function handleTouchStart(event: TouchEvent) {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  }
  function handleTouchEnd(event: TouchEvent) {
    const start = touchStart.current;
    const end = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !end) return;
    const dx = end.clientX - start.x;
    if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(end.clientY - start.y)) return;
    go(dx < 0 ? 1 : -1);
  }

  const currentSlide = slides[position.index];

  return (
    <Box
      as="section"
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={(event: PointerEvent) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={(event: PointerEvent) => event.pointerType === 'mouse' && setHovered(false)}
      onFocus={handleFocus}
      onBlur={handleBlur}
    >
      <Box
        position="relative"
        overflow="hidden"
        borderRadius={{ base: 'xl', md: '2xl' }}
        boxShadow="lg"
        bg="brand.100"
        aspectRatio={{ base: '16 / 10', md: `${imageWidth} / ${imageHeight}` }}
        onTouchStart={handleTouchStart}
        onTouchEnd={handleTouchEnd}
      >
        <Box id={slidesId} position="absolute" inset="0">
          {slides.map((slide, index) => {
            const offset = slideOffset(index, position.index, count);
            const before = slideOffset(index, position.previous, count);
            const animate = !reducedMotion && Math.abs(offset - before) <= 1;
            const isCurrent = offset === 0;
            // The others are not in the page at all: a lazy image beside the one on screen is
            // still fetched at once, and competes with the one the visitor is waiting for.
            const shown = index === 0 || isCurrent || (primed && Math.abs(offset) <= 1);
            return (
              <Box
                key={slide.src}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${count}`}
                aria-hidden={!isCurrent}
                position="absolute"
                inset="0"
                style={{
                  transform: `translateX(${offset * 100}%)`,
                  transition: animate ? `transform ${SLIDE_TRANSITION_MS}ms ease-in-out` : 'none',
                }}
              >
                {shown ? (
                  <Image
                    // The first slide, the page's main picture, as its small SVG: it arrives with the
                    // page and is drawn in the very first paint, where a WebP is decoded a frame or
                    // more later. The others as WebP (their SVG documents would cost the boot).
                    {...(index === 0
                      ? { src: slide.src }
                      : { src: illustrationVariant(slide.src, 800), srcSet: illustrationSrcSet(slide.src), sizes })}
                    alt={slide.alt}
                    htmlWidth={imageWidth}
                    htmlHeight={imageHeight}
                    fetchPriority={index === 0 ? 'high' : undefined}
                    decoding={index === 0 ? undefined : 'async'}
                    draggable={false}
                    w="full"
                    h="full"
                    fit="cover"
                    userSelect="none"
                  />
                ) : null}
                <Box
                  position="absolute"
                  insetX="0"
                  bottom="0"
                  px={{ base: '4', md: '8' }}
                  pt={{ base: '8', md: '12' }}
                  pb={{ base: '2', md: '6' }}
                  bgGradient="to-t"
                  gradientFrom="blackAlpha.700"
                  gradientTo="transparent"
                >
                  <Text
                    color="white"
                    fontWeight="semibold"
                    fontSize={{ base: 'xs', sm: 'sm', md: 'lg' }}
                    textAlign="center"
                    textShadow="0 1px 2px rgba(0,0,0,.4)"
                  >
                    {slide.caption}
                  </Text>
                </Box>
              </Box>
            );
          })}
        </Box>
        <ArrowButton side="start" label="Previous slide" controls={slidesId} onClick={() => go(-1)}>
          <ChevronLeftIcon />
        </ArrowButton>
        <ArrowButton side="end" label="Next slide" controls={slidesId} onClick={() => go(1)}>
          <ChevronRightIcon />
        </ArrowButton>
      </Box>

      <Flex mt="3" align="center" justify="center" gap="4">
        <LiveIconButton
          ref={toggleRef}
          aria-label={playing ? 'Pause slideshow' : 'Play slideshow'}
          onClick={() => setPlayChoice(!playing)}
          size="xs"
          variant="ghost"
          rounded="full"
          color="brand.700"
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
        </LiveIconButton>
        <Flex gap="2" aria-hidden="true">
          {slides.map((slide, index) => (
            <Box
              key={slide.src}
              h="2"
              w={index === position.index ? '6' : '2'}
              rounded="full"
              bg={index === position.index ? 'brand.500' : 'brand.200'}
              transition="width 0.3s, background-color 0.3s"
              _motionReduce={{ transition: 'none' }}
            />
          ))}
        </Flex>
      </Flex>

      <VisuallyHidden aria-live={rotating ? 'off' : 'polite'} aria-atomic="true">
        {currentSlide && `Slide ${position.index + 1} of ${count}: ${currentSlide.caption}`}
      </VisuallyHidden>
    </Box>
  );
}

/** A round arrow over one side of the slides; on the pre-rendered home page, disabled until hydrated (a tap before would be lost). */
function ArrowButton({
  side,
  label,
  controls,
  onClick,
  children,
}: {
  side: 'start' | 'end';
  label: string;
  controls: string;
  onClick: () => void;
  children: ReactNode;
}) {
  const inset = { base: '2', md: '4' };
  return (
    <LiveIconButton
      aria-label={label}
      aria-controls={controls}
      onClick={onClick}
      position="absolute"
      {...(side === 'start' ? { insetStart: inset } : { insetEnd: inset })}
      top="50%"
      transform="translateY(-50%)"
      rounded="full"
      size={{ base: 'sm', md: 'lg' }}
      variant="solid"
      bg="whiteAlpha.900"
      color="brand.800"
      boxShadow="md"
      _hover={{ bg: 'white' }}
    >
      {children}
    </LiveIconButton>
  );
}
