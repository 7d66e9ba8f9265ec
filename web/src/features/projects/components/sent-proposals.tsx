import { Badge, Box, chakra, Flex, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { BLOCK_MESSAGES } from '@shared/messages/blocks';
import { formatDueDate, PROJECT_MESSAGES, type SentProposalStatus } from '@shared/messages/projects';
import { Avatar } from '@web/components/ui/avatar';
import { FormAlert } from '@web/components/ui/form-alert';
import { userMessage } from '@web/lib/api-client';
import { useSentProposals } from '../api/projects';
import { budgetText } from './common';
import { ProposalHistory, TermsDetails } from './terms-summary';

const STATUS_PALETTE: Record<SentProposalStatus, string> = {
  Pending: 'blue',
  Countered: 'orange',
  Accepted: 'green',
  Rejected: 'red',
};

/** The proposals the person sent, newest first, each with what became of it. */
export function SentProposals({ userId }: { userId: string }) {
  const sent = useSentProposals(userId);
  if (sent.isPending) return <Skeleton h="24" />;
  if (sent.isError)
    return <FormAlert status="error">{userMessage(sent.error, 'Failed to load the proposals you sent.')}</FormAlert>;
  const items = sent.data;
  if (items.length === 0) return <Text color="fg.muted">You have not sent any proposals.</Text>;
  return (
    <SimpleGrid
      columns={{ base: 1, md: 2 }}
      gap="3"
      as="ul"
      listStyleType="none"
      m="0"
      p="0"
      aria-label="Sent proposals"
    >
      {items.map((p) => {
        const to = p.recipientProfile.firstname
          ? `${p.recipientProfile.firstname} ${p.recipientProfile.lastname}`.trim()
          : PROJECT_MESSAGES.unknownUser;
        return (
          <chakra.li
            key={p.proposal_id}
            borderWidth="1px"
            borderRadius="xl"
            p="4"
            bg="bg"
            aria-label={`${p.project_name}: ${p.status}`}
          >
            <Flex gap="3" align="center">
              <Avatar name={to} src={p.recipientProfile.profile_image} size={40} />
              <Box minW="0" flex="1">
                <Text fontWeight="semibold">{p.project_name}</Text>
                <Text fontSize="sm" color="fg.muted">
                  To {to}
                </Text>
              </Box>
              <Badge colorPalette={STATUS_PALETTE[p.status]} variant="subtle" data-testid="sent-proposal-status">
                {p.status}
              </Badge>
            </Flex>
            <Text fontSize="sm" mt="2">
              {budgetText(p.budget)} · due {formatDueDate(p.due_date)}
              {p.version > 1 ? ` · version ${p.version}` : ''}
            </Text>
            {p.blocked && p.status === 'Pending' ? (
              <Text fontSize="sm" mt="2" color="orange.800" fontWeight="medium" data-testid="proposal-blocked">
                {BLOCK_MESSAGES.proposalBlocked}
              </Text>
            ) : null}
            <TermsDetails terms={p.terms} />
            <ProposalHistory proposalId={p.proposal_id} projectName={p.project_name} />
          </chakra.li>
        );
      })}
    </SimpleGrid>
  );
}
