/**
 * The app's first render in slices (P2 total blocking time). Preact renders a tree in one
 * pass (React's concurrent slicing is not in it, ADR 047), so the whole start-up page was
 * one task of 240–320 ms on a phone-speed CPU. While slicing is on, each `StartUpSlice`
 * (components/start-up-slice.tsx) first draws its reserved box and waits its turn here; the
 * queue reveals one slice per task, in the order they mounted, so the phone can paint and
 * answer input between them. Slicing is on only for the start-up (`start.tsx` turns it on
 * before the first render); once the queue has drained it is off for good, so a later
 * navigation, and every test, draws everything at once.
 */
type Reveal = () => void;

let slicing = false;
const queue: Reveal[] = [];
let pumping = false;

/** A task of its own (not a microtask): a message posted to ourselves runs unclamped. */
const nextTask: (work: () => void) => void = (() => {
  if (typeof MessageChannel !== 'function') return (work) => void setTimeout(work, 0);
  const channel = new MessageChannel();
  const waiting: Array<() => void> = [];
  channel.port1.onmessage = () => waiting.shift()?.();
  return (work) => {
    waiting.push(work);
    channel.port2.postMessage(null);
  };
})();

function pump() {
  const reveal = queue.shift();
  if (!reveal) {
    pumping = false;
    slicing = false;
    return;
  }
  reveal();
  nextTask(pump);
}

function pumpSoon() {
  if (pumping) return;
  pumping = true;
  nextTask(pump);
}

/**
 * Turns slicing on for the first render (`start.tsx`). The pump starts now too, so a first
 * render with no slice at all (a status page) still ends the start-up a task later.
 */
export function startSlicing(): void {
  slicing = true;
  pumpSoon();
}

export function isSlicing(): boolean {
  return slicing;
}

/**
 * Queues `reveal` for a task after the ones queued before it; returns a cancel for a slice
 * that unmounts before its turn.
 */
export function queueSlice(reveal: Reveal): () => void {
  queue.push(reveal);
  pumpSoon();
  return () => {
    const at = queue.indexOf(reveal);
    if (at >= 0) queue.splice(at, 1);
  };
}
