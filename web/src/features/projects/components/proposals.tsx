import { Box, Button, chakra, Flex, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { BLOCK_MESSAGES } from '@shared/messages/blocks';
import { formatDueDate, PROJECT_MESSAGES } from '@shared/messages/projects';
import type { Proposal } from '@shared/schemas/projects';
import { Avatar } from '@web/components/ui/avatar';
import { FormAlert } from '@web/components/ui/form-alert';
import { Modal } from '@web/components/ui/modal';
import { userMessage } from '@web/lib/api-client';
import { preloadable } from '@web/lib/preloadable';
import { useDecideProposal, useProposalHistory, useProposals, type Side } from '../api/projects';
import { budgetText, type Flash } from './common';
import { SentProposals } from './sent-proposals';
import { ProposalHistory, TermsSummary } from './terms-summary';

/** The counter-offer form (the terms editor, zod) loads when someone counters, not with the projects page. */
const CounterDialog = preloadable(() => import('./counter-dialog').then((m) => m.CounterDialog));

/** Where Accept is, what this counter-proposal changed against the version before it (old → new). */
function ChangedTerms({ proposalId, version }: { proposalId: string; version: number }) {
  const history = useProposalHistory(proposalId, true);
  const changes = history.data?.versions.find((v) => v.version === version)?.changes;
  if (history.isPending) return <Skeleton h="10" />;
  if (history.isError)
    return <FormAlert status="error">{userMessage(history.error, 'Failed to load what changed.')}</FormAlert>;
  return (
    <Box
      borderWidth="1px"
      borderColor="orange.300"
      bg="orange.50"
      borderRadius="md"
      p="3"
      data-testid="counter-changes"
    >
      <Heading as="h3" size="sm">
        Changed since version {version - 1}
      </Heading>
      {changes && changes.length > 0 ? (
        <chakra.ul ps="5" m="0" mt="1" fontSize="sm">
          {changes.map((c) => (
            <chakra.li key={c} overflowWrap="anywhere">
              {c}
            </chakra.li>
          ))}
        </chakra.ul>
      ) : (
        <Text fontSize="sm">No term changed; only the note.</Text>
      )}
    </Box>
  );
}

export function ProposalList({ side, userId, onFlash }: { side: Side; userId: string; onFlash: (f: Flash) => void }) {
  const proposals = useProposals(userId);
  const decide = useDecideProposal(side);
  const [open, setOpen] = useState<Proposal | null>(null);
  const [countering, setCountering] = useState<Proposal | null>(null);
  const act = (p: Proposal, decision: 'accept' | 'reject') =>
    decide.mutate(
      { proposalId: p.proposal_id, decision },
      {
        onSuccess: (message) => {
          setOpen(null);
          onFlash({ status: 'success', text: message });
        },
        onError: (err) =>
          onFlash({
            status: 'error',
            text: userMessage(
              err,
              decision === 'accept' ? PROJECT_MESSAGES.acceptFailed : PROJECT_MESSAGES.rejectFailed,
            ),
          }),
      },
    );
  const items = proposals.data ?? [];
  return (
    <Stack gap="6">
      <Box as="section" aria-labelledby="received-proposals">
        <Heading as="h2" size="md" mb="3" id="received-proposals">
          Received
        </Heading>
        {proposals.isPending ? <Skeleton h="24" /> : null}
        {!proposals.isPending && items.length === 0 ? <Text color="fg.muted">No proposals yet.</Text> : null}
        <SimpleGrid
          columns={{ base: 1, md: 2 }}
          gap="3"
          as="ul"
          listStyleType="none"
          m="0"
          p="0"
          aria-label="Received proposals"
        >
          {items.map((p) => {
            const sender = p.senderProfile.firstname
              ? `${p.senderProfile.firstname} ${p.senderProfile.lastname}`
              : PROJECT_MESSAGES.unknownUser;
            return (
              <chakra.li key={p.proposal_id} borderWidth="1px" borderRadius="xl" p="4" bg="bg">
                <Flex gap="3" align="center">
                  <Avatar name={sender} src={p.senderProfile.profile_image} size={40} />
                  <Box minW="0">
                    <Text fontWeight="semibold">{p.project_name}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      From {sender}
                    </Text>
                  </Box>
                </Flex>
                <Text fontSize="sm" mt="2">
                  {budgetText(p.budget)} · due {formatDueDate(p.due_date)}
                </Text>
                {p.version > 1 ? (
                  <Text fontSize="sm" color="fg.muted">
                    Counter-proposal (version {p.version})
                  </Text>
                ) : null}
                {p.blocked ? (
                  <Text fontSize="sm" mt="2" color="orange.800" fontWeight="medium" data-testid="proposal-blocked">
                    {BLOCK_MESSAGES.proposalBlocked}
                  </Text>
                ) : null}
                <Button
                  size="sm"
                  mt="3"
                  variant="outline"
                  onClick={() => setOpen(p)}
                  aria-label={`View Details of proposal ${p.project_name}`}
                >
                  View Details
                </Button>
                <ProposalHistory proposalId={p.proposal_id} projectName={p.project_name} />
              </chakra.li>
            );
          })}
        </SimpleGrid>
        <Modal
          open={Boolean(open)}
          onClose={() => setOpen(null)}
          title={open ? `Proposal: ${open.project_name}` : 'Proposal'}
          footer={
            open ? (
              <>
                <Button
                  variant="outline"
                  colorPalette="red"
                  onClick={() => act(open, 'reject')}
                  loading={decide.isPending && decide.variables?.decision === 'reject'}
                >
                  Reject
                </Button>
                <Button
                  variant="outline"
                  colorPalette="brand"
                  disabled={open.blocked}
                  onClick={() => {
                    setCountering(open);
                    setOpen(null);
                  }}
                >
                  Counter
                </Button>
                <Button
                  bg="green.700"
                  color="white"
                  _hover={{ bg: 'green.800' }}
                  disabled={open.blocked}
                  onClick={() => act(open, 'accept')}
                  loading={decide.isPending && decide.variables?.decision === 'accept'}
                >
                  Accept
                </Button>
              </>
            ) : null
          }
        >
          {open ? (
            <Stack gap="2">
              <Text>{open.project_description}</Text>
              <Text>
                <strong>Budget:</strong> {budgetText(open.budget)}
              </Text>
              <Text>
                <strong>Due date:</strong> {formatDueDate(open.due_date)}
              </Text>
              <Text>
                <strong>From:</strong> {open.senderProfile.firstname} {open.senderProfile.lastname}
                {open.senderProfile.address ? `, ${open.senderProfile.address}` : ''}
              </Text>
              {open.note ? (
                <Text overflowWrap="anywhere">
                  <strong>Note:</strong> {open.note}
                </Text>
              ) : null}
              {open.version > 1 ? <ChangedTerms proposalId={open.proposal_id} version={open.version} /> : null}
              <Heading as="h3" size="sm" mt="2">
                Terms
              </Heading>
              <TermsSummary terms={open.terms} showTotal={false} />
            </Stack>
          ) : null}
        </Modal>
        {countering ? (
          <Suspense fallback={null}>
            <CounterDialog
              proposal={countering}
              onClose={() => setCountering(null)}
              onCountered={(message) => {
                setCountering(null);
                onFlash({ status: 'success', text: message });
              }}
            />
          </Suspense>
        ) : null}
      </Box>
      <Box as="section" aria-labelledby="sent-proposals">
        <Heading as="h2" size="md" mb="3" id="sent-proposals">
          Sent
        </Heading>
        <SentProposals userId={userId} />
      </Box>
    </Stack>
  );
}
