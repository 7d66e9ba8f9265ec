/** The admin screens' constants, without zod (their schemas are in shared/schemas/admin.ts). */

/** The admin tables show ten rows a page (the spec). */
export const ADMIN_PAGE_SIZE = 10;
