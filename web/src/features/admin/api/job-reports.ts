import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@web/lib/api-client';

export const JOB_REPORTS_KEY = ['admin', 'job-reports'] as const;

/** Open reports of jobs, newest first, 10 a page. */
export function useJobReports(cursor: string | null) {
  return useQuery({
    queryKey: [...JOB_REPORTS_KEY, cursor],
    queryFn: () => call('GET /admin/job-reports', { query: { cursor: cursor ?? undefined } }),
  });
}

/** Dismiss a job's reports, or close the job: either clears its reports (audit-logged on the server). */
export function useDecideJobReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, decision }: { jobId: string; decision: 'dismiss' | 'close' }) =>
      decision === 'dismiss' ? call('POST /admin/job-reports/{jobId}/dismiss', { params: { jobId } }) : call('POST /admin/job-reports/{jobId}/close', { params: { jobId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: JOB_REPORTS_KEY }),
  });
}
