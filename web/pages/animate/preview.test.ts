import { describe, expect, it } from 'vitest';
import { ANIMATION } from '../../../core/constants';
import { PreviewClock } from './preview';

describe('PreviewClock', () => {
  it('rests on the last frame (the still logo) until it first plays, however long it waits', () => {
    const clock = new PreviewClock(3);
    expect(clock.playing).toBe(false);
    expect(clock.time(0)).toBe(3);
    expect(clock.time(60_000)).toBe(3);
    expect(new PreviewClock().time(0)).toBe(ANIMATION.seconds);
  });

  it('plays from the still from the effect\'s start and loops', () => {
    const clock = new PreviewClock(3);
    clock.play(1000);
    expect(clock.playing).toBe(true);
    expect(clock.time(1000)).toBe(0);
    expect(clock.time(2500)).toBeCloseTo(1.5);
    expect(clock.time(4500)).toBeCloseTo(0.5);
    // A screen frame stamped a moment before play: the start, not a negative time.
    expect(clock.time(990)).toBe(0);
  });

  it('stands on the frame it was paused on, and goes on from there', () => {
    const clock = new PreviewClock(3);
    clock.play(0);
    clock.pause(1200);
    expect(clock.playing).toBe(false);
    expect(clock.time(1200)).toBeCloseTo(1.2);
    expect(clock.time(9000)).toBeCloseTo(1.2);
    clock.play(9000);
    expect(clock.time(9500)).toBeCloseTo(1.7);
    // Playing or pausing twice changes nothing.
    clock.play(9600);
    expect(clock.time(9800)).toBeCloseTo(2.0);
    clock.pause(10_000);
    clock.pause(11_000);
    expect(clock.time(12_000)).toBeCloseTo(2.2);
  });

  it('another effect: from its start while playing, its last frame while paused', () => {
    const clock = new PreviewClock(3);
    clock.play(0);
    clock.restart(2000);
    expect(clock.time(2000)).toBe(0);
    expect(clock.time(2400)).toBeCloseTo(0.4);
    clock.pause(2400);
    clock.restart(5000);
    expect(clock.time(5000)).toBe(3);
    clock.play(6000);
    expect(clock.time(6000)).toBe(0);
  });
});

describe('PreviewClock.seek', () => {
  it('moves a paused preview to the frame picked, and playing goes on from there; it does nothing while playing', () => {
    const clock = new PreviewClock(3);
    clock.seek(1.5);
    expect(clock.time(10_000)).toBe(1.5);
    clock.play(20_000);
    expect(clock.time(20_500)).toBeCloseTo(2);
    clock.seek(0.1);
    expect(clock.time(20_500)).toBeCloseTo(2);
    clock.pause(20_500);
    clock.seek(-4);
    expect(clock.time(0)).toBe(0);
  });
});
