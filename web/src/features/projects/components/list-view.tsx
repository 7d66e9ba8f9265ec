import { Box, Button, chakra, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState, useSyncExternalStore } from 'react';
import {
  formatDueDate,
  PRIORITIES,
  PROJECT_LIST_PAGE_SIZE,
  PROJECT_MESSAGES,
  type Priority,
} from '@shared/messages/projects';
import type { Project } from '@shared/schemas/projects';
import { Avatar } from '@web/components/ui/avatar';
import { FormAlert } from '@web/components/ui/form-alert';
import { Modal } from '@web/components/ui/modal';
import { numberedPages, Pager } from '@web/components/ui/pager';
import { userMessage } from '@web/lib/api-client';
import { Link } from '@web/lib/link';
import { useDetails, useSetPriority, type Side } from '../api/projects';
import { budgetText, PRIORITY_PALETTE, PriorityBadge, selectStyle, type Flash } from './common';

/** Below md (768 px) the list is cards: the table's five columns do not fit a phone. */
const NARROW = '(max-width: 767.98px)';
const subscribeNarrow = (onChange: () => void) => {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const useNarrowList = () =>
  useSyncExternalStore(
    subscribeNarrow,
    () => window.matchMedia(NARROW).matches,
    () => false,
  );

function DetailsDialog({ side, project, onClose }: { side: Side; project: Project | null; onClose: () => void }) {
  const details = useDetails(side, project?.project_id ?? null);
  const who = side === 'Artist' ? 'Client' : 'Artist';
  const person = details.data?.person;
  return (
    <Modal
      open={Boolean(project)}
      onClose={onClose}
      title={project ? `${project.project_name}: details` : 'Project details'}
    >
      {details.isPending ? <Skeleton h="24" /> : null}
      {details.isError ? (
        <FormAlert status="error">{userMessage(details.error, 'Failed to load project details.')}</FormAlert>
      ) : null}
      {project && details.data && person ? (
        <Stack gap="3">
          <Text>{project.description}</Text>
          <Text>
            <strong>Budget:</strong> {budgetText(details.data.budget)}
          </Text>
          <Text>
            <strong>Due date:</strong> {formatDueDate(project.due_date)}
          </Text>
          <Heading as="h3" size="md" mt="2">
            {who} information
          </Heading>
          <Flex gap="3" align="center">
            <Avatar name={`${person.firstname} ${person.lastname}`} src={person.profile_image} size={48} />
            <Box>
              <Text fontWeight="semibold">
                {person.firstname} {person.lastname}
              </Text>
              {person.email ? <Text fontSize="sm">{person.email}</Text> : null}
              {person.phone ? <Text fontSize="sm">{person.phone}</Text> : null}
              {person.address ? <Text fontSize="sm">{person.address}</Text> : null}
            </Box>
          </Flex>
        </Stack>
      ) : null}
    </Modal>
  );
}

export function ListView({
  projects,
  side,
  onFlash,
}: {
  projects: Project[];
  side: Side;
  onFlash: (f: Flash) => void;
}) {
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<Project | null>(null);
  const setPriority = useSetPriority();
  const narrow = useNarrowList();
  const pages = Math.max(1, Math.ceil(projects.length / PROJECT_LIST_PAGE_SIZE));
  const current = Math.min(page, pages);
  const rows = projects.slice((current - 1) * PROJECT_LIST_PAGE_SIZE, current * PROJECT_LIST_PAGE_SIZE);
  const change = (p: Project, priority: Priority) =>
    setPriority.mutate(
      { projectId: p.project_id, priority },
      {
        onSuccess: () => onFlash({ status: 'success', text: PROJECT_MESSAGES.priorityUpdated(priority) }),
        onError: (err) => onFlash({ status: 'error', text: userMessage(err, PROJECT_MESSAGES.priorityFailed) }),
      },
    );
  const priorityOf = (p: Project) =>
    side === 'Artist' ? (
      <chakra.select
        {...selectStyle}
        aria-label={`Priority of ${p.project_name}`}
        value={p.priority}
        color={`${PRIORITY_PALETTE[p.priority]}.700`}
        fontWeight="semibold"
        onChange={(e) => change(p, e.target.value as Priority)}
      >
        {PRIORITIES.map((v) => (
          <option key={v} value={v}>
            {v}
          </option>
        ))}
      </chakra.select>
    ) : (
      <PriorityBadge priority={p.priority} />
    );
  const details = (p: Project) => (
    <Flex gap="2" wrap="wrap">
      <Button
        size="xs"
        variant="outline"
        onClick={() => setViewing(p)}
        aria-label={`View Details of ${p.project_name}`}
      >
        View Details
      </Button>
      <Button asChild size="xs" variant="outline">
        <Link to={`/project/${p.project_id}`} aria-label={`Open project ${p.project_name}`}>
          Open project
        </Link>
      </Button>
    </Flex>
  );
  return (
    <Box>
      {narrow ? (
        // A phone: one card a project, every column's value in it (the table's Status and Actions were off-screen).
        <Stack as="ul" listStyleType="none" m="0" p="0" gap="3" aria-label="Projects">
          {rows.map((p) => (
            <Box as="li" key={p.project_id} borderWidth="1px" borderRadius="xl" p="4" data-testid="project-card">
              <Text fontWeight="semibold" overflowWrap="break-word">
                {p.project_name}
              </Text>
              <chakra.dl
                display="grid"
                gridTemplateColumns="auto minmax(0, 1fr)"
                columnGap="3"
                rowGap="2"
                alignItems="center"
                fontSize="sm"
                mt="2"
              >
                <chakra.dt color="fg.muted">Due Date</chakra.dt>
                <chakra.dd m="0">{formatDueDate(p.due_date)}</chakra.dd>
                <chakra.dt color="fg.muted">Priority</chakra.dt>
                <chakra.dd m="0">{priorityOf(p)}</chakra.dd>
                <chakra.dt color="fg.muted">Status</chakra.dt>
                <chakra.dd m="0" overflowWrap="break-word">
                  {p.status}
                </chakra.dd>
              </chakra.dl>
              <Flex justify="flex-end" mt="3">
                {details(p)}
              </Flex>
            </Box>
          ))}
          {rows.length === 0 ? <Text>No projects yet.</Text> : null}
        </Stack>
      ) : (
        <Box overflowX="auto" borderWidth="1px" borderRadius="xl">
          <chakra.table
            w="full"
            minW="560px"
            fontSize="sm"
            css={{ '& th, & td': { textAlign: 'start', px: '3', py: '2', borderBottomWidth: '1px' } }}
          >
            <chakra.thead>
              <chakra.tr>
                <chakra.th>Name</chakra.th>
                <chakra.th>Due Date</chakra.th>
                <chakra.th>Priority</chakra.th>
                <chakra.th>Status</chakra.th>
                <chakra.th>Actions</chakra.th>
              </chakra.tr>
            </chakra.thead>
            <chakra.tbody>
              {rows.map((p) => (
                <chakra.tr key={p.project_id}>
                  <chakra.td fontWeight="semibold">{p.project_name}</chakra.td>
                  <chakra.td>{formatDueDate(p.due_date)}</chakra.td>
                  <chakra.td>{priorityOf(p)}</chakra.td>
                  <chakra.td>{p.status}</chakra.td>
                  <chakra.td>{details(p)}</chakra.td>
                </chakra.tr>
              ))}
              {rows.length === 0 ? (
                <chakra.tr>
                  <chakra.td colSpan={5}>No projects yet.</chakra.td>
                </chakra.tr>
              ) : null}
            </chakra.tbody>
          </chakra.table>
        </Box>
      )}
      {pages > 1 ? <Pager {...numberedPages(current, pages, setPage)} /> : null}
      <DetailsDialog side={side} project={viewing} onClose={() => setViewing(null)} />
    </Box>
  );
}
