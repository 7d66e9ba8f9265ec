/** What the queue shows of a target, and whose it is. */
export interface TargetDescription {
  authorId: string;
  snippet: string;
  imageKey?: string;
  /** Only these people may report it (a private message: its conversation's two people); anyone when absent. */
  reporters?: readonly string[];
}
