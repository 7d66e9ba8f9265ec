import { entity } from '../entity';
import { TABLE } from '../table';

/**
 * Moderation (issue 32): reports on any content, one case per reported target, the admins'
 * actions, appeals, suspensions and the suspension e-mail's single-use appeal links. Written only
 * by functions/core/moderation.
 */

/** One person's report on one target (`caseId` names the target): one per person per target. */
export const ModerationReportEntity = entity({
  model: { entity: 'moderationReport', version: '1', service: 'crafti' },
  attributes: {
    caseId: { type: 'string', required: true, readOnly: true },
    reporterId: { type: 'string', required: true, readOnly: true },
    reason: { type: 'string', required: true, readOnly: true },
    details: { type: 'string', readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byCase: {
      pk: { field: TABLE.partitionKey, composite: ['caseId'], casing: 'none' },
      sk: { field: TABLE.sortKey, composite: ['reporterId'], casing: 'none' },
    },
  },
});

/**
 * The case of one target: its open reports and whether it is hidden. Open cases are listed newest
 * report first on gsi2 (all kinds) and gsi3 (one kind); `queue` is 'open' or 'closed'. Written
 * whole (`put`) under its `rev`, so its index keys always follow.
 */
export const ModerationCaseEntity = entity({
  model: { entity: 'moderationCase', version: '1', service: 'crafti' },
  attributes: {
    caseId: { type: 'string', required: true, readOnly: true },
    kind: { type: 'string', required: true, readOnly: true },
    targetId: { type: 'string', required: true, readOnly: true },
    authorId: { type: 'string', required: true },
    queue: { type: ['open', 'closed'] as const, required: true },
    queueKind: { type: 'string', required: true },
    openReports: { type: 'number', required: true },
    /** visible | pending (hidden at the reports' threshold) | hidden (an admin's action). */
    visibility: { type: ['visible', 'pending', 'hidden'] as const, required: true },
    /** The admin's reason when `hidden`. */
    hiddenReason: { type: 'string' },
    firstReportAt: { type: 'string', required: true },
    lastReportAt: { type: 'string', required: true },
    rev: { type: 'number', required: true },
    /**
     * What the queue shows, kept on the case by each report so the queue is one Query (issue 51
     * §2): the content as last reported (`snippet`, `imageKey`), its author's name, and the newest
     * open reports with their reporters' names (`shown`, at most the queue's REPORTS_SHOWN).
     * Cases reported before these existed lack them; the queue reads those the long way.
     */
    snippet: { type: 'string' },
    imageKey: { type: 'string' },
    author: { type: 'any' },
    shown: { type: 'any' },
  },
  indexes: {
    byId: {
      pk: { field: TABLE.partitionKey, composite: ['caseId'], casing: 'none' },
      sk: { field: TABLE.sortKey, composite: [] },
    },
    queue: {
      index: 'gsi2',
      pk: { field: TABLE.indexes.gsi2.partitionKey, composite: ['queue'], casing: 'none' },
      sk: { field: TABLE.indexes.gsi2.sortKey, composite: ['lastReportAt', 'caseId'], casing: 'none' },
    },
    queueOfKind: {
      index: 'gsi3',
      pk: { field: TABLE.indexes.gsi3.partitionKey, composite: ['queueKind'], casing: 'none' },
      sk: { field: TABLE.indexes.gsi3.sortKey, composite: ['lastReportAt', 'caseId'], casing: 'none' },
    },
  },
});

/** An admin's decision on a case, listed per affected person (gsi1) for "Moderation decisions". */
export const ModerationActionEntity = entity({
  model: { entity: 'moderationAction', version: '1', service: 'crafti' },
  attributes: {
    actionId: { type: 'string', required: true, readOnly: true },
    caseId: { type: 'string', required: true, readOnly: true },
    kind: { type: 'string', required: true, readOnly: true },
    targetId: { type: 'string', required: true, readOnly: true },
    action: { type: ['dismiss', 'hide', 'warn', 'suspend'] as const, required: true, readOnly: true },
    reason: { type: 'string', required: true, readOnly: true },
    /** The content's author ('-' when none is known). */
    subjectId: { type: 'string', required: true, readOnly: true },
    adminId: { type: 'string', required: true, readOnly: true },
    snippet: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
    reversed: { type: 'boolean', required: true },
  },
  indexes: {
    byId: {
      pk: { field: TABLE.partitionKey, composite: ['actionId'], casing: 'none' },
      sk: { field: TABLE.sortKey, composite: [] },
    },
    bySubject: {
      index: 'gsi1',
      pk: { field: TABLE.indexes.gsi1.partitionKey, composite: ['subjectId'], casing: 'none' },
      sk: { field: TABLE.indexes.gsi1.sortKey, composite: ['createdAt', 'actionId'], casing: 'none' },
    },
  },
});

/**
 * The one appeal of an action (its id is the action's: a second is refused by the create's
 * condition). Open appeals are listed oldest first on gsi2 (`queue` 'open' or 'decided').
 */
export const ModerationAppealEntity = entity({
  model: { entity: 'moderationAppeal', version: '1', service: 'crafti' },
  attributes: {
    appealId: { type: 'string', required: true, readOnly: true },
    subjectId: { type: 'string', required: true, readOnly: true },
    text: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
    queue: { type: ['open', 'decided'] as const, required: true },
    outcome: { type: ['uphold', 'reverse'] as const },
    decisionReason: { type: 'string' },
    decidedBy: { type: 'string' },
    decidedAt: { type: 'string' },
    /**
     * What the admins' appeals queue shows of it, kept when it was filed (issue 51 §3): the action
     * appealed and the names of the admin who took it and of the person. Absent on appeals filed
     * before, which the queue reads the long way.
     */
    shown: { type: 'any' },
  },
  indexes: {
    byId: {
      pk: { field: TABLE.partitionKey, composite: ['appealId'], casing: 'none' },
      sk: { field: TABLE.sortKey, composite: [] },
    },
    queue: {
      index: 'gsi2',
      pk: { field: TABLE.indexes.gsi2.partitionKey, composite: ['queue'], casing: 'none' },
      sk: { field: TABLE.indexes.gsi2.sortKey, composite: ['createdAt', 'appealId'], casing: 'none' },
    },
  },
});

/** A suspended account: every signed-in request reads it (one GetItem) and is refused while it exists. */
export const SuspensionEntity = entity({
  model: { entity: 'suspension', version: '1', service: 'crafti' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    actionId: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byUser: {
      pk: { field: TABLE.partitionKey, composite: ['userId'], casing: 'none' },
      sk: { field: TABLE.sortKey, composite: [] },
    },
  },
});

/** The suspension e-mail's single-use appeal link: only its SHA-256 hash is stored. */
export const AppealTokenEntity = entity({
  model: { entity: 'appealToken', version: '1', service: 'crafti' },
  attributes: {
    tokenHash: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    actionId: { type: 'string', required: true, readOnly: true },
    expiresAt: { type: 'number', required: true, readOnly: true, field: TABLE.ttlAttribute },
    usedAt: { type: 'string' },
  },
  indexes: {
    byHash: {
      pk: { field: TABLE.partitionKey, composite: ['tokenHash'], casing: 'none' },
      sk: { field: TABLE.sortKey, composite: [] },
    },
  },
});
