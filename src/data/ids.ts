/**
 * Ids for new documents, made on the device so that creating works offline: 26 characters
 * of Crockford base32 (like a ULID), 48 bits of milliseconds then 80 random bits. They sort
 * as text in creation order, are unique across devices, and are valid keys.
 */

const DIGITS = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const TIME_DIGITS = 10;
const RANDOM_DIGITS = 16;

let lastTime = -1;
let lastRandom: number[] = [];

/**
 * A new time-ordered id. Within one millisecond (or when the clock steps back) the random
 * part counts up from the previous id's, so ids made here never go out of order.
 */
export function newId(now = Date.now()): string {
  if (now > lastTime) {
    lastTime = now;
    lastRandom = [...crypto.getRandomValues(new Uint8Array(RANDOM_DIGITS))].map(
      (byte) => byte & 31,
    );
  } else {
    // NOTE: 80 random bits leave room for about 2^79 more ids in this millisecond.
    let index = RANDOM_DIGITS - 1;
    while (lastRandom[index] === 31) lastRandom[index--] = 0;
    lastRandom[index]! += 1;
  }
  let time = '';
  for (let rest = lastTime, count = 0; count < TIME_DIGITS; count++) {
    time = DIGITS[rest % 32]! + time;
    rest = Math.floor(rest / 32);
  }
  return time + lastRandom.map((digit) => DIGITS[digit]).join('');
}
