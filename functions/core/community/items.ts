import { ErrorCodes } from '@shared/api/errors';
import { COMMUNITY_MESSAGES, type Author, type Comment, type Post, type PostImage } from '@shared/schemas/community';
import { AppError, refuse } from '../errors';
import * as Profiles from '../profiles/profiles';
import { publicUrl, variantUrls } from '../uploads/urls';

/** The community's stored items (a post copy, a comment), the API's view of them, and the checks every verb makes. */

export interface StoredImage {
  key: string;
  /** Absent on images posted before the 360 px variant existed. */
  thumb?: string;
  small?: string;
  /** Absent on images posted before the 680 px variant existed. */
  card?: string;
  /** Absent on images posted before the 800 px variant existed. */
  medium?: string;
  large?: string;
  width?: number;
  height?: number;
}

export interface StoredAuthor {
  firstname: string;
  lastname: string;
  role: string;
  imageKey?: string;
}

export interface PostItem {
  postId: string;
  combo: string;
  createdAt: string;
  userId: string;
  content: string;
  category: string;
  hasMedia: boolean;
  images: StoredImage[];
  author: StoredAuthor;
  likeCount: number;
  commentCount: number;
  updatedAt?: string;
  /** Hidden by moderation (moderation.ts). */
  hidden?: boolean;
}

export interface CommentItem {
  postId: string;
  commentId: string;
  userId: string;
  content: string;
  author: StoredAuthor;
  createdAt: string;
  hidden?: boolean;
}

export const postGone = () => refuse(ErrorCodes.postNotFound, COMMUNITY_MESSAGES.postNotFound);

function authorView(userId: string, a: StoredAuthor): Author {
  return {
    id: userId,
    role: a.role,
    profileType: a.role === 'Artist' ? 'artist' : a.role === 'Client' ? 'client' : null,
    firstname: a.firstname,
    lastname: a.lastname,
    profile_image: a.imageKey ? publicUrl(a.imageKey) : null,
  };
}

function imageView(i: StoredImage): PostImage {
  return {
    url: publicUrl(i.key),
    ...variantUrls(i),
    width: i.width ?? null,
    height: i.height ?? null,
  };
}

export function toPost(p: PostItem, liked: boolean): Post {
  return {
    id: p.postId,
    user_id: p.userId,
    content: p.content,
    category: p.category,
    images: p.images.map(imageView),
    likes: Math.max(0, p.likeCount),
    liked,
    comments_count: Math.max(0, p.commentCount),
    created_at: p.createdAt,
    updated_at: p.updatedAt ?? null,
    user: authorView(p.userId, p.author),
  };
}

const commentIdOf = (c: Pick<CommentItem, 'commentId' | 'postId'>) => `${c.commentId}.${c.postId}`;

export function toComment(c: CommentItem): Comment {
  return {
    id: commentIdOf(c),
    post_id: c.postId,
    user_id: c.userId,
    content: c.content,
    created_at: c.createdAt,
    user: authorView(c.userId, c.author),
  };
}

export async function authorOf(userId: string): Promise<StoredAuthor> {
  const profile = await Profiles.get(userId);
  if (!profile) throw new AppError(ErrorCodes.profileNotSetUp, COMMUNITY_MESSAGES.notAuthenticated);
  return {
    firstname: profile.firstname,
    lastname: profile.lastname,
    role: profile.role,
    ...(profile.profileImageKey ? { imageKey: profile.profileImageKey } : {}),
  };
}

export const nameOf = (a: StoredAuthor) => `${a.firstname} ${a.lastname}`.trim() || 'Someone';
