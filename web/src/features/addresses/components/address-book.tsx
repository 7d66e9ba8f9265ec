import { Box, Button, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ADDRESS_TEXT, type Address } from '@shared/schemas/addresses';
import { useConfirm } from '@web/components/ui/confirm-dialog';
import { FormAlert } from '@web/components/ui/form-alert';
import { OutcomeAlert } from '@web/components/ui/outcome-alert';
import { useAddresses, useDeleteAddress, useSetDefaultAddress } from '@web/api/addresses';
import { userMessage } from '@web/lib/api-client';
import { AddressDialog } from './address-dialog';
import { AddressLines } from './address-lines';

/** What was just done, shown where it was done: in an address's card, or at the top of the book. */
interface Outcome {
  at: string | 'book';
  status: 'success' | 'error';
  text: string;
  /** The pressed control is gone (a closed dialog, a deleted card, a Set as default that became the badge): the message takes the focus. */
  focus: boolean;
  key: number;
}

let outcomes = 0;

/**
 * The address book on the profile's Address & Contact tab (clients and artists: both buy): the
 * addresses with the default marked, Add and Edit in a dialog with the PSGC pickers, Set as
 * default, and Delete after a confirmation naming the address.
 */
export function AddressBook() {
  const book = useAddresses();
  const setDefault = useSetDefaultAddress();
  const remove = useDeleteAddress();
  const [confirm, confirmDialog] = useConfirm();
  const [dialog, setDialog] = useState<{ address?: Address } | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const tell = (at: Outcome['at'], status: Outcome['status'], text: string, focus: boolean) =>
    setOutcome({ at, status, text, focus, key: ++outcomes });
  const shown = (at: Outcome['at']) =>
    outcome?.at === at ? (
      <OutcomeAlert key={outcome.key} status={outcome.status} focus={outcome.focus}>
        {outcome.text}
      </OutcomeAlert>
    ) : null;

  const items = book.data?.items ?? [];
  const full = book.data ? items.length >= book.data.max : false;

  const makeDefault = async (address: Address) => {
    try {
      await setDefault.mutateAsync(address.id);
      tell(address.id, 'success', ADDRESS_TEXT.defaultSet(address.one_line), true);
    } catch (err) {
      tell(address.id, 'error', userMessage(err, ADDRESS_TEXT.defaultFailed), false);
    }
  };
  const askDelete = async (address: Address) => {
    if (
      !(await confirm({
        title: ADDRESS_TEXT.deleteTitle,
        message: ADDRESS_TEXT.deleteBody(address.one_line),
        confirmLabel: ADDRESS_TEXT.delete,
        destructive: true,
      }))
    )
      return;
    try {
      await remove.mutateAsync(address.id);
      tell('book', 'success', ADDRESS_TEXT.deleted(address.one_line), true);
    } catch (err) {
      tell(address.id, 'error', userMessage(err, ADDRESS_TEXT.deleteFailed), true);
    }
  };

  return (
    <Stack as="section" gap="4" aria-labelledby="address-book-title" data-testid="address-book">
      <Flex
        justify="space-between"
        align={{ base: 'stretch', sm: 'center' }}
        gap="3"
        direction={{ base: 'column', sm: 'row' }}
      >
        <Box>
          <Heading as="h2" size="md" id="address-book-title">
            {ADDRESS_TEXT.title}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {ADDRESS_TEXT.intro}
          </Text>
        </Box>
        <Button
          colorPalette="brand"
          size="sm"
          flexShrink={0}
          // Kept out of sight (in its place) until the book has loaded, rather than disabled: its
          // fade from disabled as the book came was caught half-way by the accessibility checks.
          visibility={book.data ? undefined : 'hidden'}
          disabled={full}
          onClick={() => setDialog({})}
        >
          {ADDRESS_TEXT.add}
        </Button>
      </Flex>
      {full ? <Text fontSize="sm">{ADDRESS_TEXT.limitReached}</Text> : null}
      {shown('book')}
      {book.isPending ? <Skeleton h="20" borderRadius="lg" role="status" aria-label="Loading your addresses" /> : null}
      {book.isError ? <FormAlert status="error">{userMessage(book.error, ADDRESS_TEXT.loadFailed)}</FormAlert> : null}
      {book.isSuccess && items.length === 0 ? <Text color="fg.muted">{ADDRESS_TEXT.empty}</Text> : null}
      {items.length > 0 ? (
        <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
          {items.map((address) => (
            <Stack
              as="li"
              key={address.id}
              gap="3"
              borderWidth="1px"
              borderRadius="lg"
              p="4"
              borderColor={address.is_default ? 'green.600' : 'border'}
              data-testid="address-card"
            >
              <AddressLines address={address} />
              <Flex gap="2" wrap="wrap">
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setDialog({ address })}
                  aria-label={`${ADDRESS_TEXT.edit}: ${address.one_line}`}
                >
                  {ADDRESS_TEXT.edit}
                </Button>
                {address.is_default ? null : (
                  <Button
                    size="sm"
                    variant="outline"
                    colorPalette="brand"
                    loading={setDefault.isPending && setDefault.variables === address.id}
                    onClick={() => void makeDefault(address)}
                    aria-label={`${ADDRESS_TEXT.setDefault}: ${address.one_line}`}
                  >
                    {ADDRESS_TEXT.setDefault}
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="ghost"
                  colorPalette="red"
                  onClick={() => void askDelete(address)}
                  aria-label={`${ADDRESS_TEXT.delete}: ${address.one_line}`}
                >
                  {ADDRESS_TEXT.delete}
                </Button>
              </Flex>
              {shown(address.id)}
            </Stack>
          ))}
        </Stack>
      ) : null}
      {dialog ? (
        <AddressDialog
          address={dialog.address}
          askDefault={items.length > 0 && !dialog.address?.is_default}
          onClose={() => setDialog(null)}
          onSaved={(change) => {
            setDialog(null);
            tell(
              dialog.address ? change.address.id : 'book',
              'success',
              dialog.address ? ADDRESS_TEXT.saved : ADDRESS_TEXT.added,
              true,
            );
          }}
        />
      ) : null}
      {confirmDialog}
    </Stack>
  );
}
