import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { SIGNATURE_HEIGHT, SIGNATURE_WIDTH, signaturePath, type Signature } from '@piiq/domain/consent-forms';
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent, type Ref } from 'react';
import { MIRROR_TOUCH_PX } from '../theme/theme.ts';
import { visuallyHidden } from './visually-hidden.ts';

type Point = Signature[number][number];

/** A signature's strokes as ink, in the pad's box: the same on the pad and wherever a kept one is shown. */
export function SignatureInk({ path }: { path: string }) {
  return (
    <path d={path} fill="none" stroke="currentColor" strokeWidth={8} strokeLinecap="round" strokeLinejoin="round" />
  );
}

export interface SignaturePadProps {
  /** The visible label over the box, which also names it for screen readers ("Your signature"). */
  label: string;
  /** The strokes drawn so far, each a list of [x, y] in the domain's signature box. */
  value: Signature;
  onChange: (strokes: Signature) => void;
  /** 'touch' for a screen used standing or at arm's length (the mirror): its button at least MIRROR_TOUCH_PX. */
  size?: 'regular' | 'touch';
  disabled?: boolean;
  /** What is wrong with the signature, under the box. */
  error?: string | undefined;
  /** The drawing box, for a form that moves the focus to it when the signature is missing. */
  ref?: Ref<HTMLDivElement>;
}

/** Points closer than this (in the box's units) add nothing a reader would see, only size to keep. */
const MIN_STEP = 3;
/** How far one arrow key moves the pen, and with Shift. */
const KEY_STEP = 20;
const KEY_STEP_LARGE = 80;
/** Where the keyboard's pen starts: at the left of the signing line. */
const KEY_START: Point = [Math.round(SIGNATURE_WIDTH * 0.1), Math.round(SIGNATURE_HEIGHT * 0.7)];
const SIGNING_LINE_Y = Math.round(SIGNATURE_HEIGHT * 0.78);

const KEY_MOVES: Readonly<Record<string, Point>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

const clamp = (value: number, max: number) => Math.min(max, Math.max(0, Math.round(value)));

/** Where a pointer is, in the box's units: the box may be drawn at any size. */
function pointOf(event: PointerEvent<HTMLElement>): Point {
  const rect = event.currentTarget.getBoundingClientRect();
  const across = rect.width > 0 ? (event.clientX - rect.left) / rect.width : 0;
  const down = rect.height > 0 ? (event.clientY - rect.top) / rect.height : 0;
  return [clamp(across * SIGNATURE_WIDTH, SIGNATURE_WIDTH), clamp(down * SIGNATURE_HEIGHT, SIGNATURE_HEIGHT)];
}

function farEnough(from: Point | undefined, to: Point): boolean {
  return !from || Math.hypot(to[0] - from[0], to[1] - from[1]) >= MIN_STEP;
}

/** A tap is a dot: drawn as a line to itself, which the round cap turns into one. */
const drawable = (strokes: Signature): Signature =>
  strokes.map((stroke) => (stroke.length === 1 && stroke[0] ? [stroke[0], stroke[0]] : stroke));

/**
 * A box to sign in with a finger, a pen or the mouse. What is drawn is kept as strokes of whole
 * numbers in the domain's signature box, so it redraws the same at any size; the box keeps that
 * box's shape so the strokes are not stretched. The page does not scroll while a finger draws in
 * it. From the keyboard, the arrow keys draw and Enter lifts the pen.
 */
export function SignaturePad({ label, value, onChange, size = 'regular', disabled, error, ref }: SignaturePadProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const keysId = `${id}-keys`;
  const stateId = `${id}-state`;
  const errorId = `${id}-error`;
  /** The stroke the pointer is drawing now: kept in a ref, as moves come faster than renders. */
  const stroke = useRef<Point[] | null>(null);
  /** The same stroke, shown as it goes; handed on when the pointer lifts. */
  const [drawing, setDrawing] = useState<readonly Point[] | null>(null);
  const pointer = useRef<number | null>(null);
  const keyPen = useRef<{ at: Point; down: boolean }>({ at: KEY_START, down: false });

  const shown = drawing ? [...value, [...drawing]] : value;
  const empty = shown.length === 0;
  const touch = size === 'touch';

  const finish = () => {
    const drawn = stroke.current;
    pointer.current = null;
    stroke.current = null;
    setDrawing(null);
    if (drawn && drawn.length > 0) onChange([...value, drawn]);
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (disabled || pointer.current !== null) return;
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    pointer.current = event.pointerId;
    keyPen.current.down = false;
    try {
      // Keeps the stroke going when the finger slides past the edge; a pointer the browser no longer
      // tracks cannot be captured, and drawing goes on without.
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // Nothing to do: see above.
    }
    stroke.current = [pointOf(event)];
    setDrawing(stroke.current);
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const current = stroke.current;
    if (pointer.current !== event.pointerId || !current) return;
    const point = pointOf(event);
    if (!farEnough(current.at(-1), point)) return;
    stroke.current = [...current, point];
    setDrawing(stroke.current);
  };

  const onPointerEnd = (event: PointerEvent<HTMLElement>) => {
    if (pointer.current === event.pointerId) finish();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (disabled) return;
    const move = KEY_MOVES[event.key];
    if (move) {
      event.preventDefault();
      const step = event.shiftKey ? KEY_STEP_LARGE : KEY_STEP;
      const pen = keyPen.current;
      const to: Point = [
        clamp(pen.at[0] + move[0] * step, SIGNATURE_WIDTH),
        clamp(pen.at[1] + move[1] * step, SIGNATURE_HEIGHT),
      ];
      const last = value.at(-1);
      const strokes = pen.down && last ? [...value.slice(0, -1), [...last, to]] : [...value, [pen.at, to]];
      keyPen.current = { at: to, down: true };
      onChange(strokes);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      keyPen.current.down = false;
    }
  };

  const clear = () => {
    keyPen.current = { at: KEY_START, down: false };
    pointer.current = null;
    stroke.current = null;
    setDrawing(null);
    onChange([]);
  };

  return (
    <Box>
      <Typography id={labelId} component="p" sx={{ fontWeight: 500, mb: 1 }}>
        {label}
      </Typography>
      <Box
        ref={ref}
        role="application"
        aria-roledescription="signature pad"
        aria-labelledby={labelId}
        aria-describedby={[hintId, keysId, stateId, error ? errorId : null].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-disabled={disabled || undefined}
        tabIndex={disabled ? -1 : 0}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onLostPointerCapture={onPointerEnd}
        onKeyDown={onKeyDown}
        onBlur={() => {
          keyPen.current.down = false;
        }}
        sx={{
          position: 'relative',
          width: '100%',
          aspectRatio: `${SIGNATURE_WIDTH} / ${SIGNATURE_HEIGHT}`,
          bgcolor: 'background.paper',
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          cursor: disabled ? 'default' : 'crosshair',
          // The finger draws: the page neither scrolls nor zooms under it.
          touchAction: 'none',
          userSelect: 'none',
          WebkitUserSelect: 'none',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '2px' },
          '&:focus-visible + [data-keys-hint]': {
            position: 'static',
            width: 'auto',
            height: 'auto',
            margin: 0,
            clip: 'auto',
            whiteSpace: 'normal',
          },
        }}
      >
        <svg
          viewBox={`0 0 ${SIGNATURE_WIDTH} ${SIGNATURE_HEIGHT}`}
          width="100%"
          height="100%"
          aria-hidden="true"
          focusable="false"
          style={{ display: 'block', pointerEvents: 'none' }}
        >
          <line
            x1={SIGNATURE_WIDTH * 0.05}
            x2={SIGNATURE_WIDTH * 0.95}
            y1={SIGNING_LINE_Y}
            y2={SIGNING_LINE_Y}
            stroke="currentColor"
            strokeWidth={2}
            strokeDasharray="12 10"
            opacity={0.35}
          />
          {empty ? null : <SignatureInk path={signaturePath(drawable(shown))} />}
        </svg>
        {empty ? (
          <Typography
            aria-hidden="true"
            color="text.secondary"
            sx={{ position: 'absolute', left: '5%', top: '45%', pointerEvents: 'none' }}
          >
            Sign here
          </Typography>
        ) : null}
      </Box>
      <Typography id={keysId} data-keys-hint variant="body2" color="text.secondary" sx={{ ...visuallyHidden, mt: 0.5 }}>
        With the keyboard, the arrow keys draw (with Shift, further) and Enter lifts the pen.
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 0.5 }}>
        <Typography id={hintId} variant="body2" color="text.secondary">
          Sign with a finger, a pen or the mouse.
        </Typography>
        <Button
          onClick={clear}
          disabled={disabled || empty}
          size={touch ? 'large' : 'medium'}
          sx={touch ? { minHeight: MIRROR_TOUCH_PX, minWidth: MIRROR_TOUCH_PX } : undefined}
        >
          Clear
        </Button>
      </Box>
      <Box id={stateId} role="status" aria-atomic="true" sx={visuallyHidden}>
        {empty ? 'Nothing is drawn yet.' : 'A signature is drawn.'}
      </Box>
      {error ? (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
