import { Box, Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from '@web/lib/link';
import { PEOPLE_MESSAGES } from '@shared/messages/people';
import type { MatchResult } from '@shared/schemas/people';
import { RatingLine } from '@web/components/reviews/rating-line';
import { Avatar } from '@web/components/ui/avatar';
import { FormAlert } from '@web/components/ui/form-alert';
import { Modal } from '@web/components/ui/modal';
import { ProgressBar } from '@web/components/ui/progress-bar';
import { findMatches, type ListedRole } from '../api/people';
import { profilePath, VerifiedBadge } from './person-card';
import { BRAND_SOLID } from '@web/components/ui/brand-button';

/** The match search's progress: 20%, then 70%, then 100%, 500 ms per step (part 2 §4). */
const STEPS = [20, 70, 100];
const STEP_MS = 500;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** 'No matches found.', and what decides matches: the seeker's own preferences, with the way to set them. */
function NoMatches({ want, onLeave }: { want: ListedRole; onLeave: () => void }) {
  const editPath = want === 'Artist' ? '/edit-client-profile' : '/edit-artist-profile';
  return (
    <Stack gap="2">
      <Text fontWeight="semibold">{PEOPLE_MESSAGES.noMatches}</Text>
      <Text fontSize="sm" data-testid="no-matches-hint">
        {PEOPLE_MESSAGES.matchHint}{' '}
        <Link to={editPath} onClick={onLeave}>
          <Text as="span" textDecoration="underline" color="brand.700">
            Set your preferences
          </Text>
        </Link>
      </Text>
    </Stack>
  );
}

type State =
  | { phase: 'idle' }
  | { phase: 'searching'; progress: number }
  | { phase: 'done'; matches: MatchResult[] }
  | { phase: 'failed' };

/** Find Match: the progress, then the results with each match's score and reasons in words. */
export function FindMatch({ want, userId }: { want: ListedRole; userId: string }) {
  const [state, setState] = useState<State>({ phase: 'idle' });
  const close = () => setState({ phase: 'idle' });

  async function run() {
    setState({ phase: 'searching', progress: 0 });
    const found = findMatches(want, userId).then(
      (m) => ({ ok: true as const, m }),
      () => ({ ok: false as const }),
    );
    for (const step of STEPS) {
      setState({ phase: 'searching', progress: step });
      await pause(STEP_MS);
    }
    const result = await found;
    setState(result.ok ? { phase: 'done', matches: result.m } : { phase: 'failed' });
  }

  const label = want === 'Artist' ? 'artists' : 'clients';
  return (
    <>
      <Button colorPalette="brand" {...BRAND_SOLID} onClick={() => void run()} loading={state.phase === 'searching'}>
        Find Match
      </Button>
      {state.phase === 'searching' ? (
        <Box minW="48" aria-live="polite">
          <ProgressBar value={state.progress} label="Finding matches" />
          <Text fontSize="sm" color="fg.muted" mt="1">
            Finding matches… {state.progress}%
          </Text>
        </Box>
      ) : null}
      <Modal open={state.phase === 'done' || state.phase === 'failed'} onClose={close} title="Match Results" size="lg">
        {state.phase === 'failed' ? <FormAlert status="error">{PEOPLE_MESSAGES.matchFailed}</FormAlert> : null}
        {state.phase === 'done' && state.matches.length === 0 ? <NoMatches want={want} onLeave={close} /> : null}
        {state.phase === 'done' && state.matches.length > 0 ? (
          <Stack as="ol" gap="3" listStyleType="none" m="0" p="0" aria-label={`Matching ${label}`}>
            {state.matches.map((m) => {
              const person = want === 'Artist' ? m.artist : m.client;
              return (
                <chakra.li key={person.id} borderWidth="1px" borderRadius="lg" p="3">
                  <Flex gap="3" align="center" justify="space-between" wrap="wrap">
                    <Flex gap="3" align="center" minW="0">
                      <Avatar name={person.name} src={person.profile_image} size={44} />
                      <Box minW="0">
                        <Link to={profilePath(person.role, person.id)} onClick={close}>
                          <Text as="span" fontWeight="semibold" textDecoration="underline">
                            {person.name}
                          </Text>
                        </Link>
                        {person.address ? (
                          <Text fontSize="sm" color="fg.muted">
                            {person.address}
                          </Text>
                        ) : null}
                      </Box>
                    </Flex>
                    <Flex gap="2" align="center">
                      {want === 'Artist' && m.verified ? <VerifiedBadge /> : null}
                      <Text fontSize="sm" fontWeight="bold" color="brand.700">
                        Score {m.score}
                      </Text>
                    </Flex>
                  </Flex>
                  <RatingLine rating={m.rating} mt="2" />
                  <Text fontSize="sm" mt="2" data-testid="match-reasons">
                    Why: {m.reasons.join('; ')}
                  </Text>
                </chakra.li>
              );
            })}
          </Stack>
        ) : null}
      </Modal>
    </>
  );
}
