import { Button, Stack } from '@chakra-ui/react';
import { useFund } from '../../api/commission';
import { useOutcome } from './outcome';

/**
 * Opens a PayMongo checkout for the next milestone (or the whole price) and goes to its hosted
 * page, which comes back to /project/<id>?funded=1 once paid.
 */
export function FundButton({ projectId, label }: { projectId: string; label: string }) {
  const fund = useFund(projectId);
  const outcome = useOutcome();
  return (
    <Stack gap="2" align="flex-start" w="full">
      <Button
        size="sm"
        colorPalette="brand"
        loading={fund.isPending}
        onClick={() =>
          void outcome.run(async () => {
            const { checkout_url } = await fund.mutateAsync();
            window.location.assign(checkout_url);
            return { message: 'Opening PayMongo’s payment page…' };
          }, 'The payment could not be started. Please try again.')
        }
      >
        {label}
      </Button>
      {outcome.alert}
    </Stack>
  );
}
