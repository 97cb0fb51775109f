/**
 * The sound and buzz of a finished kitchen timer. Browsers let a page play sound only
 * after the person has interacted with it, so `prepareAlarm` is called from the tap that
 * starts a timer; the alarm then reuses that audio context. Every call is guarded: no
 * Web Audio, no vibration motor or a refusal simply means no sound or no buzz.
 */
let audio: AudioContext | null = null;

type AudioWindow = Window & { webkitAudioContext?: typeof AudioContext };

export function prepareAlarm(): void {
  try {
    const Context = window.AudioContext ?? (window as AudioWindow).webkitAudioContext;
    if (!Context) return;
    audio ??= new Context();
    if (audio.state === 'suspended') void audio.resume().catch(() => {});
  } catch {
    audio = null;
  }
}

/** Three short beeps, and a buzz where the device can. */
export function soundAlarm(): void {
  try {
    if ('vibrate' in navigator) navigator.vibrate([200, 100, 200, 100, 200]);
  } catch {
    // No motor, or not allowed now.
  }
  try {
    if (!audio) return;
    const start = audio.currentTime + 0.05;
    for (let beep = 0; beep < 3; beep++) {
      const at = start + beep * 0.35;
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = 880;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.3, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.25);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(at);
      oscillator.stop(at + 0.3);
    }
  } catch {
    // Audio unavailable: the toast still says the timer is done.
  }
}
