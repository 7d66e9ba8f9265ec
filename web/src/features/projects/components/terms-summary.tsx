import { Box, Button, chakra, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { cancelRuleText, FUNDING_TEXT, USAGE_TEXT, type Terms } from '@shared/messages/commissions';
import { formatDueDate } from '@shared/messages/projects';
import { formatPeso } from '@shared/money';
import { FormAlert } from '@web/components/ui/form-alert';
import { userMessage } from '@web/lib/api-client';
import { useProposalHistory } from '../api/projects';

/** The terms in words: the total (unless the caller shows it as the budget), each milestone, usage, format, the rule, funding. */
export function TermsSummary({ terms, showTotal = true }: { terms: Terms | null; showTotal?: boolean }) {
  if (!terms)
    return (
      <Text fontSize="sm" color="fg.muted">
        Sent before proposals carried terms: the default milestones apply.
      </Text>
    );
  return (
    <Stack gap="1" fontSize="sm" data-testid="terms-summary">
      {showTotal ? (
        <Text>
          <strong>Total price:</strong> {formatPeso(terms.total_centavos)}
        </Text>
      ) : null}
      <chakra.ol ps="5" m="0" aria-label="Milestones of the terms">
        {terms.milestones.map((m, i) => (
          <chakra.li key={i} overflowWrap="anywhere">
            {m.name}: {formatPeso(m.amount_centavos)}, due {formatDueDate(m.due_date)}, {m.revisions}{' '}
            {m.revisions === 1 ? 'revision' : 'revisions'}
          </chakra.li>
        ))}
      </chakra.ol>
      <Text>
        <strong>Usage:</strong> {USAGE_TEXT[terms.usage]}
      </Text>
      <Text overflowWrap="anywhere">
        <strong>Delivery format:</strong> {terms.delivery_format}
      </Text>
      <Text>
        <strong>Funding:</strong> {FUNDING_TEXT[terms.funding]}
      </Text>
      <Text color="fg.muted">{cancelRuleText(terms.cancel_keep_percent)}</Text>
    </Stack>
  );
}

/** The terms folded away on a list card, opened on demand. */
export function TermsDetails({ terms }: { terms: Terms | null }) {
  return (
    <chakra.details mt="2" fontSize="sm">
      <chakra.summary cursor="pointer" color="brand.700" fontWeight="medium">
        Terms
      </chakra.summary>
      <Box mt="2">
        <TermsSummary terms={terms} />
      </Box>
    </chakra.details>
  );
}

/** History: every version of the negotiation, oldest first: who, when, its status and what changed. Read when opened. */
export function ProposalHistory({ proposalId, projectName }: { proposalId: string; projectName: string }) {
  const [open, setOpen] = useState(false);
  const history = useProposalHistory(proposalId, open);
  const panelId = useId();
  return (
    <Box mt="2">
      <Button
        size="xs"
        variant="ghost"
        colorPalette="brand"
        color="brand.700"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        aria-label={`${open ? 'Hide history' : 'History'} of proposal ${projectName}`}
      >
        {open ? 'Hide history' : 'History'}
      </Button>
      {open ? (
        <Box id={panelId} mt="2">
          {history.isPending ? <Skeleton h="12" /> : null}
          {history.isError ? (
            <FormAlert status="error">{userMessage(history.error, 'Failed to load the history.')}</FormAlert>
          ) : null}
          {history.data ? (
            <chakra.ol m="0" p="0" listStyleType="none" aria-label={`Versions of ${projectName}`}>
              {history.data.versions.map((v) => (
                <chakra.li key={v.version} borderLeftWidth="2px" borderColor="border" ps="3" pb="3" fontSize="sm">
                  <Text fontWeight="semibold">
                    Version {v.version} · {v.by.firstname} {v.by.lastname} · {formatPeso(v.terms.total_centavos)} ·{' '}
                    {v.status}
                  </Text>
                  <Text color="fg.muted">
                    {new Date(v.at).toLocaleString('en-PH', { dateStyle: 'medium', timeStyle: 'short' })}
                  </Text>
                  {v.note ? <Text overflowWrap="anywhere">“{v.note}”</Text> : null}
                  {v.changes.length > 0 ? (
                    <chakra.ul ps="5" m="0" aria-label={`Changes in version ${v.version}`}>
                      {v.changes.map((c) => (
                        <chakra.li key={c} overflowWrap="anywhere">
                          {c}
                        </chakra.li>
                      ))}
                    </chakra.ul>
                  ) : v.version === 1 ? (
                    <Text color="fg.muted">The first proposal.</Text>
                  ) : null}
                </chakra.li>
              ))}
            </chakra.ol>
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
}
