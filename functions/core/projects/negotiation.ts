/**
 * Negotiation (issue 31): counters and the history of a proposal's versions. Being built.
 */

/** The two people of the negotiation a proposal belongs to, or null when there is none. */
export async function participantsOf(_proposalId: string): Promise<string[] | null> {
  return null;
}

/** Every version of a negotiation, oldest first, with what changed (issue 31). Being built. */
export async function historyOfThread(_threadId: string): Promise<import('@shared/schemas/commissions').ProposalHistory | null> {
  return null;
}
