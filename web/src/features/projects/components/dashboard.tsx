import { Badge, Box, Button, chakra, Container, Flex, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import {
  ARTIST_STATUSES,
  BOARD_COLUMNS,
  columnOf,
  formatDueDate,
  MILESTONE_STATUSES,
  MILESTONES_PAGE_SIZE,
  PRIORITIES,
  PROJECT_LIST_PAGE_SIZE,
  PROJECT_MESSAGES,
  type MilestoneStatus,
  type Priority,
  type ProjectStatus,
} from '@shared/messages/projects';
import type { Milestone, Project, Proposal } from '@shared/schemas/projects';
import { formatPeso } from '@shared/money';
import { Avatar } from '@web/components/ui/avatar';
import { FormAlert } from '@web/components/ui/form-alert';
import { Modal } from '@web/components/ui/modal';
import { useToast } from '@web/components/ui/toast';
import { Tabs } from '@web/components/ui/tabs';
import { userMessage } from '@web/lib/api-client';
import { usePageTitle } from '@web/lib/page-title';
import { useAuth } from '@web/lib/session';
import {
  useDecideProposal,
  useDetails,
  useInProgress,
  useProjects,
  useProposals,
  useSetPriority,
  useSetStatus,
  useSummary,
  useUpdateMilestone,
  type Side,
} from '../api/projects';


/** A progress bar (the theme carries no Progress recipe: first-load budget). */
function Bar({ value, label }: { value: number; label: string }) {
  return (
    <Box role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value} aria-valuetext={`${value}%`} h="2" bg="brand.50" borderRadius="full" overflow="hidden">
      <Box h="full" w={`${value}%`} bg="brand.600" transition="width 0.3s" />
    </Box>
  );
}

type Flash = { status: 'success' | 'error'; text: string } | null;

/** Priority colours of part 2 §4: High red, Normal blue, Low green. */
const PRIORITY_PALETTE: Record<Priority, string> = { High: 'red', Normal: 'blue', Low: 'green' };
const budgetText = (budget: string) => (Number.isFinite(Number(budget)) ? formatPeso(Math.round(Number(budget) * 100)) : budget);

export function PriorityBadge({ priority }: { priority: Priority }) {
  return (
    <Badge colorPalette={PRIORITY_PALETTE[priority]} variant="subtle">
      {priority}
    </Badge>
  );
}

const selectStyle = { h: '9', px: '2', borderWidth: '1px', borderRadius: 'md', bg: 'bg', fontSize: 'sm', maxW: 'full' } as const;

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

function ProjectCard({ project, side, onFlash }: { project: Project; side: Side; onFlash: (f: Flash) => void }) {
  const setStatus = useSetStatus();
  const final = project.status === 'Done' || project.status === 'Failed';
  const change = (status: ProjectStatus) =>
    setStatus.mutate(
      { projectId: project.project_id, status },
      {
        onSuccess: () => onFlash({ status: 'success', text: PROJECT_MESSAGES.statusUpdated(status) }),
        onError: (err) => onFlash({ status: 'error', text: userMessage(err, PROJECT_MESSAGES.statusFailed) }),
      },
    );
  const other = side === 'Artist' ? project.client : project.artist;
  return (
    <Box as="article" borderWidth="1px" borderRadius="lg" p="3" bg="bg" aria-label={project.project_name}>
      <Text fontWeight="semibold">{project.project_name}</Text>
      <Text fontSize="sm" color="fg.muted">
        {side === 'Artist' ? 'Client' : 'Artist'}: {other.firstname} {other.lastname}
      </Text>
      <Text fontSize="sm">Due {formatDueDate(project.due_date)}</Text>
      <Flex gap="2" mt="2" align="center" wrap="wrap">
        <PriorityBadge priority={project.priority} />
        <Text fontSize="xs" color="fg.muted">
          {project.status}
        </Text>
      </Flex>
      {side === 'Artist' && !final ? (
        <Box mt="2">
          <chakra.label fontSize="xs" display="block" htmlFor={`status-${project.project_id}`}>
            Status
          </chakra.label>
          <chakra.select
            id={`status-${project.project_id}`}
            {...selectStyle}
            w="full"
            value={project.status}
            disabled={setStatus.isPending}
            onChange={(e) => change(e.target.value as ProjectStatus)}
          >
            {ARTIST_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </chakra.select>
        </Box>
      ) : null}
      {side === 'Client' && project.status === 'Artist Completed the Project' ? (
        <Button mt="2" size="sm" w="full" bg="green.700" color="white" _hover={{ bg: 'green.800' }} loading={setStatus.isPending} onClick={() => change('Done')}>
          Confirm as Done
        </Button>
      ) : null}
      {side === 'Client' && project.status === 'Artist Unable to Complete' ? (
        <Button mt="2" size="sm" w="full" bg="red.700" color="white" _hover={{ bg: 'red.800' }} loading={setStatus.isPending} onClick={() => change('Failed')}>
          Confirm as Failed
        </Button>
      ) : null}
    </Box>
  );
}

function Board({ projects, side, onFlash }: { projects: Project[]; side: Side; onFlash: (f: Flash) => void }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
      {BOARD_COLUMNS.map((column) => {
        const inColumn = projects.filter((p) => columnOf(p.status) === column);
        return (
          <Box as="section" key={column} aria-label={`${column} column`} bg="bg.muted" borderRadius="xl" p="3">
            <Heading as="h2" size="sm" mb="3">
              {column} ({inColumn.length})
            </Heading>
            <Stack gap="3">
              {inColumn.map((p) => (
                <ProjectCard key={p.project_id} project={p} side={side} onFlash={onFlash} />
              ))}
              {inColumn.length === 0 ? (
                <Text fontSize="sm" color="fg.muted">
                  No projects.
                </Text>
              ) : null}
            </Stack>
          </Box>
        );
      })}
    </SimpleGrid>
  );
}

function DetailsDialog({ side, project, onClose }: { side: Side; project: Project | null; onClose: () => void }) {
  const details = useDetails(side, project?.project_id ?? null);
  const who = side === 'Artist' ? 'Client' : 'Artist';
  const person = details.data?.person;
  return (
    <Modal open={Boolean(project)} onClose={onClose} title={project ? `${project.project_name}: details` : 'Project details'}>
      {details.isPending ? <Skeleton h="24" /> : null}
      {details.isError ? <FormAlert status="error">{userMessage(details.error, 'Failed to load project details.')}</FormAlert> : null}
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

function Paging({ page, pages, onPage }: { page: number; pages: number; onPage: (p: number) => void }) {
  if (pages <= 1) return null;
  return (
    <Flex justify="space-between" align="center" mt="4" gap="2">
      <Text fontSize="sm" color="fg.muted">
        Page {page} of {pages}
      </Text>
      <Flex gap="2">
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </Flex>
    </Flex>
  );
}

function ListView({ projects, side, onFlash }: { projects: Project[]; side: Side; onFlash: (f: Flash) => void }) {
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<Project | null>(null);
  const setPriority = useSetPriority();
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
  return (
    <Box>
      <Box overflowX="auto" borderWidth="1px" borderRadius="xl">
        <chakra.table w="full" minW="560px" fontSize="sm" css={{ "& th, & td": { textAlign: "start", px: "3", py: "2", borderBottomWidth: "1px" } }}>
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
                <chakra.td>
                  {side === 'Artist' ? (
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
                  )}
                </chakra.td>
                <chakra.td>{p.status}</chakra.td>
                <chakra.td>
                  <Button size="xs" variant="outline" onClick={() => setViewing(p)} aria-label={`View Details of ${p.project_name}`}>
                    View Details
                  </Button>
                </chakra.td>
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
      <Paging page={current} pages={pages} onPage={setPage} />
      <DetailsDialog side={side} project={viewing} onClose={() => setViewing(null)} />
    </Box>
  );
}

function MilestoneRow({ milestone, editable, onFlash }: { milestone: Milestone; editable: boolean; onFlash: (f: Flash) => void }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState({ milestone_name: milestone.milestone_name, due_date: milestone.due_date, status: milestone.status });
  const update = useUpdateMilestone();
  const save = () =>
    update.mutate(
      { id: milestone.milestone_id, ...draft },
      {
        onSuccess: () => {
          setEditing(false);
          onFlash({ status: 'success', text: PROJECT_MESSAGES.milestoneUpdated });
        },
        onError: (err) => onFlash({ status: 'error', text: userMessage(err, PROJECT_MESSAGES.milestoneFailed) }),
      },
    );
  const id = milestone.milestone_id.replace(/\W/g, '-');
  if (editing) {
    return (
      <chakra.li borderWidth="1px" borderRadius="lg" p="3">
        <Stack gap="2">
          <chakra.label fontSize="sm" htmlFor={`${id}-name`}>
            Stage name
          </chakra.label>
          <chakra.input id={`${id}-name`} {...selectStyle} value={draft.milestone_name} onChange={(e) => setDraft({ ...draft, milestone_name: e.target.value })} />
          <chakra.label fontSize="sm" htmlFor={`${id}-due`}>
            Due date
          </chakra.label>
          <chakra.input id={`${id}-due`} type="date" {...selectStyle} value={draft.due_date} onChange={(e) => setDraft({ ...draft, due_date: e.target.value })} />
          <chakra.label fontSize="sm" htmlFor={`${id}-status`}>
            Stage status
          </chakra.label>
          <chakra.select id={`${id}-status`} {...selectStyle} value={draft.status} onChange={(e) => setDraft({ ...draft, status: e.target.value as MilestoneStatus })}>
            {MILESTONE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </chakra.select>
          <Flex gap="2" justify="flex-end">
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                setDraft({ milestone_name: milestone.milestone_name, due_date: milestone.due_date, status: milestone.status });
                setEditing(false);
              }}
            >
              Cancel
            </Button>
            <Button size="sm" bg="brand.700" color="white" _hover={{ bg: 'brand.800' }} loading={update.isPending} onClick={save}>
              Save
            </Button>
          </Flex>
        </Stack>
      </chakra.li>
    );
  }
  return (
    <chakra.li borderWidth="1px" borderRadius="lg" p="3">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Box>
          <Text fontWeight="semibold">{milestone.milestone_name}</Text>
          <Text fontSize="sm" color="fg.muted">
            Due {formatDueDate(milestone.due_date)} · {milestone.status} · {milestone.completion_percentage}%
          </Text>
        </Box>
        {editable ? (
          <Button size="sm" variant="outline" onClick={() => setEditing(true)} aria-label={`Edit ${milestone.milestone_name}`}>
            Edit
          </Button>
        ) : null}
      </Flex>
    </chakra.li>
  );
}

function MilestonesView({ side, onFlash }: { side: Side; onFlash: (f: Flash) => void }) {
  const list = useInProgress(true);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const projects = list.data ?? [];
  const pages = Math.max(1, Math.ceil(projects.length / MILESTONES_PAGE_SIZE));
  const current = Math.min(page, pages);
  const shown = projects.slice((current - 1) * MILESTONES_PAGE_SIZE, current * MILESTONES_PAGE_SIZE);
  const open = projects.find((p) => p.project_id === openId) ?? null;
  if (list.isPending) return <Skeleton h="24" />;
  if (list.isError) return <FormAlert status="error">{userMessage(list.error, 'Failed to load milestones.')}</FormAlert>;
  return (
    <Box>
      {projects.length === 0 ? <Text color="fg.muted">No projects in progress.</Text> : null}
      <Stack gap="3" as="ul" listStyleType="none" m="0" p="0">
        {shown.map((p) => (
          <chakra.li key={p.project_id} borderWidth="1px" borderRadius="xl" p="4" bg="bg">
            <Flex justify="space-between" gap="3" align="center" wrap="wrap">
              <Text fontWeight="semibold">{p.project_name}</Text>
              <Button size="sm" variant="outline" onClick={() => setOpenId(p.project_id)} aria-label={`View Milestone Stages of ${p.project_name}`}>
                View Milestone Stages
              </Button>
            </Flex>
            <Box mt="3">
              <Bar value={p.completion_percentage} label={`${p.project_name} progress`} />
            </Box>
            <Text fontSize="sm" mt="1" data-testid="project-progress">
              {p.completion_percentage}% complete
            </Text>
          </chakra.li>
        ))}
      </Stack>
      <Paging page={current} pages={pages} onPage={setPage} />
      <Modal open={Boolean(open)} onClose={() => setOpenId(null)} title={open ? `${open.project_name}: milestone stages` : 'Milestone stages'}>
        <Stack as="ol" gap="3" listStyleType="none" m="0" p="0">
          {open?.milestones.map((m) => (
            <MilestoneRow key={`${m.milestone_id}-${m.milestone_name}-${m.status}-${m.due_date}`} milestone={m} editable={side === 'Artist'} onFlash={onFlash} />
          ))}
        </Stack>
      </Modal>
    </Box>
  );
}

function ProposalList({ side, userId, onFlash }: { side: Side; userId: string; onFlash: (f: Flash) => void }) {
  const proposals = useProposals(userId);
  const decide = useDecideProposal(side);
  const [open, setOpen] = useState<Proposal | null>(null);
  const act = (p: Proposal, decision: 'accept' | 'reject') =>
    decide.mutate(
      { proposalId: p.proposal_id, decision },
      {
        onSuccess: (message) => {
          setOpen(null);
          onFlash({ status: 'success', text: message });
        },
        onError: (err) => onFlash({ status: 'error', text: userMessage(err, decision === 'accept' ? PROJECT_MESSAGES.acceptFailed : PROJECT_MESSAGES.rejectFailed) }),
      },
    );
  if (proposals.isPending) return <Skeleton h="24" />;
  const items = proposals.data ?? [];
  return (
    <Box>
      {items.length === 0 ? <Text color="fg.muted">No proposals yet.</Text> : null}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" as="ul" listStyleType="none" m="0" p="0">
        {items.map((p) => {
          const sender = p.senderProfile.firstname ? `${p.senderProfile.firstname} ${p.senderProfile.lastname}` : PROJECT_MESSAGES.unknownUser;
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
              <Button size="sm" mt="3" variant="outline" onClick={() => setOpen(p)} aria-label={`View Details of proposal ${p.project_name}`}>
                View Details
              </Button>
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
              <Button variant="outline" colorPalette="red" onClick={() => act(open, 'reject')} loading={decide.isPending && decide.variables?.decision === 'reject'}>
                Reject
              </Button>
              <Button bg="green.700" color="white" _hover={{ bg: 'green.800' }} onClick={() => act(open, 'accept')} loading={decide.isPending && decide.variables?.decision === 'accept'}>
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
          </Stack>
        ) : null}
      </Modal>
    </Box>
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
        {projects.isError ? <FormAlert status="error">{userMessage(projects.error, 'Failed to load projects.')}</FormAlert> : null}
        <Tabs
          value={tab}
          onChange={setTab}
          items={[
            { id: 'board', label: 'Board', content: body ?? <Board projects={list} side={side} onFlash={setFlash} /> },
            { id: 'list', label: 'List', content: body ?? <ListView projects={list} side={side} onFlash={setFlash} /> },
            { id: 'milestones', label: 'Milestones', content: <MilestonesView side={side} onFlash={setFlash} /> },
            { id: 'proposals', label: 'Proposal List', content: <ProposalList side={side} userId={user.userId} onFlash={setFlash} /> },
          ]}
        />
      </Stack>
    </Container>
  );
}
