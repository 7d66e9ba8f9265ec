import { CLOSING_TEXT } from '@shared/messages/commissions';
import { formatPeso } from '@shared/money';
import { Box, Button, chakra, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  ARTIST_STATUSES,
  BOARD_COLUMNS,
  columnOf,
  formatDueDate,
  PROJECT_MESSAGES,
  type ProjectStatus,
} from '@shared/messages/projects';
import type { Project } from '@shared/schemas/projects';
import { userMessage } from '@web/lib/api-client';
import { Link } from '@web/lib/link';
import { useSetStatus, type Side } from '../api/projects';
import { PriorityBadge, selectStyle, type Flash } from './common';

/** A commission's money on its card: what Crafti holds, or (nothing funded yet) that work waits for the client's payment. */
function FundingLine({ project, side }: { project: Project; side: Side }) {
  const money = project.money;
  if (!money || money.closed || project.status === 'Done' || project.status === 'Failed') return null;
  if (money.funded === 0)
    return (
      <Text fontSize="sm" color="orange.800" data-testid="board-funding">
        {side === 'Artist' ? 'Not funded yet — don’t start' : 'Not funded yet: fund the first milestone'}
      </Text>
    );
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="board-funding">
      {formatPeso(money.held)} held · {formatPeso(money.released)} released of {formatPeso(money.total)}
    </Text>
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
      <Text fontWeight="semibold" textDecoration="underline" overflowWrap="anywhere">
        <Link to={`/project/${project.project_id}`}>{project.project_name}</Link>
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {side === 'Artist' ? 'Client' : 'Artist'}: {other.firstname} {other.lastname}
      </Text>
      <Text fontSize="sm">Due {formatDueDate(project.due_date)}</Text>
      <FundingLine project={project} side={side} />
      <Flex gap="2" mt="2" align="center" wrap="wrap">
        <PriorityBadge priority={project.priority} />
        <Text fontSize="xs" color="fg.muted" data-testid="project-status">
          {/* A dispute's settlement is its own outcome, worded as such rather than as a bare Done or Failed. */}
          {project.money?.closing === 'settled' ? CLOSING_TEXT.settled : project.status}
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
        <Button
          mt="2"
          size="sm"
          w="full"
          bg="green.700"
          color="white"
          _hover={{ bg: 'green.800' }}
          loading={setStatus.isPending}
          onClick={() => change('Done')}
        >
          Confirm as Done
        </Button>
      ) : null}
      {side === 'Client' && project.status === 'Artist Unable to Complete' ? (
        <Button
          mt="2"
          size="sm"
          w="full"
          bg="red.700"
          color="white"
          _hover={{ bg: 'red.800' }}
          loading={setStatus.isPending}
          onClick={() => change('Failed')}
        >
          Confirm as Failed
        </Button>
      ) : null}
    </Box>
  );
}

export function Board({ projects, side, onFlash }: { projects: Project[]; side: Side; onFlash: (f: Flash) => void }) {
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
