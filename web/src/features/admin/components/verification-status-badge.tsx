import { Badge } from '@chakra-ui/react';
import { statusLabel } from '../utils/verifications';

const PALETTES: Record<string, string> = { pending: 'yellow', approved: 'green', rejected: 'red' };

export function VerificationStatusBadge({ status }: { status: string }) {
  return (
    <Badge colorPalette={PALETTES[status] ?? 'gray'} variant="subtle">
      {statusLabel(status)}
    </Badge>
  );
}
