import { ApiError } from 'shared/internal';
import { makeBond } from '../../test/bond-fixtures';
import { BondAnswer } from './bond-answer';

const bonds = Array.from({ length: 1000 }, (_, index) => makeBond(index + 1));

describe('BondAnswer', () => {
  it('checks only the bonds it is asked for', () => {
    const items: unknown[] = [...bonds];
    items[500] = { isin: 'broken' };
    const answer = new BondAnswer(items);
    expect(answer.length).toBe(1000);
    expect(answer.slice(0, 9).map((bond) => bond.isin)).toEqual(bonds.slice(0, 9).map((bond) => bond.isin));
    expect(() => answer.at(500)).toThrow(ApiError);
  });

  it('settles by checking the rest, and rejects with the first wrong bond as malformed', async () => {
    const items: unknown[] = [...bonds];
    items[777] = { ...bonds[777], dYtm: 'high' };
    const answer = new BondAnswer(items);
    answer.slice(0, 9);
    await expect(answer.settle()).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('gives every bond once settled', async () => {
    const answer = new BondAnswer(bonds);
    await answer.settle();
    expect(answer.all()).toEqual(bonds);
  });

  it('leaves the rest unchecked until the frame that shows the first page has been painted', async () => {
    const frames: FrameRequestCallback[] = [];
    const requestFrame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    try {
      const items: unknown[] = [...bonds];
      items[10] = { isin: 'broken' };
      const answer = new BondAnswer(items);
      let outcome = 'pending';
      const settled = answer.settle().then(
        () => (outcome = 'resolved'),
        () => (outcome = 'rejected'),
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(outcome).toBe('pending');
      for (const frame of frames) frame(performance.now());
      await settled;
      expect(outcome).toBe('rejected');
    } finally {
      requestFrame.mockRestore();
    }
  });

  it('checks the rest in the idle time of the main thread, as much as each idle period has room for', async () => {
    const frames: FrameRequestCallback[] = [];
    const idle: IdleRequestCallback[] = [];
    const requestFrame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    Object.assign(window, { requestIdleCallback: (callback: IdleRequestCallback) => idle.push(callback) });
    const until = async (condition: () => boolean) => {
      for (let tries = 0; !condition() && tries < 100; tries += 1) await new Promise((resolve) => setTimeout(resolve, 1));
    };
    try {
      const items: unknown[] = [...bonds];
      items[900] = { isin: 'broken' };
      const answer = new BondAnswer(items);
      let outcome = 'pending';
      void answer.settle().then(
        () => (outcome = 'resolved'),
        () => (outcome = 'rejected'),
      );
      await until(() => frames.length > 0);
      for (const frame of frames) frame(performance.now());
      await until(() => idle.length === 1);
      idle[0]?.({ didTimeout: false, timeRemaining: () => 0 }); // no room: one slice, then wait for the next idle period
      await until(() => idle.length === 2);
      expect(outcome).toBe('pending');
      idle[1]?.({ didTimeout: false, timeRemaining: () => 50 });
      await until(() => outcome !== 'pending');
      expect(outcome).toBe('rejected');
    } finally {
      requestFrame.mockRestore();
      Reflect.deleteProperty(window, 'requestIdleCallback');
    }
  });
});
