/** The community feed's texts and limits, without zod (their schemas are in shared/schemas/community.ts). */

/** The community feed's texts (part 2 §5, §8). */
export const COMMUNITY_MESSAGES = {
  emptyPost: 'Please write something or upload an image to post.',
  noCategory: 'Please select a category.',
  notAuthenticated: 'User not authenticated.',
  tooManyImages: 'You can upload a maximum of 4 images.',
  imagesOnly: 'Only image files can be uploaded.',
  created: 'Your post has been created!',
  createFailed: 'Failed to create post. Please try again.',
  emptyComment: 'Please write a comment before submitting.',
  editEmpty: 'Content and category cannot be empty.',
  updated: 'Your post has been updated!',
  editFailed: 'Failed to edit the post. Please try again.',
  confirmTitle: 'Are you sure?',
  confirmText: 'This action will delete the post and its associated images, and it cannot be undone!',
  deleted: 'Your post and its images have been deleted!',
  deleteFailed: 'Failed to delete post. Please try again.',
  loadFailed: 'Failed to load community posts.',
  userFailed: 'Failed to fetch user details.',
  likeFailed: 'Failed to like the post. Please try again.',
  commentFailed: 'Failed to add comment. Please try again.',
  postNotFound: 'This post no longer exists.',
  commentNotFound: 'This comment no longer exists.',
  notYours: 'Only the author or an admin can change this post.',
  commentNotYours: 'Only the author or an admin can delete this comment.',
  postingTooFast: 'You are posting too often. Please wait a few minutes before posting again.',
  commentingTooFast: 'You are commenting too often. Please wait a minute before commenting again.',
} as const;

/** Part 2 §3 post categories. */
export const POST_CATEGORIES = [
  'General Discussion',
  'Art Tips',
  'Collaboration Requests',
  'Feedback',
  'Events',
  'Announcements',
] as const;
export type PostCategory = (typeof POST_CATEGORIES)[number];

/** 10 posts a page, at most 4 images a post (part 2 §9); text caps keep items small and pages light. */
export const COMMUNITY_PAGE_SIZE = 10;
export const MAX_POST_IMAGES = 4;
export const MAX_POST_LENGTH = 2000;
export const MAX_COMMENT_LENGTH = 1000;
/** Posting limits per person: posts an hour, comments a minute. */
export const POSTS_PER_HOUR = 30;
export const COMMENTS_PER_MINUTE = 10;
