import { chakra, Container, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Suspense, useCallback, useState } from 'react';
import { FormAlert } from '@web/components/ui/form-alert';
import { useToast } from '@web/components/ui/toast';
import { Tabs } from '@web/components/ui/tabs';
import { userMessage } from '@web/lib/api-client';
import { usePageTitle } from '@web/lib/page-title';
import { preloadable } from '@web/lib/preloadable';
import { useAuth } from '@web/lib/session';
import { useLiveProjects, useProjects, useSummary, type Side } from '../api/projects';
import { Board } from './board';
import type { Flash } from './common';
import { ListView } from './list-view';

/**
 * The Milestones and Proposal List tabs (their forms and dialogs) load when opened, not with the
 * board the page opens on.
 */
const MilestonesView = preloadable(() => import('./milestones').then((m) => m.MilestonesView));
const ProposalList = preloadable(() => import('./proposals').then((m) => m.ProposalList));
const tabLoading = <Skeleton h="24" />;

function SummaryCards({ userId }: { userId: string }) {
  const summary = useSummary(userId);
  const cards: [string, number | undefined][] = [
    ['Total Projects', summary.data?.total],
    ['Pending Proposals', summary.data?.pending],
    ['Ongoing Projects', summary.data?.ongoing],
    ['Completed Projects', summary.data?.completed],
  ];
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="4" as="ul" listStyleType="none" m="0" p="0">
      {cards.map(([label, value]) => (
        <chakra.li key={label} borderWidth="1px" borderRadius="xl" p="4" bg="bg">
          <Text fontSize="sm" color="fg.muted">
            {label}
          </Text>
          <Text fontSize="2xl" fontWeight="bold" data-testid={`summary-${label}`}>
            {value ?? '–'}
          </Text>
        </chakra.li>
      ))}
    </SimpleGrid>
  );
}

/** The project dashboard of either side: /artist-track-project (artist) and /client-project-page (client). */
export function ProjectDashboard({ side }: { side: Side }) {
  usePageTitle('My Projects');
  const { user } = useAuth();
  const [tab, setTab] = useState('board');
  // The project area's messages are toasts of 3000 ms with a progress bar (part 2 §9).
  const [showToast, toastNode] = useToast();
  const setFlash = useCallback((flash: Flash) => flash && showToast(flash.text, flash.status), [showToast]);
  const projects = useProjects(side, user?.userId);
  useLiveProjects();
  if (!user) return null;
  const list = projects.data ?? [];
  const body = projects.isPending ? <Skeleton h="40" /> : null;
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <Heading as="h1" size="3xl" mb="6">
        Project Dashboard
      </Heading>
      {toastNode}
      <Stack gap="6">
        <SummaryCards userId={user.userId} />
        {projects.isError ? (
          <FormAlert status="error">{userMessage(projects.error, 'Failed to load projects.')}</FormAlert>
        ) : null}
        <Tabs
          value={tab}
          onChange={setTab}
          items={[
            { id: 'board', label: 'Board', content: body ?? <Board projects={list} side={side} onFlash={setFlash} /> },
            { id: 'list', label: 'List', content: body ?? <ListView projects={list} side={side} onFlash={setFlash} /> },
            {
              id: 'milestones',
              label: 'Milestones',
              content: (
                <Suspense fallback={tabLoading}>
                  <MilestonesView side={side} onFlash={setFlash} />
                </Suspense>
              ),
            },
            {
              id: 'proposals',
              label: 'Proposal List',
              content: (
                <Suspense fallback={tabLoading}>
                  <ProposalList side={side} userId={user.userId} onFlash={setFlash} />
                </Suspense>
              ),
            },
          ]}
        />
      </Stack>
    </Container>
  );
}
