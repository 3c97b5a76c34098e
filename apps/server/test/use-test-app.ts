import { afterAll, beforeAll } from 'vitest';
import {
  type AdviserKind,
  type MadeUser,
  type MakeUserOptions,
  makeAdmin,
  makeSignedInAdviser,
  makeSignedInClient,
  type SignedInAdviser,
  type SignedInClient,
} from './factories';
import { createTestApp, type TestApp, type TestAppOptions } from './harness';

export interface UseTestAppOptions extends TestAppOptions {
  /** Also make the administrator (admin@example.com, in the harness's ADMIN_EMAILS) and sign them in. */
  admin?: boolean;
}

/**
 * The app of the test file (or describe block) that called useTestApp. Its getters read the app started in
 * beforeAll, so use them in tests and later hooks only. It is a TestApp, so the fixtures that take one take it.
 */
export interface TestAppHandle extends TestApp {
  /** The administrator, with `{ admin: true }`. */
  readonly admin: MadeUser;
  readonly adminToken: string;
  /** A new broker (or planner) signed in; `id` is the adviser id. */
  adviser(role?: AdviserKind, opts?: MakeUserOptions): Promise<SignedInAdviser>;
  /** A new client user of the adviser signed in; `id` is the client id. */
  clientOf(adviserId: number): Promise<SignedInClient>;
}

/**
 * Registers the beforeAll that starts a test app on its own database (createTestApp) and the afterAll that closes
 * it, and answers a handle to it. `options` may be a function when they are known only once earlier beforeAll
 * hooks have run (vitest runs a file's beforeAll hooks in the order they are registered).
 */
export function useTestApp(options: UseTestAppOptions | (() => UseTestAppOptions) = {}): TestAppHandle {
  let started: TestApp | undefined;
  let administrator: { admin: MadeUser; token: string } | undefined;
  let closed: Promise<void> | undefined;

  beforeAll(async () => {
    const { admin = false, ...appOptions } = typeof options === 'function' ? options() : options;
    started = await createTestApp(appOptions);
    if (admin) administrator = await makeAdmin(started);
  });
  afterAll(async () => {
    if (started) await close();
  });

  function current(): TestApp {
    if (!started) throw new Error('useTestApp: the app starts in beforeAll; use it in tests and later hooks');
    return started;
  }
  function adminMade() {
    if (!administrator) throw new Error('useTestApp: no administrator; pass { admin: true }');
    return administrator;
  }
  /** Closes once, whether a test or the afterAll asks first. */
  function close(): Promise<void> {
    closed ??= current().close();
    return closed;
  }

  return {
    get app() {
      return current().app;
    },
    get ctx() {
      return current().ctx;
    },
    get routes() {
      return current().routes;
    },
    get config() {
      return current().config;
    },
    get database() {
      return current().database;
    },
    close,
    get admin() {
      return adminMade().admin;
    },
    get adminToken() {
      return adminMade().token;
    },
    adviser: (role = 'broker', opts = {}) => makeSignedInAdviser(current(), role, opts),
    clientOf: (adviserId) => makeSignedInClient(current(), adviserId),
  };
}
