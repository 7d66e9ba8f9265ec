import { Button, Flex, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from '@web/lib/link';
import { ArtCard } from '@web/components/arts/art-card';
import { useConfirm } from '@web/components/ui/confirm-dialog';
import { FormAlert } from '@web/components/ui/form-alert';
import { Pager } from '@web/components/ui/pager';
import { useClearWishlist, useWishlistArts } from '@web/api/wishlist';
import { useCursorPages } from '@web/lib/use-cursor-pages';
import { HeartButton } from './heart-button';

/** A tidy grid: every picture cropped to the same 4:3 frame (Browse Arts keeps their own shapes). */
const EVEN_PICTURES = { '& img': { aspectRatio: '4 / 3', objectFit: 'cover' } };

/** The Wishlist tab's texts (part 1 §2 and part 2 §8). */
export const WISHLIST_MESSAGES = {
  confirmTitle: 'Are you sure?',
  confirmText: "You won't be able to revert this!",
  confirmButton: 'Yes, clear it!',
  cleared: 'Deleted! Your wishlist has been cleared.',
  clearFailed: 'Error! Failed to clear wishlist. Please try again.',
  loadFailed: 'Failed to load your wishlist.',
} as const;

const showingItems = (from: number, to: number) =>
  from === 0 ? 'No items on this page' : `Showing items ${from} to ${to}`;

/** The profile's Wishlist tab: the hearted arts, 12 a page, each opening /art/{artId}; Clear Wishlist after a confirmation. */
export function WishlistTab({ userId }: { userId: string }) {
  // The cleared wishlist starts again at page 1.
  const [generation, setGeneration] = useState(0);
  const { cursor, page, pager } = useCursorPages(String(generation));
  const arts = useWishlistArts(userId, cursor);
  const clear = useClearWishlist();
  const [confirm, confirmDialog] = useConfirm();
  const [notice, setNotice] = useState<{ status: 'success' | 'error'; text: string } | null>(null);
  const items = arts.data?.items ?? [];
  const unavailable = arts.data?.unavailable ?? [];

  async function onClear() {
    setNotice(null);
    const sure = await confirm({
      title: WISHLIST_MESSAGES.confirmTitle,
      message: WISHLIST_MESSAGES.confirmText,
      confirmLabel: WISHLIST_MESSAGES.confirmButton,
      destructive: true,
    });
    if (!sure) return;
    try {
      await clear.mutateAsync(userId);
      setGeneration((g) => g + 1);
      setNotice({ status: 'success', text: WISHLIST_MESSAGES.cleared });
    } catch (err) {
      console.error('Failed to clear the wishlist', err);
      setNotice({ status: 'error', text: WISHLIST_MESSAGES.clearFailed });
    }
  }

  let list;
  if (arts.isPending) {
    list = (
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" role="status" aria-label="Loading your wishlist">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} h="56" borderRadius="xl" />
        ))}
      </SimpleGrid>
    );
  } else if (arts.isError) {
    list = <FormAlert status="error">{WISHLIST_MESSAGES.loadFailed}</FormAlert>;
  } else if (items.length === 0 && unavailable.length === 0) {
    list = (
      <Stack borderWidth="1px" borderRadius="xl" p="8" textAlign="center" align="center" gap="3">
        <Text fontWeight="semibold">{page > 1 ? 'No more items.' : 'Your wishlist is empty.'}</Text>
        <Text color="fg.muted" fontSize="sm">
          Tap the heart on an art to keep it here.
        </Text>
        <Button asChild variant="outline" colorPalette="brand" size="sm">
          <Link to="/browse-arts">Browse Arts</Link>
        </Button>
      </Stack>
    );
  } else {
    list = (
      <SimpleGrid
        as="ul"
        columns={{ base: 1, sm: 2, lg: 3 }}
        gap="4"
        listStyleType="none"
        m="0"
        p="0"
        css={EVEN_PICTURES}
        aria-label="Wishlist"
      >
        {items.map((art, i) => (
          <li key={art.art_id}>
            <ArtCard
              art={art}
              sizes="(max-width: 479px) 100vw, (max-width: 1023px) 50vw, 280px"
              eager={i < 3}
              action={<HeartButton artId={art.art_id} title={art.title} />}
            />
          </li>
        ))}
        {/* Hidden by moderation since it was hearted: no title, no picture, only the way to take it off. */}
        {unavailable.map((artId) => (
          <Flex
            as="li"
            key={artId}
            borderWidth="1px"
            borderRadius="xl"
            p="4"
            align="center"
            justify="space-between"
            gap="3"
            data-testid="wishlist-unavailable"
          >
            <Text color="fg.muted">No longer available.</Text>
            <HeartButton artId={artId} title="this art" />
          </Flex>
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Text color="fg.muted" fontSize="sm">
          Arts you have hearted.
        </Text>
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          onClick={() => void onClear()}
          disabled={items.length === 0 && page === 1}
          loading={clear.isPending}
        >
          Clear Wishlist
        </Button>
      </Flex>
      {notice ? <FormAlert status={notice.status}>{notice.text}</FormAlert> : null}
      {list}
      {arts.isPending || arts.isError || (items.length === 0 && page === 1) ? null : (
        <Pager {...pager(arts.data, arts.isFetching)} format={showingItems} />
      )}
      {confirmDialog}
    </Stack>
  );
}
