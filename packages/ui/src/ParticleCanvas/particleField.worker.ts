/**
 * Draws the particle field on the `OffscreenCanvas` the page hands over, so its animation frames never take the
 * page's main thread (where each frame cost as much as the answer to a click on a slow phone).
 */
import { createParticleField, type FieldDrawn, type FieldMessage } from './particleField';

const drawn: FieldDrawn = { type: 'drawn' };
const toPage = globalThis as unknown as { postMessage(message: FieldDrawn): void };
let field: ((message: FieldMessage) => void) | undefined;

addEventListener(
  'message',
  (event: MessageEvent<FieldMessage | { type: 'canvas'; canvas: OffscreenCanvas }>) => {
    const message = event.data;
    if (message.type === 'canvas')
      field = createParticleField(message.canvas, () => toPage.postMessage(drawn));
    else field?.(message);
  },
);
