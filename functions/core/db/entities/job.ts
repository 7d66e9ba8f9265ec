import { entity } from '../entity';
import { TABLE } from '../table';

/**
 * The jobs board. A job is keyed by its time-ordered id and listed per client on gsi1 (newest
 * first). Its applicant count is an attribute ADDed by the application writes themselves, so a
 * client's list reads one item per job. `rev` is bumped by every write that changes what Offers
 * shows (fields, status, reports), so those writes and the Offers listing stay in step under
 * concurrent changes (each write conditions on the `rev` it read).
 */
const clientCard = {
  clientFirstname: { type: 'string', required: true },
  clientLastname: { type: 'string', required: true },
  clientAddress: { type: 'string' },
  clientImageKey: { type: 'string' },
} as const;

const jobFields = {
  title: { type: 'string', required: true },
  description: { type: 'string', required: true },
  budget: { type: 'string', required: true },
  deadline: { type: 'string', required: true },
  styles: { type: 'list', items: { type: 'string' }, required: true },
  createdAt: { type: 'string', required: true, readOnly: true },
} as const;

export const JobEntity = entity({
  model: { entity: 'job', version: '1', service: 'crafti' },
  attributes: {
    jobId: { type: 'string', required: true, readOnly: true },
    clientId: { type: 'string', required: true, readOnly: true },
    ...jobFields,
    ...clientCard,
    status: { type: ['Open', 'Closed', 'In Progress', 'Completed'] as const, required: true },
    applicantCount: { type: 'number', required: true, default: 0 },
    openReports: { type: 'number', required: true, default: 0 },
    rev: { type: 'number', required: true, default: 0 },
    updatedAt: { type: 'string' },
    /** Closed by an admin's decision on its reports: it stays Closed until an admin reopens it. */
    closedByAdmin: { type: 'boolean' },
  },
  indexes: {
    byId: {
      pk: { field: TABLE.partitionKey, composite: ['jobId'], casing: 'none' },
      sk: { field: TABLE.sortKey, composite: [] },
    },
    byClient: {
      index: 'gsi1',
      pk: { field: TABLE.indexes.gsi1.partitionKey, composite: ['clientId'], casing: 'none' },
      sk: { field: TABLE.indexes.gsi1.sortKey, composite: ['jobId'], casing: 'none' },
    },
  },
});

/**
 * A job as Offers lists it, one item per facet it is found by (`all`, and each of its preferred
 * styles), present only while the job is Open and not held for review: Offers and its style
 * filter are each one Query on a facet, newest first.
 */
export const JobListingEntity = entity({
  model: { entity: 'jobListing', version: '1', service: 'crafti' },
  attributes: {
    facet: { type: 'string', required: true, readOnly: true },
    jobId: { type: 'string', required: true, readOnly: true },
    clientId: { type: 'string', required: true, readOnly: true },
    ...jobFields,
    ...clientCard,
  },
  indexes: {
    byFacet: {
      pk: { field: TABLE.partitionKey, composite: ['facet'], casing: 'none' },
      sk: { field: TABLE.sortKey, composite: ['jobId'], casing: 'none' },
    },
  },
});

/**
 * An application, on the job's side: keyed job → artist, so "one per artist per job" is a
 * conditional create, and a job's applications are one strongly consistent Query (deleting a job
 * finds them all). Listed for the client in the order they came (gsi1). Carries the artist as
 * the applicants modal shows them.
 */
export const JobApplicationEntity = entity({
  model: { entity: 'jobApplication', version: '1', service: 'crafti' },
  attributes: {
    jobId: { type: 'string', required: true, readOnly: true },
    artistId: { type: 'string', required: true, readOnly: true },
    appliedId: { type: 'string', required: true, readOnly: true },
    appliedAt: { type: 'string', required: true, readOnly: true },
    status: { type: ['Pending', 'Accepted', 'Rejected'] as const, required: true },
    decidedAt: { type: 'string' },
    artistFirstname: { type: 'string', required: true },
    artistLastname: { type: 'string', required: true },
    artistEmail: { type: 'string', required: true },
    artistImageKey: { type: 'string' },
  },
  indexes: {
    byJob: {
      pk: { field: TABLE.partitionKey, composite: ['jobId'], casing: 'none' },
      sk: { field: TABLE.sortKey, composite: ['artistId'], casing: 'none' },
    },
    byJobOrder: {
      index: 'gsi1',
      pk: { field: TABLE.indexes.gsi1.partitionKey, composite: ['jobId'], casing: 'none' },
      sk: { field: TABLE.indexes.gsi1.sortKey, composite: ['appliedId', 'artistId'], casing: 'none' },
    },
  },
});

/**
 * The artist's side of an application (their Applied list), written and removed with it; the
 * artist's Remove drops only this side once the client decided.
 */
export const AppliedJobEntity = entity({
  model: { entity: 'appliedJob', version: '1', service: 'crafti' },
  attributes: {
    artistId: { type: 'string', required: true, readOnly: true },
    jobId: { type: 'string', required: true, readOnly: true },
    appliedId: { type: 'string', required: true, readOnly: true },
    appliedAt: { type: 'string', required: true, readOnly: true },
    status: { type: ['Pending', 'Accepted', 'Rejected'] as const, required: true },
  },
  indexes: {
    byArtist: {
      pk: { field: TABLE.partitionKey, composite: ['artistId'], casing: 'none' },
      sk: { field: TABLE.sortKey, composite: ['jobId'], casing: 'none' },
    },
    byArtistRecent: {
      index: 'gsi1',
      pk: { field: TABLE.indexes.gsi1.partitionKey, composite: ['artistId'], casing: 'none' },
      sk: { field: TABLE.indexes.gsi1.sortKey, composite: ['appliedId', 'jobId'], casing: 'none' },
    },
  },
});

/**
 * A report of a job by an artist (one per artist per job: a conditional create), while open.
 * The admin's queue lists open reports newest first on gsi2; deciding a job's reports deletes
 * them (the decision itself is in the audit log).
 */
export const JobReportEntity = entity({
  model: { entity: 'jobReport', version: '1', service: 'crafti' },
  attributes: {
    jobId: { type: 'string', required: true, readOnly: true },
    reporterId: { type: 'string', required: true, readOnly: true },
    reportId: { type: 'string', required: true, readOnly: true },
    reporterName: { type: 'string', required: true },
    jobTitle: { type: 'string', required: true },
    clientId: { type: 'string', required: true },
    reason: { type: 'string', required: true },
    details: { type: 'string' },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byJob: {
      pk: { field: TABLE.partitionKey, composite: ['jobId'], casing: 'none' },
      sk: { field: TABLE.sortKey, composite: ['reporterId'], casing: 'none' },
    },
    queue: {
      index: 'gsi2',
      pk: { field: TABLE.indexes.gsi2.partitionKey, composite: [], casing: 'none' },
      sk: { field: TABLE.indexes.gsi2.sortKey, composite: ['reportId'], casing: 'none' },
    },
  },
});
