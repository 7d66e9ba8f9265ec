import { Box, Button, chakra, Link, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { useCallback, useRef, useState } from 'react';
import type { VerificationDetail, VerificationRow } from '@shared/schemas/verification';
import { FormAlert } from '@web/components/ui/form-alert';
import { Modal } from '@web/components/ui/modal';
import { ApiError } from '@web/lib/api-client';
import { useDecideVerification, useVerification, type Decision } from '../api/admin';
import { formatDate } from '../utils/format';
import { artistName, DECISION_MESSAGES } from '../utils/verifications';
import { DocumentPreview } from './document-preview';
import { VerificationStatusBadge } from './verification-status-badge';

interface Viewed {
  url: string;
  label: string;
}

/** The text for a failed decision: the server answered but not with success, or the call itself failed. */
export function decisionErrorMessage(err: unknown, decision: Decision): string {
  return err instanceof ApiError && err.status > 0 ? DECISION_MESSAGES[decision].failure : DECISION_MESSAGES.unexpected;
}

/**
 * One request: who, its status, when, both files (links and thumbnails; images open a
 * full-size viewer) and the Accept / Reject decision. The row from the list shows at once; the
 * document links are fetched when the request is opened (they are short-lived).
 */
export function VerificationDetailModal({
  row,
  onClose,
  onDecided,
}: {
  row: VerificationRow | null;
  onClose: () => void;
  onDecided: (decision: Decision) => void;
}) {
  const decide = useDecideVerification();
  const detail = useVerification(row?.verification_id ?? null);
  const current: VerificationRow | VerificationDetail | null = detail.data ?? row;
  const documents = detail.data;
  const resetDecision = decide.reset;
  const [error, setError] = useState<string | null>(null);
  const [viewed, setViewed] = useState<Viewed | null>(null);
  // Both dialogs listen for Escape on the document; while the viewer is open only it may close.
  const viewerOpen = useRef(false);

  const openViewer = (next: Viewed) => {
    viewerOpen.current = true;
    setViewed(next);
  };
  const closeViewer = useCallback(() => {
    viewerOpen.current = false;
    setViewed(null);
  }, []);
  const closeDetails = useCallback(() => {
    if (viewerOpen.current) return;
    setError(null);
    resetDecision();
    onClose();
  }, [onClose, resetDecision]);

  async function onDecide(decision: Decision) {
    if (!row) return;
    setError(null);
    try {
      const result = await decide.mutateAsync({ id: row.verification_id, decision });
      if (!result?.success) {
        setError(DECISION_MESSAGES[decision].failure);
        return;
      }
      onDecided(decision);
    } catch (err) {
      console.error(`Failed to set the verification to ${decision}`, err);
      setError(decisionErrorMessage(err, decision));
    }
  }

  const name = row ? artistName(row) : '';
  const busy = decide.isPending;

  return (
    <>
      <Modal
        open={row !== null}
        onClose={closeDetails}
        title="Verification Details"
        size="lg"
        footer={
          <>
            <Button
              colorPalette="red"
              variant="outline"
              onClick={() => onDecide('rejected')}
              loading={busy && decide.variables?.decision === 'rejected'}
              disabled={busy}
            >
              Reject
            </Button>
            {/* green.700 under white text: 5.9:1, above the 4.5:1 WCAG asks (green.600 was 3.3:1). */}
            <Button
              colorPalette="green"
              bg="green.700"
              _hover={{ bg: 'green.800' }}
              onClick={() => onDecide('approved')}
              loading={busy && decide.variables?.decision === 'approved'}
              disabled={busy}
            >
              Accept
            </Button>
          </>
        }
      >
        {row ? (
          <Stack gap="5">
            {error ? <FormAlert status="error">{error}</FormAlert> : null}
            <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr', sm: 'repeat(3, 1fr)' }} gap="4">
              <Box>
                <chakra.dt fontSize="xs" fontWeight="semibold" textTransform="uppercase" color="fg.muted">
                  Artist Name
                </chakra.dt>
                <chakra.dd ms="0" fontWeight="medium" wordBreak="break-word">
                  {name}
                </chakra.dd>
              </Box>
              <Box>
                <chakra.dt fontSize="xs" fontWeight="semibold" textTransform="uppercase" color="fg.muted">
                  Status
                </chakra.dt>
                <chakra.dd ms="0">
                  <VerificationStatusBadge status={current?.status ?? row.status} />
                </chakra.dd>
              </Box>
              <Box>
                <chakra.dt fontSize="xs" fontWeight="semibold" textTransform="uppercase" color="fg.muted">
                  Submitted
                </chakra.dt>
                <chakra.dd ms="0">{formatDate(row.created_at)}</chakra.dd>
              </Box>
            </chakra.dl>
            {documents ? (
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                <DocumentPreview
                  label="Document"
                  linkText="View Document"
                  url={documents.document_url}
                  ownerName={name}
                  onView={() => openViewer({ url: documents.document_url, label: 'Document' })}
                />
                <DocumentPreview
                  label="Valid ID"
                  linkText="View Valid ID"
                  url={documents.valid_id}
                  ownerName={name}
                  onView={() => openViewer({ url: documents.valid_id, label: 'Valid ID' })}
                />
              </SimpleGrid>
            ) : detail.isError ? (
              <FormAlert status="error">{DECISION_MESSAGES.documentsFailed}</FormAlert>
            ) : (
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" role="status" aria-label="Loading the documents">
                <Skeleton h="40" borderRadius="lg" />
                <Skeleton h="40" borderRadius="lg" />
              </SimpleGrid>
            )}
          </Stack>
        ) : null}
      </Modal>
      <Modal
        open={viewed !== null}
        onClose={closeViewer}
        title={viewed ? `${viewed.label} of ${name}` : ''}
        size="full"
      >
        {viewed ? (
          <Stack align="center" gap="3">
            <chakra.img
              src={viewed.url}
              alt={`${viewed.label} of ${name}, full size`}
              maxW="full"
              maxH="74vh"
              objectFit="contain"
            />
            <Link href={viewed.url} target="_blank" rel="noopener noreferrer" color="brand.600" fontSize="sm">
              Open in a new tab
            </Link>
          </Stack>
        ) : null}
      </Modal>
    </>
  );
}
