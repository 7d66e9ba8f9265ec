import type { Role } from '@shared/schemas/common';

/**
 * A signed-in page's frame: the page as it stands before its data (the bar, its heading, the
 * loading state of its lists), rendered at build time per role (web/signed-in-frames.ts) into the
 * shell as a <template>, and painted by the shell's inline script (shell-start.ts) for the person
 * the stored session names, before any of the app's code downloads. The code follows that paint
 * (main.tsx), and its first render replaces the frame. Kept tiny: it is in the inline script.
 */

/** The attribute naming a template's route pattern and role, and on #root, the frame painted. */
export const FRAME_ATTR = 'data-frame';

/** A frame's key: the route pattern and the role, e.g. `/art/:artId Client`. */
export const frameKey = (pattern: string, role: Role) => `${pattern} ${role}`;

/**
 * A picture's place in a frame (an `<img>` with no address yet): filled from the page's first
 * answer by the inline script (lib/first-pictures.ts), in the order they come in the page.
 */
export const PICTURE_SLOT_ATTR = 'data-first-picture';

/**
 * On a loading state with picture places: in a frame, it is hidden until its first place has its
 * picture (or is marked empty), so that nothing in it moves when the picture's shape is known
 * (the rule is the frames' CSS, web/signed-in-frames.ts).
 */
export const PICTURE_WAIT_ATTR = 'data-picture-wait';

/** A place with nothing to show is marked so (the attribute's value), and the entry does not wait for it (main.tsx). */
export const EMPTY_SLOT = 'none';

/** Paints the frame of `pattern` for `role` into #root, if the shell has one; true when it did. */
export function paintFrame(pattern: string, role: Role | null): boolean {
  const root = document.getElementById('root');
  if (!role || !root || root.firstChild) return false;
  const key = frameKey(pattern, role);
  const template = [...document.querySelectorAll<HTMLTemplateElement>(`template[${FRAME_ATTR}]`)].find(
    (t) => t.getAttribute(FRAME_ATTR) === key,
  );
  if (!template) return false;
  root.append(template.content.cloneNode(true));
  root.setAttribute(FRAME_ATTR, key);
  if (template.dataset.title) document.title = template.dataset.title;
  return true;
}

/** The frame painted in #root, if any (its key). */
export const paintedFrame = (): string | null => document.getElementById('root')?.getAttribute(FRAME_ATTR) ?? null;

/** The picture places of the frame painted, in page order. */
export const pictureSlots = (): HTMLImageElement[] =>
  paintedFrame() === null ? [] : [...document.querySelectorAll<HTMLImageElement>(`#root img[${PICTURE_SLOT_ATTR}]`)];
