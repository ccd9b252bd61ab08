import { pausedFor } from './auth-failures.repository';

const limits = { windowMinutes: 15, perAddress: 3, perAccount: 5 };
const mine = (left: number) => ({ mine: true, left });
const theirs = (left: number) => ({ mine: false, left });

describe('pausedFor', () => {
  it("waits for this address's oldest failure over its limit to leave the window", () => {
    expect(pausedFor([mine(100), mine(400), mine(700)], limits)).toBe(100);
    expect(
      pausedFor([mine(100), mine(400), mine(700), mine(800)], limits),
    ).toBe(400);
  });

  it("on an account over its overall limit, waits for the account's count to fall or this address's failures to go", () => {
    // Five failures in all, one of them this address's (its last leaves in 500 s);
    // the account falls under five when the oldest leaves, in 50 s.
    expect(
      pausedFor(
        [theirs(50), theirs(60), mine(500), theirs(600), theirs(700)],
        limits,
      ),
    ).toBe(50);
    // Seven in all: the account needs its three oldest gone (300 s), but this
    // address's only failure goes first (200 s).
    expect(
      pausedFor(
        [
          theirs(100),
          mine(200),
          theirs(300),
          theirs(400),
          theirs(500),
          theirs(600),
          theirs(700),
        ],
        limits,
      ),
    ).toBe(200);
  });

  it('rounds up to whole seconds, at least one', () => {
    expect(pausedFor([mine(0.2), mine(5), mine(9)], limits)).toBe(1);
    expect(pausedFor([mine(99.1), mine(200), mine(300)], limits)).toBe(100);
  });
});
