import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import countdown from '../../shared/islands/countdown';

const Countdown = countdown.Component;
/** A start like the shop's: every unit above zero. */
const countdownStart = { days: 15, hours: 8, minutes: 32, seconds: 45 };

const label = 'Time left to order';

/** The four shown values, days to seconds, as displayed (two digits). */
function shown(): string[] {
  return Array.from(document.querySelectorAll('.countdown__value')).map((value) => value.textContent ?? '');
}

/**
 * Advances the clock one second at a time: each tick schedules the next timeout only after React has
 * re-rendered, so a single large advance would fire just one tick.
 */
function tick(seconds: number) {
  for (let i = 0; i < seconds; i++) {
    act(() => {
      vi.advanceTimersByTime(1000);
    });
  }
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Countdown', () => {
  it('renders the start with two digits per unit: 15 / 08 / 32 / 45', () => {
    render(<Countdown start={countdownStart} label={label} />);
    expect(shown()).toEqual(['15', '08', '32', '45']);
  });

  it('is a timer named by its label with the time readable as text', () => {
    render(<Countdown start={countdownStart} label={label} />);
    const timer = screen.getByRole('timer', { name: label });
    expect(timer).toHaveTextContent('15 days, 8 hours, 32 minutes and 45 seconds left to order');
  });

  it('labels the four units', () => {
    render(<Countdown start={countdownStart} label={label} />);
    const labels = Array.from(document.querySelectorAll('.countdown__label')).map((el) => el.textContent);
    expect(labels).toEqual(['Days', 'Hours', 'Minutes', 'Seconds']);
  });

  it('does not tick before a full second has passed', () => {
    render(<Countdown start={countdownStart} label={label} />);
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(shown()).toEqual(['15', '08', '32', '45']);
  });

  it('shows 44 seconds after 1000 ms', () => {
    render(<Countdown start={countdownStart} label={label} />);
    tick(1);
    expect(shown()).toEqual(['15', '08', '32', '44']);
  });

  it('borrows a minute after 45 more seconds: minutes 31 and seconds 59', () => {
    render(<Countdown start={countdownStart} label={label} />);
    tick(1);
    tick(44);
    expect(shown()).toEqual(['15', '08', '32', '00']);
    tick(1);
    expect(shown()).toEqual(['15', '08', '31', '59']);
    expect(screen.getByRole('timer')).toHaveTextContent('15 days, 8 hours, 31 minutes and 59 seconds');
  });

  it('borrows an hour: 1 hour exactly becomes 00:59:59', () => {
    render(<Countdown start={{ days: 0, hours: 1, minutes: 0, seconds: 0 }} label={label} />);
    tick(1);
    expect(shown()).toEqual(['00', '00', '59', '59']);
  });

  it('borrows a day: 1 day exactly becomes 0 days 23:59:59', () => {
    render(<Countdown start={{ days: 1, hours: 0, minutes: 0, seconds: 0 }} label={label} />);
    tick(1);
    expect(shown()).toEqual(['00', '23', '59', '59']);
  });

  it('stops at all zeros from one second left and stays there', () => {
    render(<Countdown start={{ days: 0, hours: 0, minutes: 0, seconds: 1 }} label={label} />);
    tick(1);
    expect(shown()).toEqual(['00', '00', '00', '00']);
    expect(screen.getByRole('timer')).toHaveTextContent('0 days, 0 hours, 0 minutes and 0 seconds');
    tick(5);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(shown()).toEqual(['00', '00', '00', '00']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('schedules nothing when it starts at zero', () => {
    render(<Countdown start={{ days: 0, hours: 0, minutes: 0, seconds: 0 }} label={label} />);
    expect(vi.getTimerCount()).toBe(0);
    expect(shown()).toEqual(['00', '00', '00', '00']);
  });

  it('clears its timer when unmounted', () => {
    const { unmount } = render(<Countdown start={countdownStart} label={label} />);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
