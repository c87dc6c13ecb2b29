/*
 * Ends the current task: what follows `await nextTask()` runs in a new one, so the browser can paint
 * and answer input in between (the steps of decisions 103, 139 and 142).
 *
 * A message to oneself rather than `setTimeout(…, 0)`: timers set from timers are held back to at
 * least 4 ms once they are nested five deep, so a start-up of thirty steps would wait about 120 ms
 * for nothing. A message is a task of its own too, and is not held back.
 */

const waiting: Array<() => void> = [];
let channel: MessageChannel | null = null;

function messageChannel(): MessageChannel | null {
  if (channel || typeof MessageChannel !== 'function') return channel;
  channel = new MessageChannel();
  channel.port1.onmessage = () => waiting.shift()?.();
  // Node (tests): the port must not keep the process alive.
  (channel.port1 as { unref?: () => void }).unref?.();
  return channel;
}

export function nextTask(): Promise<void> {
  return new Promise<void>((resolve) => {
    const port = messageChannel()?.port2;
    if (!port) {
      setTimeout(resolve, 0);
      return;
    }
    waiting.push(resolve);
    port.postMessage(null);
  });
}
