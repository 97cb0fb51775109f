/**
 * A small stand-in for a browser in server tests: real HTTP with `fetch`, a cookie jar
 * for the app's origin, the headers a browser sends (Origin, Accept-Language) and
 * redirects followed hop by hop so a test can see where each one led.
 */
export interface TestBrowserOptions {
  acceptLanguage?: string;
  /** Sent as X-Forwarded-For, for servers that trust one proxy hop. */
  forwardedFor?: string;
}

export class TestBrowser {
  readonly cookies = new Map<string, { value: string; attributes: string }>();
  readonly origin: string;
  readonly options: TestBrowserOptions;

  constructor(origin: string, options: TestBrowserOptions = {}) {
    this.origin = origin;
    this.options = options;
  }

  private headersFor(url: URL, extra: HeadersInit = {}): Headers {
    const headers = new Headers(extra);
    if (this.options.acceptLanguage) headers.set('Accept-Language', this.options.acceptLanguage);
    if (url.origin !== this.origin) return headers;
    if (this.options.forwardedFor) headers.set('X-Forwarded-For', this.options.forwardedFor);
    const cookie = [...this.cookies].map(([name, { value }]) => `${name}=${value}`).join('; ');
    if (cookie) headers.set('Cookie', cookie);
    return headers;
  }

  private keepCookies(url: URL, response: Response) {
    if (url.origin !== this.origin) return;
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = /max-age=0\b/i.test(line) || (value === '' && /expires=/i.test(line));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, { value, attributes: attributes.join(';').trim() });
    }
  }

  /** One request, no redirect followed. */
  async request(target: string, init: RequestInit = {}): Promise<Response> {
    const url = new URL(target, this.origin);
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: this.headersFor(url, init.headers),
    });
    this.keepCookies(url, response);
    return response;
  }

  /** A JSON POST from a page of the app, as `fetch` in the app sends it. */
  post(path: string, body: unknown, headers: HeadersInit = {}): Promise<Response> {
    return this.request(path, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json', Origin: this.origin, ...headers },
    });
  }

  /** GETs `target` and follows redirects; returns every URL visited and the last response. */
  async navigate(target: string, maxHops = 10): Promise<{ visited: string[]; response: Response }> {
    const visited: string[] = [];
    let url = new URL(target, this.origin).toString();
    for (let hop = 0; hop <= maxHops; hop++) {
      visited.push(url);
      const response = await this.request(url);
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) {
        return { visited, response };
      }
      url = new URL(location, url).toString();
    }
    throw new Error(`More than ${maxHops} redirects from ${target}: ${visited.join(' -> ')}`);
  }

  /** The user of this browser's session, or null. */
  async sessionUser(): Promise<{ email: string; emailVerified: boolean; name: string } | null> {
    const response = await this.request('/api/auth/get-session');
    const body = (await response.json()) as {
      user?: { email: string; emailVerified: boolean; name: string };
    } | null;
    return body?.user ?? null;
  }
}
