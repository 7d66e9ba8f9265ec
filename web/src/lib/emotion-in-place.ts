import { StyleSheet } from '@emotion/sheet';

/**
 * Emotion adopts the style tags a pre-rendered page came with (web/prerender.ts) by inserting
 * each into <head> again, at the end: the cache when it is made (while the app's code is
 * evaluated), and every <Global> when it hydrates. Moving a style element drops its style sheet
 * and adds it back, which makes the browser restyle and lay out the whole page once per move, in
 * the middle of the boot (two moves on every pre-rendered page: ~90 ms at a phone's speed).
 *
 * Adopted where they are instead. Nothing else changes: emotion writes new rules into a tag of
 * its own made after the last adopted one, as before, and the pre-render puts the style tags
 * last in <head> (and main.tsx its preload links before them), so that new tag is appended at
 * the end of <head> as it always was.
 *
 * Must run before @emotion/react makes its default cache, which it does as its module is
 * evaluated (and the bundler may order it early: it says it has no side effects): the entry,
 * main.tsx, imports this, before it asks for the app.
 */
StyleSheet.prototype.hydrate = function adoptInPlace(this: StyleSheet, nodes: HTMLStyleElement[]) {
  this.tags.push(...nodes);
};
