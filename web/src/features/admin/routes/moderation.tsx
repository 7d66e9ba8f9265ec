import { Box, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ErrorCodes } from '@shared/api/errors';
import {
  MODERATION_MESSAGES,
  REPORT_HIDE_THRESHOLD,
  REPORT_KIND_LABELS,
  REPORT_KINDS,
  type AppealOutcome,
  type ModerationAction,
  type ReportKind,
} from '@shared/messages/moderation';
import type { AdminAppeal, ModerationCase } from '@shared/schemas/moderation';
import { SelectField } from '@web/components/ui/choice-fields';
import { useConfirm } from '@web/components/ui/confirm-dialog';
import { FormAlert } from '@web/components/ui/form-alert';
import { OutcomeAlert } from '@web/components/ui/outcome-alert';
import { Pager, useServerPages } from '@web/components/ui/pager';
import { isApiError, userMessage } from '@web/lib/api-client';
import { usePageTitle } from '@web/lib/page-title';
import { useAdminAppeals, useCaseAction, useDecideAppeal, useModerationQueue } from '../api/moderation';
import { AdminPage } from '../components/admin-page';
import { EmptyCards } from '../components/data-table';
import { AppealCard } from '../components/moderation/appeal-card';
import { CaseCard, personLabel } from '../components/moderation/case-card';
import { ReasonDialog, type ReasonRequest } from '../components/moderation/reason-dialog';

const KIND_OPTIONS = REPORT_KINDS.map((k) => ({ value: k, label: REPORT_KIND_LABELS[k] }));

/** What each decision does, as its dialog says it. */
const ACTION_TEXT: Record<
  ModerationAction,
  { title: string; intro: (what: string, who: string) => string; confirm: string; done: (who: string) => string }
> = {
  dismiss: {
    title: 'Dismiss the reports',
    intro: (what) => `The reports on ${what} are cleared; if it was hidden pending review, it shows again.`,
    confirm: 'Dismiss',
    done: () => 'Reports dismissed.',
  },
  hide: {
    title: 'Hide the content',
    intro: (what, who) =>
      `It is hidden from everyone but its author: ${who} is told why about ${what} and may appeal once.`,
    confirm: 'Hide',
    done: (who) => `Hidden. ${who} is told your reason.`,
  },
  warn: {
    title: 'Warn the author',
    intro: (what, who) => `${who} gets a warning about ${what}, with your reason, and may appeal once.`,
    confirm: 'Warn',
    done: (who) => `${who} is warned with your reason.`,
  },
  suspend: {
    title: 'Suspend the account',
    intro: (_what, who) => `${who} is signed out everywhere and cannot sign in until an appeal reverses it.`,
    confirm: 'Suspend',
    done: (who) => `${who} is suspended and told your reason.`,
  },
};

const pageText = (from: number, to: number) => (from === 0 ? 'Nothing on this page' : `Showing ${from} to ${to}`);

/**
 * /moderation-queue: the one queue of reported content (arts, posts, comments, profiles, chat
 * messages, reviews), newest report first, by kind; each case's decision (dismiss, hide, warn,
 * suspend) with the reason its author reads. Under it, the appeals, decided by another admin
 * than the one who acted.
 */
export function Component() {
  usePageTitle(MODERATION_MESSAGES.queueTitle);
  const cases = useServerPages();
  const kind = cases.query as ReportKind | '';
  const queue = useModerationQueue(kind, cases.cursor);
  const appealPages = useServerPages();
  const appeals = useAdminAppeals(appealPages.cursor);
  const act = useCaseAction();
  const decide = useDecideAppeal();
  const [confirm, confirmDialog] = useConfirm();
  const [request, setRequest] = useState<ReasonRequest | null>(null);
  const [done, setDone] = useState<{ section: 'cases' | 'appeals'; text: string; key: number } | null>(null);
  const caseList = queue.data?.cases ?? [];
  const appealList = appeals.data?.appeals ?? [];

  const finished = (section: 'cases' | 'appeals', text: string) =>
    setDone((before) => ({ section, text, key: (before?.key ?? 0) + 1 }));
  const doneIn = (section: 'cases' | 'appeals') =>
    done?.section === section ? (
      <OutcomeAlert key={done.key} status="success">
        {done.text}
      </OutcomeAlert>
    ) : null;

  async function onAction(item: ModerationCase, action: ModerationAction) {
    const who = personLabel(item.author);
    const what = `this ${REPORT_KIND_LABELS[item.kind].toLowerCase()}`;
    const text = ACTION_TEXT[action];
    if (action === 'suspend') {
      const sure = await confirm({
        title: `Suspend ${who}?`,
        message: text.intro(what, who),
        confirmLabel: 'Continue',
        destructive: true,
      });
      if (!sure) return;
    }
    setRequest({
      title: text.title,
      intro: text.intro(what, who),
      confirmLabel: text.confirm,
      destructive: action === 'suspend' || action === 'hide',
      send: async (reason) => {
        try {
          await act.mutateAsync({ caseId: item.case_id, action, reason });
          finished('cases', text.done(who));
          return null;
        } catch (err) {
          return userMessage(err, MODERATION_MESSAGES.actionFailed);
        }
      },
    });
  }

  function onDecide(item: AdminAppeal, outcome: AppealOutcome) {
    const who = personLabel(item.person);
    setRequest({
      title: outcome === 'reverse' ? 'Reverse the decision' : 'Uphold the decision',
      intro:
        outcome === 'reverse'
          ? `The decision is undone (content shown again, account enabled) and ${who} is told why.`
          : `The decision stands and ${who} is told why.`,
      confirmLabel: outcome === 'reverse' ? MODERATION_MESSAGES.reverse : MODERATION_MESSAGES.uphold,
      destructive: false,
      send: async (reason) => {
        try {
          await decide.mutateAsync({ appealId: item.appeal.appeal_id, outcome, reason });
          finished('appeals', MODERATION_MESSAGES.decided);
          return null;
        } catch (err) {
          if (isApiError(err, 'POST /admin/appeals/{appealId}/decide', ErrorCodes.moderationSameAdmin))
            return err.message;
          return userMessage(err, MODERATION_MESSAGES.actionFailed);
        }
      },
    });
  }

  return (
    <AdminPage
      title={MODERATION_MESSAGES.queueTitle}
      description={`Everything people reported. Content with ${REPORT_HIDE_THRESHOLD} open reports is hidden pending review until you decide.`}
    >
      <Stack gap="10">
        <Box as="section" aria-labelledby="cases-heading">
          <Stack gap="4">
            <Heading as="h2" size="xl" id="cases-heading">
              Open cases
            </Heading>
            {doneIn('cases')}
            <Box maxW="xs">
              <SelectField
                label="Kind"
                value={cases.search}
                options={KIND_OPTIONS}
                placeholder="All kinds"
                onChange={cases.setSearch}
              />
            </Box>
            {queue.isError ? (
              <FormAlert status="error">{userMessage(queue.error, MODERATION_MESSAGES.queueFailed)}</FormAlert>
            ) : null}
            {queue.isPending ? (
              <Skeleton h="40" borderRadius="xl" role="status" aria-label="Loading the queue" />
            ) : caseList.length === 0 ? (
              <EmptyCards>{MODERATION_MESSAGES.queueEmpty}</EmptyCards>
            ) : (
              <Stack as="ul" listStyleType="none" m="0" p="0" gap="3" aria-label="Open cases">
                {caseList.map((item) => (
                  <CaseCard key={item.case_id} item={item} onAction={(action) => void onAction(item, action)} />
                ))}
              </Stack>
            )}
            <Pager
              {...cases.pager(queue.data ? { items: caseList, cursor: queue.data.cursor, total: null } : undefined)}
              format={pageText}
            />
          </Stack>
        </Box>
        <Box as="section" aria-labelledby="appeals-heading">
          <Stack gap="4">
            <Heading as="h2" size="xl" id="appeals-heading">
              {MODERATION_MESSAGES.appealsTitle}
            </Heading>
            <Text color="fg.muted">
              People appeal a decision once; an admin other than the one who took it decides.
            </Text>
            {doneIn('appeals')}
            {appeals.isError ? (
              <FormAlert status="error">{userMessage(appeals.error, MODERATION_MESSAGES.appealsFailed)}</FormAlert>
            ) : null}
            {appeals.isPending ? (
              <Skeleton h="32" borderRadius="xl" role="status" aria-label="Loading the appeals" />
            ) : appealList.length === 0 ? (
              <EmptyCards>{MODERATION_MESSAGES.appealsEmpty}</EmptyCards>
            ) : (
              <Stack as="ul" listStyleType="none" m="0" p="0" gap="3" aria-label="Open appeals">
                {appealList.map((item) => (
                  <AppealCard key={item.appeal.appeal_id} item={item} onDecide={(outcome) => onDecide(item, outcome)} />
                ))}
              </Stack>
            )}
            <Pager
              {...appealPages.pager(
                appeals.data ? { items: appealList, cursor: appeals.data.cursor, total: null } : undefined,
              )}
              format={pageText}
            />
          </Stack>
        </Box>
      </Stack>
      {request ? <ReasonDialog request={request} onClose={() => setRequest(null)} /> : null}
      {confirmDialog}
    </AdminPage>
  );
}
