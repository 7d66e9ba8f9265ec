/**
 * Polls `read` until `done` holds of its answer (PayMongo settles and sends its events a moment
 * later), for up to `withinMs` of time, however slow each read is: beside other steps of `npm test`
 * a busy machine answers each read later, so a count of tries ran out sooner there.
 */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  what: string,
  withinMs = 40_000,
): Promise<T> {
  const deadline = Date.now() + withinMs;
  let last: T | undefined;
  for (;;) {
    last = await read();
    if (done(last)) return last;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(last)} after ${withinMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 150));
  }
}
