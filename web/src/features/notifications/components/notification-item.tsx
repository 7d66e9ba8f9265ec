import { Box, chakra, Flex, IconButton, Text } from '@chakra-ui/react';
import type { Notification } from '@shared/schemas/notifications';
import { relativeTime } from '@web/lib/relative-time';

const TRASH = 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3';

/**
 * One notification: unread ones stand out (a dot, bold, tinted); the text is a button that marks
 * it read and follows its link.
 */
export function NotificationItem({
  notification: n,
  now,
  onOpen,
  onDelete,
  busy,
}: {
  notification: Notification;
  now: number;
  onOpen: () => void;
  onDelete: () => void;
  busy: boolean;
}) {
  return (
    <Flex
      as="li"
      gap="3"
      align="flex-start"
      borderWidth="1px"
      borderRadius="xl"
      p="3"
      bg={n.is_read ? 'bg' : 'brand.50'}
      borderColor={n.is_read ? 'border' : 'brand.200'}
      data-testid="notification"
      data-read={n.is_read}
    >
      <Box
        w="2.5"
        h="2.5"
        mt="2"
        ms="1"
        borderRadius="full"
        flexShrink="0"
        bg={n.is_read ? 'transparent' : 'brand.600'}
        aria-hidden="true"
      />
      <chakra.button
        type="button"
        onClick={onOpen}
        textAlign="start"
        flex="1"
        minW="0"
        cursor="pointer"
        borderRadius="md"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
      >
        <Text fontWeight={n.is_read ? 'normal' : 'semibold'} wordBreak="break-word">
          {n.is_read ? null : <chakra.span srOnly>Unread: </chakra.span>}
          {n.message}
        </Text>
        <Text fontSize="sm" color="fg.muted" mt="0.5">
          <time dateTime={n.created_at} title={new Date(n.created_at).toLocaleString('en-PH')}>
            {relativeTime(n.created_at, now)}
          </time>
        </Text>
      </chakra.button>
      <IconButton
        aria-label="Delete notification"
        size="sm"
        variant="ghost"
        color="red.700"
        disabled={busy}
        onClick={onDelete}
      >
        <chakra.svg
          viewBox="0 0 24 24"
          width="18px"
          height="18px"
          aria-hidden="true"
          focusable="false"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d={TRASH} />
        </chakra.svg>
      </IconButton>
    </Flex>
  );
}
