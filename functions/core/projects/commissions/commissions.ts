/** Commissions with money (issue 31): the module the routes, the webhook and the sweeper call. */
export { disputeCase, openDisputes } from './admin';
export { agreeCancel, closeExtra, decide, openDispute, requestCancel, withdrawCancel } from './closing';
export { findFunding, fund, FUNDING_PREFIX, onFundingPaid } from './funding';
export { view } from './model';
export { attach, choices, timelineOfArt } from './process';
export { approve, runAutoApprove } from './review';
export { askRevision, deliver, postUpdate } from './work';
