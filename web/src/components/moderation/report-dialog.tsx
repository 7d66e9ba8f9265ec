import { Button, Stack } from '@chakra-ui/react';
import { Suspense, useCallback, useState, type ReactNode } from 'react';
import { MODERATION_MESSAGES } from '@shared/messages/moderation';
import type { ReportTarget } from '@web/api/moderation';
import { OutcomeAlert } from '@web/components/ui/outcome-alert';
import { preloadable } from '@web/lib/preloadable';
import type { ReportOutcome } from './report-outcome';

/**
 * The dialog's form (report-form-dialog.tsx) and what it checks with (the report's schema, zod, the
 * form library) load when someone is about to report, not with every page that has a Report action.
 */
const ReportDialog = preloadable(() => import('./report-form-dialog').then((m) => m.ReportDialog));

/** Starts loading the dialog: a pointer over or focus on a Report action, before it is pressed. */
export const prepareReport = ReportDialog.prepare;

/**
 * The Report action of one thing, for a host that places it: `open()` (a menu item's), the
 * dialog, and the outcome to show beside the action (`outcome`, null until a report is sent).
 */
export function useReport(
  target: ReportTarget,
  subject: string,
): { open: () => void; dialog: ReactNode; outcome: ReactNode } {
  const [opened, setOpened] = useState(false);
  const [done, setDone] = useState<(ReportOutcome & { key: number }) | null>(null);
  const close = useCallback(() => setOpened(false), []);
  const dialog = opened ? (
    <Suspense fallback={null}>
      <ReportDialog
        target={target}
        subject={subject}
        onClose={close}
        onDone={(outcome) => {
          setOpened(false);
          setDone({ ...outcome, key: Date.now() });
        }}
      />
    </Suspense>
  ) : null;
  const outcome = done ? (
    <OutcomeAlert key={done.key} status={done.status}>
      {done.text}
    </OutcomeAlert>
  ) : null;
  return { open: () => setOpened(true), dialog, outcome };
}

/** A "Report" button (the art page's, a profile's) with its dialog and, under it, the outcome. */
export function ReportButton({
  target,
  subject,
  label = MODERATION_MESSAGES.report,
}: {
  target: ReportTarget;
  subject: string;
  label?: string;
}) {
  const report = useReport(target, subject);
  return (
    <Stack gap="2" align="flex-start">
      <Button
        size="sm"
        variant="ghost"
        color="red.700"
        onClick={report.open}
        onPointerEnter={prepareReport}
        onFocus={prepareReport}
        aria-label={`${label} ${subject}`}
      >
        <svg
          width="16"
          height="16"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M5 21V4M5 4h11l-2 4 2 4H5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {label}
      </Button>
      {report.outcome}
      {report.dialog}
    </Stack>
  );
}
