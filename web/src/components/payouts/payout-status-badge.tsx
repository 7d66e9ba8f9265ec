import { Badge } from '@chakra-ui/react';
import { PAYOUT_STATUS_TEXT, type PayoutStatus } from '@shared/messages/payouts';

/** Each status's palette, and a text colour that keeps 4.5:1 on the subtle background. */
const COLOURS: Record<PayoutStatus, { palette: string; color: string }> = {
  not_started: { palette: 'gray', color: 'gray.800' },
  in_review: { palette: 'blue', color: 'blue.800' },
  more_information: { palette: 'orange', color: 'orange.800' },
  rejected: { palette: 'red', color: 'red.800' },
  active: { palette: 'green', color: 'green.800' },
};

/** Where an artist's payout account stands, in one badge (the Payouts tab, the admin's users). */
export function PayoutStatusBadge({ status, size = 'md' }: { status: PayoutStatus; size?: 'sm' | 'md' | 'lg' }) {
  const colours = COLOURS[status] ?? COLOURS.not_started;
  return (
    <Badge
      colorPalette={colours.palette}
      color={colours.color}
      variant="subtle"
      size={size}
      data-testid="payout-status"
    >
      {PAYOUT_STATUS_TEXT[status]?.label ?? status}
    </Badge>
  );
}
