import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@web/lib/api-client';

/** "How it was made" (issue 31): the process timeline attached to an art, and the artist's choice of one. */
export const processKeys = {
  all: ['art-process'] as const,
  art: (artId: string | undefined) => [...processKeys.all, 'art', artId] as const,
  choices: () => [...processKeys.all, 'choices'] as const,
};

/** The art's work-in-progress updates (none when no timeline is attached). */
export function useArtProcess(artId: string | undefined) {
  return useQuery({
    queryKey: processKeys.art(artId),
    queryFn: () => call('GET /api/arts/{id}/process', { params: { id: artId! } }),
    enabled: Boolean(artId),
  });
}

/** The artist's commissions with updates, any of which may be attached to an art. */
export function useTimelineChoices() {
  return useQuery({ queryKey: processKeys.choices(), queryFn: () => call('GET /api/timeline-choices') });
}

/** Attaches a commission's timeline to the art (or removes it, with null); the answer's timeline replaces the one shown. */
export function useAttachProcess(artId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projectId: string | null) =>
      call('PUT /api/arts/{id}/process', { params: { id: artId }, body: { project_id: projectId } }),
    onSuccess: (answer) => queryClient.setQueryData(processKeys.art(artId), answer.timeline),
  });
}
