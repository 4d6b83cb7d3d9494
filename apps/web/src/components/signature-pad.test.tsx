// @vitest-environment jsdom
import { SIGNATURE_HEIGHT, SIGNATURE_WIDTH, type Signature } from '@piiq/domain/consent-forms';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MIRROR_TOUCH_PX } from '../theme/theme.ts';
import { SignaturePad, type SignaturePadProps } from './signature-pad.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The pad drawn 500 × 200 px at (10, 20): half the domain's box, so a pixel is two units. */
const BOX = { left: 10, top: 20, width: SIGNATURE_WIDTH / 2, height: SIGNATURE_HEIGHT / 2 };

function Harness({ onChange, ...props }: Partial<SignaturePadProps>) {
  const [strokes, setStrokes] = useState<Signature>([]);
  return (
    <SignaturePad
      label="Your signature"
      value={strokes}
      onChange={(next) => {
        setStrokes(next);
        onChange?.(next);
      }}
      {...props}
    />
  );
}

function renderPad(props: Partial<SignaturePadProps> = {}) {
  const onChange = vi.fn<(strokes: Signature) => void>();
  render(<Harness onChange={onChange} {...props} />);
  const pad = screen.getByRole('application', { name: 'Your signature' });
  vi.spyOn(pad, 'getBoundingClientRect').mockReturnValue({
    ...BOX,
    x: BOX.left,
    y: BOX.top,
    right: BOX.left + BOX.width,
    bottom: BOX.top + BOX.height,
    toJSON: () => BOX,
  });
  return { pad, onChange };
}

/** One stroke through the given page points, as a pointer of the given kind draws it. */
function draw(pad: HTMLElement, points: Array<[number, number]>, pointerType = 'mouse', pointerId = 1) {
  const [first, ...rest] = points;
  if (!first) return;
  fireEvent.pointerDown(pad, { clientX: first[0], clientY: first[1], pointerId, pointerType, button: 0 });
  for (const [clientX, clientY] of rest) fireEvent.pointerMove(pad, { clientX, clientY, pointerId, pointerType });
  const last = points.at(-1) ?? first;
  fireEvent.pointerUp(pad, { clientX: last[0], clientY: last[1], pointerId, pointerType });
}

const inkPath = (pad: HTMLElement) => pad.querySelector('path')?.getAttribute('d') ?? null;

describe('signature pad', () => {
  it('has its visible label, takes the keyboard focus and says it is empty', () => {
    const { pad } = renderPad();
    expect(screen.getByText('Your signature')).toBeVisible();
    expect(pad.tabIndex).toBe(0);
    pad.focus();
    expect(document.activeElement).toBe(pad);
    expect(screen.getByRole('status')).toHaveTextContent('Nothing is drawn yet.');
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();
  });

  it('keeps a stroke as whole numbers in the domain’s box, drawn as the pointer moves', () => {
    const { pad, onChange } = renderPad();
    fireEvent.pointerDown(pad, { clientX: 10, clientY: 20, pointerId: 3, pointerType: 'pen', button: 0 });
    fireEvent.pointerMove(pad, { clientX: 110.4, clientY: 70.2, pointerId: 3, pointerType: 'pen' });
    // Shown while the pen is still down, before anything is handed on.
    expect(inkPath(pad)).toBe('M0 0 L201 100');
    expect(onChange).not.toHaveBeenCalled();
    // Past the edge the point stays on the box's edge.
    fireEvent.pointerMove(pad, { clientX: 900, clientY: 400, pointerId: 3, pointerType: 'pen' });
    fireEvent.pointerUp(pad, { clientX: 900, clientY: 400, pointerId: 3, pointerType: 'pen' });
    expect(onChange).toHaveBeenLastCalledWith([
      [
        [0, 0],
        [201, 100],
        [SIGNATURE_WIDTH, SIGNATURE_HEIGHT],
      ],
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('A signature is drawn.');
  });

  it('adds each stroke, skips moves too small to see, and draws a tap as a dot', () => {
    const { pad, onChange } = renderPad();
    draw(pad, [
      [60, 70],
      [60.5, 70.5],
      [160, 70],
    ]);
    draw(pad, [[260, 120]], 'touch', 7);
    expect(onChange).toHaveBeenLastCalledWith([
      [
        [100, 100],
        [300, 100],
      ],
      [[500, 200]],
    ]);
    expect(inkPath(pad)).toBe('M100 100 L300 100 M500 200 L500 200');
  });

  it('follows one finger at a time: a second finger and a mouse’s other buttons draw nothing', () => {
    const { pad, onChange } = renderPad();
    fireEvent.pointerDown(pad, { clientX: 60, clientY: 70, pointerId: 1, pointerType: 'touch' });
    fireEvent.pointerDown(pad, { clientX: 300, clientY: 170, pointerId: 2, pointerType: 'touch' });
    fireEvent.pointerMove(pad, { clientX: 310, clientY: 180, pointerId: 2, pointerType: 'touch' });
    fireEvent.pointerMove(pad, { clientX: 110, clientY: 70, pointerId: 1, pointerType: 'touch' });
    fireEvent.pointerUp(pad, { clientX: 310, clientY: 180, pointerId: 2, pointerType: 'touch' });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.pointerCancel(pad, { pointerId: 1, pointerType: 'touch' });
    expect(onChange).toHaveBeenLastCalledWith([
      [
        [100, 100],
        [200, 100],
      ],
    ]);

    fireEvent.pointerDown(pad, { clientX: 60, clientY: 70, pointerId: 4, pointerType: 'mouse', button: 2 });
    fireEvent.pointerMove(pad, { clientX: 160, clientY: 70, pointerId: 4, pointerType: 'mouse' });
    fireEvent.pointerUp(pad, { clientX: 160, clientY: 70, pointerId: 4, pointerType: 'mouse' });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('clears what was drawn and says so', () => {
    const { pad, onChange } = renderPad();
    draw(pad, [
      [60, 70],
      [160, 70],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(inkPath(pad)).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Nothing is drawn yet.');
  });

  it('draws with the arrow keys, and Enter lifts the pen', () => {
    const { pad, onChange } = renderPad();
    pad.focus();
    fireEvent.keyDown(pad, { key: 'ArrowRight' });
    fireEvent.keyDown(pad, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(pad, { key: 'Enter' });
    fireEvent.keyDown(pad, { key: 'ArrowUp' });
    expect(onChange).toHaveBeenLastCalledWith([
      [
        [100, 280],
        [120, 280],
        [200, 280],
      ],
      [
        [200, 280],
        [200, 260],
      ],
    ]);
  });

  it('draws nothing while disabled', () => {
    const { pad, onChange } = renderPad({ disabled: true });
    draw(pad, [
      [60, 70],
      [160, 70],
    ]);
    fireEvent.keyDown(pad, { key: 'ArrowRight' });
    expect(onChange).not.toHaveBeenCalled();
    expect(pad.tabIndex).toBe(-1);
  });

  it('shows what is wrong under the box and reads it with the box', () => {
    const { pad } = renderPad({ error: 'Sign in the box with a finger or the mouse.' });
    const message = screen.getByText('Sign in the box with a finger or the mouse.');
    expect(pad.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    expect(pad.getAttribute('aria-invalid')).toBe('true');
  });

  it('gives its button a touch target of the mirror’s size when asked', () => {
    renderPad({ size: 'touch' });
    const clear = screen.getByRole('button', { name: 'Clear' });
    expect(getComputedStyle(clear).minHeight).toBe(`${MIRROR_TOUCH_PX}px`);
    expect(getComputedStyle(clear).minWidth).toBe(`${MIRROR_TOUCH_PX}px`);
  });
});
