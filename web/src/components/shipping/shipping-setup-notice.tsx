import { chakra } from '@chakra-ui/react';
import { SHIPPING_MESSAGES } from '@shared/messages/shipping';
import { FormAlert } from '@web/components/ui/form-alert';
import { Link } from '@web/lib/link';
import { useOwnShippingProfile } from '@web/api/shipping';

/**
 * Upload Art, while the artist has no shipping profile: their arts can be uploaded, but nobody can
 * buy one until they say how it reaches the buyer; a link to the Shipping settings.
 */
export function ShippingSetupNotice({ userId }: { userId: string }) {
  const own = useOwnShippingProfile(userId);
  if (own.data !== null) return null;
  return (
    <FormAlert status="info" title="Set up shipping">
      {SHIPPING_MESSAGES.setUpNotice}{' '}
      <chakra.a asChild fontWeight="semibold" textDecoration="underline" color="inherit">
        <Link to="/shipping-settings">Go to Shipping settings</Link>
      </chakra.a>
    </FormAlert>
  );
}
