import * as z from 'zod';

export interface AuditEntry {
  id: string;
  at: string;
  actorId: string;
  actorEmail: string | null;
  action: string;
  targetId: string;
  summary: string;
}

export interface AuditPage {
  entries: AuditEntry[];
  /** Pass back as `cursor` for the next page; null at the end. */
  cursor: string | null;
}

export const auditQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: z.string().max(2000).optional(),
});
