import { Button, Container, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { NOTIFICATION_MESSAGES } from '@shared/messages/notifications';
import type { Notification } from '@shared/schemas/notifications';
import { useConfirm } from '@web/components/ui/confirm-dialog';
import { FormAlert } from '@web/components/ui/form-alert';
import { Pager, useServerPages } from '@web/components/ui/pager';
import { ApiError } from '@web/lib/api-client';
import { useLiveMessage } from '@web/lib/live';
import { useNow } from '@web/lib/relative-time';
import { usePageTitle } from '@web/lib/page-title';
import { useAuth } from '@web/lib/session';
import {
  notificationKeys,
  useDeleteAllNotifications,
  useDeleteNotification,
  useMarkAllRead,
  useMarkRead,
  useNotifications,
} from '../api/notifications';
import { NotificationItem } from '../components/notification-item';

const showingNotifications = (from: number, to: number) =>
  from === 0 ? 'No notifications on this page' : `Showing ${from} to ${to}`;

/** /notifications: 10 a page, newest first; open, mark all read, delete one or all (after a confirmation). */
export function Component() {
  usePageTitle('Notifications');
  const { user } = useAuth();
  const userId = user?.userId;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const now = useNow(5000);
  const { cursor, pager } = useServerPages();
  const list = useNotifications(userId, cursor);
  const markRead = useMarkRead();
  const markAll = useMarkAllRead(userId);
  const deleteOne = useDeleteNotification();
  const deleteAll = useDeleteAllNotifications(userId);
  const [confirm, confirmDialog] = useConfirm();
  const [error, setError] = useState<string | null>(null);

  // A new notification, or one read in another tab.
  useLiveMessage('notification', () => void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() }));

  const items = list.data?.notifications ?? [];
  const unread = list.data?.unread ?? 0;

  async function onOpen(n: Notification) {
    setError(null);
    if (!n.is_read) {
      try {
        await markRead.mutateAsync(n.id);
      } catch (err) {
        console.error('Failed to mark the notification read', err);
      }
    }
    if (n.link) void navigate(n.link);
  }

  async function onMarkAll() {
    setError(null);
    try {
      await markAll.mutateAsync();
    } catch (err) {
      console.error(err);
      setError(NOTIFICATION_MESSAGES.markAllFailed);
    }
  }

  async function onDelete(n: Notification) {
    setError(null);
    try {
      await deleteOne.mutateAsync(n.id);
    } catch (err) {
      console.error(err);
      setError(NOTIFICATION_MESSAGES.deleteFailed);
    }
  }

  async function onDeleteAll() {
    setError(null);
    const sure = await confirm({
      title: 'Delete all notifications?',
      message: 'Every notification will be removed. This cannot be undone.',
      confirmLabel: 'Delete all',
      destructive: true,
    });
    if (!sure) return;
    try {
      await deleteAll.mutateAsync();
    } catch (err) {
      console.error(err);
      setError(NOTIFICATION_MESSAGES.deleteAllFailed);
    }
  }

  let body;
  if (list.isPending) {
    body = (
      <Stack gap="3" role="status" aria-label="Loading your notifications">
        <Skeleton h="16" borderRadius="xl" />
        <Skeleton h="16" borderRadius="xl" />
      </Stack>
    );
  } else if (list.isError && !list.data) {
    const status = list.error instanceof ApiError ? list.error.status : 0;
    body = (
      <FormAlert status="error">
        {status > 0 ? NOTIFICATION_MESSAGES.fetchFailed : NOTIFICATION_MESSAGES.unexpected}
      </FormAlert>
    );
  } else if (items.length === 0 && !cursor) {
    body = (
      <Stack borderWidth="1px" borderRadius="xl" p="8" textAlign="center" align="center" gap="1">
        <Text fontWeight="semibold">You have no notifications.</Text>
        <Text color="fg.muted" fontSize="sm">
          Sales, order updates and messages show up here.
        </Text>
      </Stack>
    );
  } else {
    body = (
      <>
        <Stack as="ul" listStyleType="none" m="0" p="0" gap="2" aria-label="Notifications">
          {items.map((n) => (
            <NotificationItem
              key={n.id}
              notification={n}
              now={now}
              onOpen={() => void onOpen(n)}
              onDelete={() => void onDelete(n)}
              busy={deleteOne.isPending && deleteOne.variables === n.id}
            />
          ))}
        </Stack>
        <Pager
          {...pager(list.data ? { items, cursor: list.data.cursor, total: null } : undefined)}
          format={showingNotifications}
        />
      </>
    );
  }

  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }}>
      <Stack gap="5">
        <Flex justify="space-between" align="flex-end" gap="3" wrap="wrap">
          <Stack gap="1">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              Notifications
            </Heading>
            <Text color="fg.muted" aria-live="polite">
              {unread === 0 ? 'All caught up.' : `${unread} unread`}
            </Text>
          </Stack>
          <Flex gap="2" wrap="wrap">
            <Button
              size="sm"
              variant="outline"
              colorPalette="brand"
              onClick={() => void onMarkAll()}
              loading={markAll.isPending}
              disabled={unread === 0}
            >
              Mark all as read
            </Button>
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              color="red.700"
              onClick={() => void onDeleteAll()}
              loading={deleteAll.isPending}
              disabled={items.length === 0 && !cursor}
            >
              Delete all
            </Button>
          </Flex>
        </Flex>
        {error ? <FormAlert status="error">{error}</FormAlert> : null}
        {body}
      </Stack>
      {confirmDialog}
    </Container>
  );
}
