/** The notifications' texts and types, without zod (their schemas are in shared/schemas/notifications.ts). */

/** The spec's notification texts (part 2 §8). */
export const NOTIFICATION_MESSAGES = {
  fetchFailed: 'Failed to fetch notification items.',
  unexpected: 'An unexpected error occurred.',
  markAllFailed: 'Failed to mark all notifications as read.',
  deleteFailed: 'Failed to delete notification.',
  deleteAllFailed: 'Failed to delete all notifications.',
} as const;

/** Ours (issue 50 §2): settings' "Notifications on this device". */
export const PUSH_TEXTS = {
  title: 'Notifications on this device',
  checking: 'Checking whether this device can show notifications…',
  off: 'Get a notification on this device for new messages, sales, commissions and more, even when Crafti is closed. A message notification says who wrote, and what only if you allow previews below.',
  on: "This device shows Crafti's notifications, even when Crafti is closed. A message notification says who wrote, and what only if you allow previews below.",
  turnOn: 'Turn on notifications',
  turnOff: 'Turn off notifications',
  turnedOn: 'Notifications are on for this device.',
  turnedOff: 'Notifications are off for this device.',
  failed: 'Could not change notifications on this device. Please try again.',
  denied:
    "Notifications for Crafti are blocked in this browser's settings. Allow them there, then come back to turn them on.",
  unsupported: 'This browser cannot show notifications from Crafti. Crafti still tells you in the app and by e-mail.',
  test: 'Send a test notification',
  testSent: (n: number) =>
    n === 0 ? 'No device took it. Turn notifications off and on again.' : `Sent to ${n} device${n === 1 ? '' : 's'}.`,
  choicesTitle: 'What notifies you',
  choicesIntro:
    'Choose what comes to your devices and by e-mail. In the app, everything still shows under Notifications.',
  choicesLoadFailed: 'Failed to load your notification choices.',
  pushLegend: 'Push notifications',
  previewsLabel: "Show a message's words on the lock screen",
  previewsHint: 'Off: a message notification says only who wrote.',
  emailLegend: 'E-mail',
  emailHint:
    'Messages and other notices come as one e-mail for what stayed unread for 4 hours, not one for each. Orders and sales come as they happen.',
  essentialNote:
    'E-mail about your account, its security, moderation decisions and money (receipts, refunds) always comes: it cannot be turned off.',
  quietLabel: 'Quiet hours',
  quietHint: 'Philippine time. Notifications wait until your quiet hours end, then come as one.',
  save: 'Save choices',
  saved: 'Your notification choices are saved.',
  saveFailed: 'Failed to save your notification choices. Please try again.',
  iosHomeScreen:
    'On iPhone and iPad, Crafti can notify you once it is on your Home Screen (iOS 16.4 or later): tap Share, then "Add to Home Screen", and open Crafti from there.',
} as const;

/** The page an e-mail's unsubscribe link opens (issue 50 §4; ours). */
export const UNSUBSCRIBE_TEXTS = {
  title: 'Unsubscribe',
  checking: 'Checking your link…',
  ask: (about: string) => `Stop e-mails about ${about}?`,
  askHint: 'Crafti still shows them in the app. E-mail about your account and money always comes.',
  confirm: 'Unsubscribe',
  done: (about: string) => `You will no longer get e-mails about ${about}.`,
  doneHint: 'You can turn them on again any time in your settings, under "What notifies you".',
  failed: 'Could not unsubscribe. Please try again.',
  settings: 'Open my settings',
} as const;

/** Notifications: 10 a page (part 2 §9). */
export const NOTIFICATIONS_PAGE_SIZE = 10;

export const NOTIFICATION_TYPES = [
  'order',
  'sale',
  'order_status',
  'message',
  'proposal',
  'job',
  'application',
  'comment',
  'like',
  'payout',
  'refund',
  'review',
  'system',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
