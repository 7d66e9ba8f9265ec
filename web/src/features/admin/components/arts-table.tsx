import { Box, Button, chakra, Flex, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useCallback, useRef, useState } from 'react';
import type { AdminArtRow } from '@shared/schemas/arts';
import { formatPeso } from '@shared/money';
import { ArtImage } from '@web/components/arts/art-image';
import { useConfirm } from '@web/components/ui/confirm-dialog';
import { FormAlert } from '@web/components/ui/form-alert';
import { Modal } from '@web/components/ui/modal';
import { Pager, useServerPages } from '@web/components/ui/pager';
import { userMessage } from '@web/lib/api-client';
import { useAdminArts, useDeleteArtAsAdmin } from '../api/admin';
import { useFlash } from '@web/lib/use-flash';
import { formatDate } from '../utils/format';
import {
  CardField,
  CardList,
  ClickableTr,
  DataTable,
  EmptyCards,
  EmptyRow,
  RowCard,
  Td,
  Th,
  useNarrowScreen,
} from './data-table';
import { SearchField } from './search-field';

const COLUMNS = 6;
const peso = (price: number) => formatPeso(Math.round(price * 100));

export const ARTS_TABLE_MESSAGES = {
  loadFailed: 'Failed to load arts.',
  deleteFailed: 'Failed to delete art.',
  deleted: 'Deleted! The art has been deleted.',
} as const;

/** One art in a dialog: its details, its image (a click zooms it to full size) and Delete. */
function ArtDetailModal({
  art,
  onClose,
  onDelete,
  deleting,
}: {
  art: AdminArtRow | null;
  onClose: () => void;
  onDelete: (art: AdminArtRow) => void;
  deleting: boolean;
}) {
  const [zoomed, setZoomed] = useState(false);
  // Both dialogs listen for Escape on the document; while the zoom is open only it may close.
  const zoomOpen = useRef(false);
  const closeZoom = useCallback(() => {
    zoomOpen.current = false;
    setZoomed(false);
  }, []);
  const closeDetails = useCallback(() => {
    if (!zoomOpen.current) onClose();
  }, [onClose]);
  return (
    <>
      <Modal
        open={art !== null}
        onClose={closeDetails}
        title="Art Details"
        size="lg"
        footer={
          art ? (
            <Button colorPalette="red" onClick={() => onDelete(art)} loading={deleting}>
              Delete
            </Button>
          ) : null
        }
      >
        {art ? (
          <Stack gap="4">
            <chakra.button
              type="button"
              onClick={() => {
                zoomOpen.current = true;
                setZoomed(true);
              }}
              aria-label={`Zoom the image of ${art.title}`}
              cursor="zoom-in"
              borderRadius="lg"
              overflow="hidden"
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
            >
              <ArtImage
                image={art.image}
                alt={art.title}
                sizes="(max-width: 700px) 100vw, 640px"
                maxH="360px"
                objectFit="contain"
              />
            </chakra.button>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" fontSize="sm">
              <CardField label="Title">
                <Text fontWeight="semibold">{art.title}</Text>
              </CardField>
              <CardField label="Artist">
                <Text>{art.artist_name}</Text>
              </CardField>
              <CardField label="Price">
                <Text>{peso(art.price)}</Text>
              </CardField>
              <CardField label="Quantity">
                <Text>{art.quantity}</Text>
              </CardField>
              <CardField label="Style, medium, subject">
                <Text>
                  {art.art_style} · {art.medium} · {art.subject}
                </Text>
              </CardField>
              <CardField label="Uploaded">
                <Text>{formatDate(art.created_at)}</Text>
              </CardField>
            </SimpleGrid>
          </Stack>
        ) : null}
      </Modal>
      <Modal open={zoomed && art !== null} onClose={closeZoom} title={art ? art.title : ''} size="full">
        {art ? (
          <ArtImage
            image={art.image}
            alt={`${art.title}, full size`}
            sizes="100vw"
            large
            maxH="78vh"
            objectFit="contain"
          />
        ) : null}
      </Modal>
    </>
  );
}

/** Every art: searched by title or artist and paged on the server, with details, zoom and delete. */
export function ArtsTable() {
  const { search, setSearch, query, cursor, pager } = useServerPages();
  const arts = useAdminArts(query, cursor);
  const remove = useDeleteArtAsAdmin();
  const [selected, setSelected] = useState<AdminArtRow | null>(null);
  const [flash, setFlash] = useFlash();
  const [confirm, confirmDialog] = useConfirm();
  const narrow = useNarrowScreen();
  const rows = arts.data?.items ?? [];
  const closeDetails = useCallback(() => setSelected(null), []);

  async function onDelete(art: AdminArtRow) {
    const sure = await confirm({
      title: 'Are you sure?',
      message: `"${art.title}" by ${art.artist_name} will be deleted, with its listing and wishlist entries. You won't be able to revert this!`,
      confirmLabel: 'Delete',
      destructive: true,
    });
    if (!sure) return;
    try {
      await remove.mutateAsync(art.art_id);
      setSelected(null);
      setFlash({ status: 'success', text: ARTS_TABLE_MESSAGES.deleted });
    } catch (err) {
      console.error('Failed to delete the art', err);
      setFlash({ status: 'error', text: userMessage(err, ARTS_TABLE_MESSAGES.deleteFailed) });
    }
  }

  const view = (art: AdminArtRow) => (
    <Button
      size="xs"
      minH={narrow ? '11' : undefined}
      w={narrow ? 'full' : undefined}
      variant="outline"
      aria-label={`View ${art.title}`}
      onClick={(e) => (e.stopPropagation(), setSelected(art))}
    >
      View
    </Button>
  );

  return (
    <Stack gap="4">
      {arts.isError && !arts.data ? <FormAlert status="error">{ARTS_TABLE_MESSAGES.loadFailed}</FormAlert> : null}
      {flash ? <FormAlert status={flash.status}>{flash.text}</FormAlert> : null}
      <Flex>
        <SearchField label="Search arts" placeholder="Title or artist" value={search} onChange={setSearch} />
      </Flex>
      <div>
        {narrow ? (
          arts.isPending ? (
            <Skeleton h="24" borderRadius="xl" role="status" aria-label="Loading arts" />
          ) : rows.length === 0 ? (
            <EmptyCards>No arts found.</EmptyCards>
          ) : (
            <CardList label="Arts">
              {rows.map((art) => (
                <RowCard key={art.art_id} action={view(art)}>
                  <Flex gap="3" align="center">
                    <Box w="16" flexShrink={0} borderRadius="md" overflow="hidden">
                      <ArtImage image={art.image} alt="" sizes="64px" />
                    </Box>
                    <Box>
                      <Text fontWeight="semibold">{art.title}</Text>
                      <Text color="fg.muted">{art.artist_name}</Text>
                    </Box>
                  </Flex>
                  <Flex gap="6">
                    <CardField label="Price">
                      <Text>{peso(art.price)}</Text>
                    </CardField>
                    <CardField label="Quantity">
                      <Text>{art.quantity}</Text>
                    </CardField>
                  </Flex>
                </RowCard>
              ))}
            </CardList>
          )
        ) : (
          <DataTable caption="Arts" minW="760px">
            <thead>
              <tr>
                <Th scope="col">Art</Th>
                <Th scope="col">Artist</Th>
                <Th scope="col">Price</Th>
                <Th scope="col">Quantity</Th>
                <Th scope="col">Uploaded</Th>
                <Th scope="col">Actions</Th>
              </tr>
            </thead>
            <tbody>
              {arts.isPending ? (
                <tr>
                  <Td colSpan={COLUMNS}>
                    <Skeleton h="8" role="status" aria-label="Loading arts" />
                  </Td>
                </tr>
              ) : rows.length === 0 ? (
                <EmptyRow colSpan={COLUMNS}>No arts found.</EmptyRow>
              ) : (
                rows.map((art) => (
                  <ClickableTr key={art.art_id} onClick={() => setSelected(art)}>
                    <Td>
                      <Flex align="center" gap="3">
                        <Box w="12" flexShrink={0} borderRadius="md" overflow="hidden">
                          <ArtImage image={art.image} alt="" sizes="48px" />
                        </Box>
                        <Text fontWeight="medium">{art.title}</Text>
                      </Flex>
                    </Td>
                    <Td>{art.artist_name}</Td>
                    <Td whiteSpace="nowrap">{peso(art.price)}</Td>
                    <Td>{art.quantity}</Td>
                    <Td whiteSpace="nowrap">{formatDate(art.created_at)}</Td>
                    <Td>{view(art)}</Td>
                  </ClickableTr>
                ))
              )}
            </tbody>
          </DataTable>
        )}
        <Pager {...pager(arts.data)} />
      </div>
      <ArtDetailModal
        art={selected}
        onClose={closeDetails}
        onDelete={(art) => void onDelete(art)}
        deleting={remove.isPending}
      />
      {confirmDialog}
    </Stack>
  );
}
