import { Box, Button, Container, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useParams, useSearchParams } from 'react-router';
import { COMMISSION_MESSAGES } from '@shared/messages/commissions';
import { formatPeso } from '@shared/money';
import { LeaveReview } from '@web/components/reviews/leave-review';
import { FormAlert } from '@web/components/ui/form-alert';
import { userMessage } from '@web/lib/api-client';
import { Link } from '@web/lib/link';
import { usePageTitle } from '@web/lib/page-title';
import { useCommission } from '../api/commission';
import { CancelDisputeSection, DisputeBanner } from '../components/commission/cancel-dispute';
import { FundButton } from '../components/commission/fund-button';
import { MilestoneCard } from '../components/commission/milestone-card';
import { AgreementSection, CommissionHeader, MoneySection, Notice } from '../components/commission/overview';
import { canFundWhole, unfundedTotal } from '../components/commission/rules';
import { DeliveriesSection, TimelineSection } from '../components/commission/work';

/**
 * /project/:projectId: a commission as its artist and its client see it: the agreement, the money
 * held by Crafti, each milestone with what the viewer can do with it now, the deliveries, the
 * process timeline, and cancelling or disputing.
 */
export function Component() {
  const { projectId } = useParams();
  const [search] = useSearchParams();
  const commission = useCommission(projectId);
  usePageTitle(commission.data?.project_name ?? 'Project');
  const c = commission.data;
  const back = (
    <Button asChild variant="ghost" size="sm" mb="4" ms="-2">
      <Link
        to={
          c?.side === 'artist' ? '/artist-track-project' : c?.side === 'client' ? '/client-project-page' : '/dashboard'
        }
      >
        ← Back to the projects
      </Link>
    </Button>
  );

  let body;
  if (commission.isPending) {
    body = (
      <Stack gap="4" role="status" aria-label="Loading the project">
        <Skeleton h="10" w="60%" />
        <Skeleton h="24" />
        <Skeleton h="40" />
      </Stack>
    );
  } else if (commission.isError || !c) {
    body = (
      <Stack gap="4" align="flex-start">
        <Heading as="h1" size="2xl">
          Project
        </Heading>
        <FormAlert status="error">{userMessage(commission.error, 'Failed to load the project.')}</FormAlert>
      </Stack>
    );
  } else {
    const fundedReturn = search.get('funded') === '1';
    body = (
      <Stack gap={{ base: '6', md: '8' }}>
        <CommissionHeader commission={c} />
        {c.closed ? <Notice>{COMMISSION_MESSAGES.closed}</Notice> : null}
        {/* The outcome first (a dispute's decision), then what to do next (the review). */}
        <DisputeBanner commission={c} />
        {c.status === 'Done' || c.status === 'Failed' ? (
          <LeaveReview kind="project" transactionId={c.project_id} startOpen />
        ) : null}
        {c.terms ? (
          <>
            <MoneySection commission={c} />
            <AgreementSection commission={c} />
          </>
        ) : (
          <Notice>{COMMISSION_MESSAGES.noTerms}</Notice>
        )}
        <Box as="section" aria-labelledby="milestones-heading">
          <Heading as="h2" size="lg" id="milestones-heading" mb="3">
            Milestones
          </Heading>
          {canFundWhole(c) ? (
            <Box mb="3">
              <FundButton projectId={c.project_id} label={`Fund the whole project ${formatPeso(unfundedTotal(c))}`} />
            </Box>
          ) : null}
          {c.milestones.length === 0 ? <Text color="fg.muted">No milestones.</Text> : null}
          <Stack as="ol" gap="3" listStyleType="none" m="0" p="0">
            {[...c.milestones]
              .sort((a, b) => a.position - b.position)
              .map((m) => (
                <MilestoneCard key={m.position} commission={c} milestone={m} fundedReturn={fundedReturn} />
              ))}
          </Stack>
        </Box>
        {c.terms ? <DeliveriesSection commission={c} /> : null}
        {c.terms ? <TimelineSection commission={c} /> : null}
        {c.terms ? <CancelDisputeSection commission={c} /> : null}
      </Stack>
    );
  }

  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }} px={{ base: '3', sm: '6' }}>
      {back}
      {body}
    </Container>
  );
}
