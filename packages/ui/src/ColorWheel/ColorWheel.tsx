import type { Hsl } from '@site/color';
import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import { ColorChannelSlider } from '../ColorSliders/ColorChannelSlider';
import { visuallyHidden } from '../styles/visuallyHidden.css';
import * as styles from './ColorWheel.css';
import { clampSaturation, hueSaturationToPoint, pointToHueSaturation, wrapHue } from './wheelGeometry';

export interface ColorWheelProps {
  value: Hsl;
  onChange: (value: Hsl) => void;
  /** Diameter of the disc in px. @default 240 */
  size?: number;
  /** Name of the whole control. @default 'Color wheel' */
  label?: string;
  /** @default 'Hue' */
  hueLabel?: string;
  /** @default 'Saturation' */
  saturationLabel?: string;
  /** @default 'Lightness' */
  lightnessLabel?: string;
  isDisabled?: boolean;
  className?: string;
}

const HUE_PAGE_STEP = 15;
const SATURATION_PAGE_STEP = 10;

/**
 * A hue/saturation disc with a lightness slider beside it. Pointer: press, move and release (or leave)
 * drag the thumb; a click alone sets the value, so dragging is never required (WCAG 2.2 SC 2.5.7).
 * Keyboard: like react-aria's ColorArea, two visually hidden range inputs carry focus and the screen
 * reader value; left/right always change hue and up/down saturation, whichever of the two has focus.
 */
export function ColorWheel({
  value,
  onChange,
  size = 240,
  label = 'Color wheel',
  hueLabel = 'Hue',
  saturationLabel = 'Saturation',
  lightnessLabel = 'Lightness',
  isDisabled = false,
  className,
}: ColorWheelProps) {
  const dragging = useRef(false);
  const hueInput = useRef<HTMLInputElement>(null);
  const h = wrapHue(value.h);
  const s = clampSaturation(value.s);
  const l = Math.round(value.l);
  const valueText = `${hueLabel} ${h}°, ${saturationLabel} ${s}%`;
  const thumb = hueSaturationToPoint(h, s, size);

  const update = (next: Partial<Hsl>) => onChange({ h, s, l: value.l, ...next });

  const updateFromPointer = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    update(pointToHueSaturation(event.clientX - box.left, event.clientY - box.top, size));
  };
  const endDrag = () => {
    dragging.current = false;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const channel = event.currentTarget.dataset.channel;
    const onHue = channel === 'hue';
    let next: Partial<Hsl>;
    switch (event.key) {
      case 'ArrowRight':
        next = { h: wrapHue(h + 1) };
        break;
      case 'ArrowLeft':
        next = { h: wrapHue(h - 1) };
        break;
      case 'ArrowUp':
        next = { s: clampSaturation(s + 1) };
        break;
      case 'ArrowDown':
        next = { s: clampSaturation(s - 1) };
        break;
      case 'PageUp':
        next = onHue ? { h: wrapHue(h + HUE_PAGE_STEP) } : { s: clampSaturation(s + SATURATION_PAGE_STEP) };
        break;
      case 'PageDown':
        next = onHue ? { h: wrapHue(h - HUE_PAGE_STEP) } : { s: clampSaturation(s - SATURATION_PAGE_STEP) };
        break;
      case 'Home':
        next = onHue ? { h: 0 } : { s: 0 };
        break;
      case 'End':
        next = onHue ? { h: 359 } : { s: 100 };
        break;
      default:
        return;
    }
    // The native range input would also move on these keys, on its own axis only.
    event.preventDefault();
    update(next);
  };

  const discBackground = [
    `radial-gradient(closest-side, hsl(0 0% ${l}%), hsl(0 0% ${l}% / 0))`,
    `conic-gradient(${[0, 60, 120, 180, 240, 300, 360].map((hue) => `hsl(${hue} 100% ${l}%)`).join(', ')})`,
  ].join(', ');

  return (
    <fieldset className={[styles.root, className].filter(Boolean).join(' ')}>
      <legend className={visuallyHidden}>{label}</legend>
      <div
        className={styles.disc}
        data-wheel-disc=""
        data-disabled={isDisabled || undefined}
        style={{ width: size, height: size, background: discBackground }}
        onPointerDown={(event) => {
          if (isDisabled || event.button !== 0) return;
          // Keep focus inside the wheel so the keyboard continues where the pointer left off.
          event.preventDefault();
          hueInput.current?.focus({ preventScroll: true });
          dragging.current = true;
          updateFromPointer(event);
        }}
        onPointerMove={(event) => {
          if (dragging.current) updateFromPointer(event);
        }}
        onPointerUp={endDrag}
        onPointerLeave={endDrag}
        onPointerCancel={endDrag}
      >
        <div
          className={styles.thumb}
          style={{ left: thumb.x, top: thumb.y, background: `hsl(${h} ${s}% ${l}%)` }}
          aria-hidden
        />
        {(
          [
            { channel: 'hue', name: hueLabel, max: 359, current: h, ref: hueInput },
            { channel: 'saturation', name: saturationLabel, max: 100, current: s, ref: undefined },
          ] as const
        ).map((input) => (
          <input
            key={input.channel}
            ref={input.ref}
            type="range"
            className={visuallyHidden}
            data-channel={input.channel}
            aria-label={input.name}
            aria-valuetext={valueText}
            min={0}
            max={input.max}
            step={1}
            value={input.current}
            disabled={isDisabled}
            onKeyDown={onKeyDown}
            onChange={(event) =>
              update(
                input.channel === 'hue'
                  ? { h: wrapHue(Number(event.target.value)) }
                  : { s: clampSaturation(Number(event.target.value)) },
              )
            }
          />
        ))}
      </div>
      <ColorChannelSlider
        className={styles.lightness}
        channel="lightness"
        orientation="vertical"
        label={lightnessLabel}
        value={{ h, s, l: value.l }}
        onChange={onChange}
        isDisabled={isDisabled}
      />
    </fieldset>
  );
}
