/**
 * Runs `then` in a task of its own once the next frame has been painted (a frame, then a
 * message: not clamped as nested timers are). For drawing a screen in steps: what shows
 * first is painted before the rest is made. Returns a function that cancels it.
 */
export function afterPaint(then: () => void): () => void {
  let cancelled = false;
  const frame = requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      if (!cancelled) then();
    };
    channel.port2.postMessage(null);
  });
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
  };
}
