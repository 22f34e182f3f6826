/**
 * The swap sound (spec 9 "a swap sound plays on token selection when sounds
 * are enabled"): a short two-tone beep made with WebAudio, so no audio file
 * is shipped. Silently does nothing where audio is unavailable.
 */
let ctx: AudioContext | undefined;

export function playSwapSound(): void {
  try {
    const Ctor = (globalThis as { AudioContext?: typeof AudioContext }).AudioContext;
    if (!Ctor) return;
    ctx ??= new Ctor();
    const now = ctx.currentTime;
    const gain = ctx.createGain();
    gain.gain.setValueAtTime(0.0001, now);
    gain.gain.exponentialRampToValueAtTime(0.15, now + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + 0.18);
    gain.connect(ctx.destination);
    const osc = ctx.createOscillator();
    osc.type = 'sine';
    osc.frequency.setValueAtTime(880, now);
    osc.frequency.setValueAtTime(1320, now + 0.07);
    osc.connect(gain);
    osc.start(now);
    osc.stop(now + 0.2);
  } catch {
    // No audio device or autoplay refused: the sound is a nicety.
  }
}
