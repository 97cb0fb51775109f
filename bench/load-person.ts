import { BenchLiveClient, LiveRefusal } from './live-client.ts';
import type { LoadTally, Operation } from './load-figures.ts';
import type { VerifiedUser } from '../src/server/testing/verified-user.ts';
import type { JsonValue } from '../src/shared/data/protocol.ts';
import { RECIPE_BOOK_TINY, RECIPES_COLLECTION } from '../src/shared/recipe-book/recipe-model.ts';

/**
 * A person's recipe book: small, because every change sends the whole collection to both
 * devices and the bench parses each in this process, on the same cores as the server.
 */
export const RECIPES_PER_PERSON = 12;
/** How long a refused write waits when the refusal names no time (the live socket's). */
const RATE_LIMITED_WAIT_S = 1;
/** Deliveries still expected when the run ends may arrive until this much later. */
const DELIVERY_GRACE_MS = 5_000;

const STEPS = [
  'Whisk the eggs with the milk and a pinch of salt until smooth.',
  'Fold in the flour a spoonful at a time; rest the batter for ten minutes.',
  'Heat a thin film of butter in a wide pan over a medium flame.',
  'Pour a ladle of batter, tilt the pan to spread it, cook until golden, turn once.',
  'Keep warm in a low oven while the rest cook; serve with lemon and sugar.',
];

/** A recipe as the Recipe Book saves it (about 1.2 KB), `stamp` in its notes. */
export function recipeValue(n: number, stamp: string): JsonValue {
  const now = new Date().toISOString();
  return {
    name: `Thin pancakes no. ${n}`,
    type: 'breakfast',
    description: 'Thin, tender pancakes for a slow weekend morning.',
    prepMinutes: 10,
    cookMinutes: 20,
    servings: 4,
    ingredients: [
      { kind: 'ingredient', quantity: 250, unit: 'g', name: 'flour' },
      { kind: 'ingredient', quantity: 3, name: 'eggs' },
      { kind: 'ingredient', quantity: 500, unit: 'ml', name: 'milk', note: 'at room temperature' },
      { kind: 'ingredient', quantity: 1, unit: 'pinch', name: 'salt' },
      { kind: 'section', title: 'To serve' },
      { kind: 'ingredient', quantity: 1, name: 'lemon', note: 'in wedges' },
    ],
    steps: STEPS.map((text) => ({ kind: 'step', text })),
    tags: ['weekend', 'sweet', 'quick'],
    cuisine: 'French',
    notes: stamp,
    favourite: n % 3 === 0,
    createdAt: now,
    updatedAt: now,
  };
}

/** A refused HTTP request: the app's error code and, when rate limited, when to retry. */
class HttpRefusal extends Error {
  readonly code: string;
  readonly retryAfterS: number | undefined;
  constructor(code: string, retryAfterS: number | undefined) {
    super(code);
    this.code = code;
    this.retryAfterS = retryAfterS;
  }
}

/** The code a failed operation is counted under. */
function codeOf(error: unknown): string {
  if (error instanceof LiveRefusal || error instanceof HttpRefusal) return error.code;
  const message = (error as Error).message;
  if (/socket closed/.test(message)) return 'SOCKET_CLOSED';
  if (/No answer/.test(message)) return 'TIMEOUT';
  return 'NETWORK';
}

async function refusal(response: Response): Promise<HttpRefusal> {
  let code = `HTTP_${response.status}`;
  try {
    const body = (await response.json()) as { code?: unknown };
    if (typeof body.code === 'string') code = body.code;
  } catch {
    // Not the app's JSON error: the status names it.
  }
  const retryAfter = Number(response.headers.get('Retry-After'));
  return new HttpRefusal(code, retryAfter > 0 ? retryAfter : undefined);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Device = 'phone' | 'laptop';

/**
 * One signed-in person with two devices, both subscribed to their recipe book: the phone
 * writes over the live socket and the laptop over HTTP, and each device times the other's
 * writes arriving; the laptop also reads the whole book over HTTP.
 */
export class SimulatedPerson {
  private readonly user: VerifiedUser;
  private readonly address: string;
  private readonly origin: string;
  private readonly tally: LoadTally;
  private readonly collection: string;
  /**
   * Writes the other device has not seen yet, by recipe id, oldest first. NOTE: a device may
   * skip a state when a newer one of the same recipe is read first (a value is the path's
   * value when it is sent), so seeing a later write of a recipe counts its earlier ones
   * too; each recipe is written by one device only, so later means written later.
   */
  private readonly expected = new Map<
    string,
    { to: Device; writes: { n: number; sentAt: number }[] }
  >();
  private phone: BenchLiveClient | undefined;
  private laptop: BenchLiveClient | undefined;
  private stamps = 0;

  constructor(origin: string, user: VerifiedUser, address: string, tally: LoadTally) {
    this.origin = origin;
    this.user = user;
    this.address = address;
    this.tally = tally;
    this.collection = `users/${user.uid}/${RECIPE_BOOK_TINY}/${RECIPES_COLLECTION}`;
  }

  /** The live sockets of both devices. */
  get sockets() {
    return [this.phone, this.laptop].flatMap((client) => (client ? [client.socket] : []));
  }

  /** Opens both devices' sockets, fills the book with its recipes and subscribes both. */
  async prepare(): Promise<void> {
    this.phone = await BenchLiveClient.open(this.origin, this.user.cookie);
    this.laptop = await BenchLiveClient.open(this.origin, this.user.cookie);
    for (let n = 0; n < RECIPES_PER_PERSON; n++) {
      await this.phone.set(`${this.collection}/r${n}`, recipeValue(n, 'first version'));
    }
    for (const [device, client] of [
      ['phone', this.phone],
      ['laptop', this.laptop],
    ] as const) {
      await client.subscribe(this.collection);
      client.onValue = (value) => this.receive(device, value);
    }
  }

  /** Runs the three lanes (live writes, HTTP writes, HTTP reads) until `until`. */
  async run(until: number): Promise<void> {
    const phone = this.phone!;
    await Promise.all([
      this.lane(until, 'live', (n) =>
        n % 2 === 0
          ? this.write('live set', 'phone', n, (path, stamp) =>
              phone.set(path, recipeValue(n, stamp)),
            )
          : this.write('live update', 'phone', n, (path, stamp) =>
              phone.update(path, updateValues(n, stamp)),
            ),
      ),
      this.lane(until, 'http', (n) =>
        n % 2 === 0
          ? this.write('HTTP PUT', 'laptop', n, (path, stamp) =>
              this.send('PUT', path, recipeValue(n, stamp)),
            )
          : this.write('HTTP PATCH', 'laptop', n, (path, stamp) =>
              this.send('PATCH', path, updateValues(n, stamp)),
            ),
      ),
      this.lane(until, 'read', () => this.timed('HTTP GET collection', () => this.read())),
    ]);
  }

  /** Waits for the deliveries still expected; those that never came count as failures. */
  async settle(): Promise<void> {
    const giveUp = performance.now() + DELIVERY_GRACE_MS;
    const left = () =>
      [...this.expected.values()].reduce((sum, { writes }) => sum + writes.length, 0);
    while (left() > 0 && performance.now() < giveUp) await sleep(20);
    for (let count = left(); count > 0; count--) {
      this.tally.failed('delivery to the other device', 'NOT_DELIVERED');
    }
    this.expected.clear();
  }

  /** The recipes `from` writes: half the book each, so no recipe has two writers. */
  private recipeId(from: Device, n: number): string {
    const half = RECIPES_PER_PERSON / 2;
    return `r${(n % half) * 2 + (from === 'phone' ? 0 : 1)}`;
  }

  /**
   * Runs `step` again and again until `until`; a rate-limited step waits as told, and a
   * lane whose socket has closed stops (its failure is counted once).
   */
  private async lane(
    until: number,
    kind: 'live' | 'http' | 'read',
    step: (n: number) => Promise<number | undefined>,
  ): Promise<void> {
    for (let n = 0; performance.now() < until; n++) {
      if (kind === 'live' && this.phone!.socket.readyState !== this.phone!.socket.OPEN) return;
      const waitS = await step(n);
      if (waitS !== undefined) await sleep(Math.min(waitS * 1000, until - performance.now()));
    }
  }

  /** Times `run` under `operation`; resolves with how long to wait when rate limited. */
  private async timed(operation: Operation, run: () => Promise<void>): Promise<number | undefined> {
    const start = performance.now();
    try {
      await run();
      this.tally.succeeded(operation, performance.now() - start);
      return undefined;
    } catch (error) {
      const code = codeOf(error);
      this.tally.failed(operation, code);
      if (code !== 'RATE_LIMITED') return undefined;
      return error instanceof HttpRefusal
        ? (error.retryAfterS ?? RATE_LIMITED_WAIT_S)
        : RATE_LIMITED_WAIT_S;
    }
  }

  /** A write of recipe `n` by `from`, then expected at the other device. */
  private write(
    operation: Operation,
    from: Device,
    n: number,
    send: (path: string, stamp: string) => Promise<void>,
  ): Promise<number | undefined> {
    const id = this.recipeId(from, n);
    const sent = { n: this.stamps++, sentAt: performance.now() };
    const expected = this.expected.get(id) ?? {
      to: from === 'phone' ? 'laptop' : 'phone',
      writes: [],
    };
    expected.writes.push(sent);
    this.expected.set(id, expected);
    return this.timed(operation, async () => {
      try {
        await send(`${this.collection}/${id}`, `load ${sent.n}`);
      } catch (error) {
        expected.writes = expected.writes.filter((write) => write !== sent);
        throw error;
      }
    });
  }

  private receive(device: Device, value: JsonValue): void {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return;
    const arrived = performance.now();
    for (const [id, recipe] of Object.entries(value)) {
      const expected = this.expected.get(id);
      if (expected?.to !== device) continue;
      const notes = (recipe as { notes?: unknown } | null)?.notes;
      const seen = typeof notes === 'string' ? /^load (\d+)$/.exec(notes) : null;
      if (!seen) continue;
      while (expected.writes.length > 0 && expected.writes[0]!.n <= Number(seen[1])) {
        const { sentAt } = expected.writes.shift()!;
        this.tally.succeeded('delivery to the other device', arrived - sentAt);
      }
    }
  }

  private headers(): Record<string, string> {
    return { Cookie: this.user.cookie, 'X-Forwarded-For': this.address };
  }

  /** A write from a page of the app, as the data client sends it. */
  private async send(method: 'PUT' | 'PATCH', path: string, body: JsonValue): Promise<void> {
    const response = await fetch(`${this.origin}/api/data/${path}`, {
      method,
      body: JSON.stringify(body),
      headers: { ...this.headers(), Origin: this.origin, 'Content-Type': 'application/json' },
    });
    if (!response.ok) throw await refusal(response);
    await response.arrayBuffer();
  }

  private async read(): Promise<void> {
    const response = await fetch(`${this.origin}/api/data/${this.collection}`, {
      headers: this.headers(),
    });
    if (!response.ok) throw await refusal(response);
    await response.json();
  }
}

/** What the Recipe Book writes when a recipe is starred or its notes edited. */
function updateValues(n: number, stamp: string): Record<string, JsonValue> {
  return { notes: stamp, favourite: n % 4 === 1, updatedAt: new Date().toISOString() };
}
