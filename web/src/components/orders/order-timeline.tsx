import { Box, Stack, Text } from '@chakra-ui/react';
import type { Order } from '@shared/schemas/orders';
import { dayAndTime, eventSentence, whoOf } from './order-words';

/** The order's timeline, oldest first: each step's date, who took it, and what it did in words. */
export function OrderTimeline({ order }: { order: Order }) {
  if (order.timeline.length === 0) return <Text color="fg.muted">No steps recorded.</Text>;
  return (
    <Stack as="ol" gap="0" listStyleType="none" m="0" p="0" data-testid="order-timeline">
      {order.timeline.map((entry, i) => (
        <Box
          as="li"
          key={`${entry.at}-${entry.event}-${i}`}
          position="relative"
          ps="6"
          pb="4"
          _last={{ pb: '0' }}
          data-testid="timeline-entry"
        >
          {/* The line that joins the steps, and each step's dot on it. */}
          <Box
            position="absolute"
            insetStart="1.5"
            top="2"
            bottom="0"
            w="2px"
            bg="border"
            display={i === order.timeline.length - 1 ? 'none' : 'block'}
            aria-hidden="true"
          />
          <Box
            position="absolute"
            insetStart="0.5"
            top="1.5"
            w="3"
            h="3"
            borderRadius="full"
            bg="brand.600"
            aria-hidden="true"
          />
          <Text fontSize="sm" color="fg.muted">
            <time dateTime={entry.at}>{dayAndTime(entry.at)}</time> · {whoOf(order, entry.by)}
          </Text>
          <Text overflowWrap="anywhere">{eventSentence(order, entry)}</Text>
        </Box>
      ))}
    </Stack>
  );
}
