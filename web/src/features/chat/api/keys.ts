/** Query keys of CraftiChat's server state. */
export const chatKeys = {
  all: ['chat'] as const,
  conversations: (search: string) => ['chat', 'conversations', search] as const,
  conversation: (id: string) => ['chat', 'conversation', id] as const,
};
