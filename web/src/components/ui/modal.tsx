import { Box, Flex, Heading, IconButton } from '@chakra-ui/react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons at the bottom. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl' | 'full';
}

const WIDTHS = { sm: 'sm', md: 'lg', lg: '2xl', xl: '4xl', full: '96vw' } as const;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * An accessible dialog without Chakra's Dialog recipe (kept out of the first-load bundle):
 * focus moves in and is trapped, Escape or a click outside closes it, focus returns after.
 */
export function Modal({ open, onClose, title, children, footer, size = 'md' }: ModalProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    (panel?.querySelector<HTMLElement>(FOCUSABLE) ?? panel)?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        onClose();
      } else if (e.key === 'Tab' && panel) {
        const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
        if (items.length === 0) return;
        const first = items[0]!;
        const last = items[items.length - 1]!;
        if (e.shiftKey && document.activeElement === first) {
          e.preventDefault();
          last.focus();
        } else if (!e.shiftKey && document.activeElement === last) {
          e.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      previouslyFocused?.focus?.();
    };
  }, [open, onClose]);

  if (!open) return null;
  return createPortal(
    <Flex
      position="fixed"
      inset="0"
      zIndex="modal"
      bg="blackAlpha.600"
      align={{ base: 'flex-end', sm: 'center' }}
      justify="center"
      p={{ base: '0', sm: '4' }}
      onPointerDown={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
      data-testid="modal-backdrop"
    >
      <Box
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        bg="bg"
        w="full"
        maxW={WIDTHS[size]}
        maxH={{ base: '92vh', sm: '90vh' }}
        overflowY="auto"
        borderRadius={{ base: '2xl 2xl 0 0', sm: '2xl' }}
        boxShadow="2xl"
        outline="none"
      >
        <Flex
          align="center"
          justify="space-between"
          gap="4"
          px="6"
          pt="5"
          pb="3"
          position="sticky"
          top="0"
          bg="bg"
          zIndex="1"
        >
          <Heading as="h2" size="lg" id={titleId}>
            {title}
          </Heading>
          <IconButton aria-label="Close" variant="ghost" size="sm" onClick={onClose}>
            <svg
              width="18"
              height="18"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </svg>
          </IconButton>
        </Flex>
        <Box px="6" pb="6">
          {children}
        </Box>
        {footer ? (
          <Flex gap="3" justify="flex-end" px="6" pb="6" flexWrap="wrap">
            {footer}
          </Flex>
        ) : null}
      </Box>
    </Flex>,
    document.body,
  );
}
