import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  actionsOf,
  buyerTabOf,
  EVENT_ACTOR,
  FULFILMENT_EVENTS,
  type FULFILMENT_STATES,
  fulfilmentMachine,
  specStatusOf,
  trackingLink,
} from './fulfilment';

describe('the fulfilment machine', () => {
  it('lets each side take only its own steps, and only where the order is', () => {
    expect(actionsOf('to_ship', 'artist', { delivery: 'ship', extended: false })).toEqual(['ship', 'cancel']);
    expect(actionsOf('to_ship', 'artist', { delivery: 'pickup', extended: false })).toEqual(['ready', 'cancel']);
    expect(actionsOf('to_ship', 'buyer', { delivery: 'ship', extended: false })).toEqual([]);
    expect(actionsOf('shipped', 'buyer', { delivery: 'ship', extended: false })).toEqual([
      'receive',
      'extend',
      'ask_refund',
    ]);
    expect(actionsOf('shipped', 'buyer', { delivery: 'ship', extended: true })).toEqual(['receive', 'ask_refund']);
    expect(actionsOf('shipped', 'artist', { delivery: 'ship', extended: false })).toEqual([]);
    expect(actionsOf('refund_requested', 'artist', { delivery: 'ship', extended: false })).toEqual([
      'accept',
      'accept_return',
      'contest',
    ]);
    expect(actionsOf('refund_requested', 'buyer', { delivery: 'ship', extended: false })).toEqual(['withdraw']);
    expect(actionsOf('return_requested', 'buyer', { delivery: 'ship', extended: false })).toEqual(['return_ship']);
    expect(actionsOf('returning', 'artist', { delivery: 'ship', extended: false })).toEqual(['return_receive']);
    expect(actionsOf('disputed', 'admin', { delivery: 'ship', extended: false })).toEqual(['decide']);
    expect(actionsOf('disputed', 'artist', { delivery: 'ship', extended: false })).toEqual([]);
  });

  it('ends every path: whatever steps come, in whatever order, the order reaches a final state once the clock runs', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...FULFILMENT_EVENTS), { maxLength: 30 }), (events) => {
        let state: (typeof FULFILMENT_STATES)[number] = 'to_ship';
        for (const e of events) state = fulfilmentMachine.next(state, e) ?? state;
        // The clock's events (and an admin's decision) alone always finish it.
        for (let i = 0; i < 6 && !fulfilmentMachine.final(state); i++) {
          const next = fulfilmentMachine
            .allowed(state)
            .find((e) => EVENT_ACTOR[e] === 'clock' || EVENT_ACTOR[e] === 'admin');
          expect(next, `stuck in ${state}`).toBeDefined();
          state = fulfilmentMachine.next(state, next!)!;
        }
        expect(fulfilmentMachine.final(state)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('says the spec status the order shows: Completed once anything went to the artist', () => {
    expect(specStatusOf('shipped', 0)).toBe('Pending');
    expect(specStatusOf('completed', 100)).toBe('Completed');
    expect(specStatusOf('canceled', 0)).toBe('Canceled');
    expect(specStatusOf('refunded', 0)).toBe('Canceled');
    expect(specStatusOf('refunded', 1)).toBe('Completed');
    expect(buyerTabOf('ready_for_pickup', 0)).toBe('to_receive');
    expect(buyerTabOf('refunded', 5)).toBe('returns');
  });

  it('links a courier’s public tracking page with the number escaped, and none where there is no such page', () => {
    expect(trackingLink('lbc', 'A B/1')).toBe('https://www.lbcexpress.com/track/?tracking_no=A%20B%2F1');
    expect(trackingLink('lalamove', '123')).toBeNull();
  });
});
