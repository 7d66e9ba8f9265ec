import type { Tag } from '@shared/schemas/tags';

export const TAG_MESSAGES = {
  exists: 'This tag already exists',
  empty: 'Tag name cannot be empty',
  addFailed: 'Failed to add tag',
  updateFailed: 'Failed to update tag',
  deleteFailed: 'Failed to delete tag',
  added: 'Tag added successfully!',
  updated: 'Tag updated successfully!',
  deleted: 'Deleted! The tag has been deleted.',
} as const;

/** Tags whose name contains the text, ignoring case. */
export function filterTags(tags: readonly Tag[], search: string): Tag[] {
  const needle = search.trim().toLowerCase();
  return needle ? tags.filter((tag) => tag.name.toLowerCase().includes(needle)) : [...tags];
}
