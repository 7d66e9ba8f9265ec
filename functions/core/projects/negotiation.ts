/**
 * Negotiation (issue 31): counters and the history of a proposal's versions. Being built.
 */

/** The two people of the negotiation a proposal belongs to, or null when there is none. */
export async function participantsOf(_proposalId: string): Promise<string[] | null> {
  return null;
}
