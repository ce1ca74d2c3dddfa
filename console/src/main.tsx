import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import {
  ApiFailure,
  type ConsumerSummary,
  clearSession,
  fetchConsumers,
  fetchManifest,
  loadSession,
  type Manifest,
  type Session,
  saveSession,
} from './api';
import { AskPanel } from './ask';
import { ConnectPanel } from './connect';
import type { ContextValues } from './context';
import { ExplorePanel } from './explore';
import { SqlPanel } from './sql';
import './style.css';

type Tab = 'ask' | 'explore' | 'sql' | 'connect';

function messageOf(e: unknown): string {
  if (e instanceof ApiFailure) return `${e.body.code}: ${e.body.message}`;
  return e instanceof Error ? e.message : String(e);
}

/** Sign-in: the key is pasted, then one of the consumers it authorizes is picked. Nothing goes in the URL. */
function SignIn({ onSignedIn }: { onSignedIn: (session: Session) => void }) {
  const [key, setKey] = useState('');
  const [consumers, setConsumers] = useState<ConsumerSummary[] | null>(null);
  const [slug, setSlug] = useState('');
  const [error, setError] = useState<string | null>(null);
  const lookUp = async (e: Event) => {
    e.preventDefault();
    setError(null);
    try {
      const list = await fetchConsumers(key.trim());
      setConsumers(list);
      setSlug(list[0]?.slug ?? '');
      if (list.length === 0) setError('This key authorizes no consumer.');
    } catch (failure) {
      setConsumers(null);
      setError(messageOf(failure));
    }
  };
  const enter = (e: Event) => {
    e.preventDefault();
    if (slug) onSignedIn({ key: key.trim(), slug });
  };
  return (
    <main class="signin">
      <h1>Charter console</h1>
      <p>
        Paste an API key. It stays in this browser tab (sessionStorage) and is sent only in the Authorization
        header.
      </p>
      <form onSubmit={consumers ? enter : lookUp} autocomplete="off">
        <label>
          API key
          <input
            name="api-key"
            type="password"
            value={key}
            onInput={(e) => {
              setKey(e.currentTarget.value);
              setConsumers(null);
            }}
            placeholder="demo-analytics-key"
            required
          />
        </label>
        {consumers && consumers.length > 0 ? (
          <label>
            Consumer
            <select name="consumer" value={slug} onChange={(e) => setSlug(e.currentTarget.value)}>
              {consumers.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.slug} — {c.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <button type="submit">{consumers ? 'Open console' : 'Continue'}</button>
      </form>
      {error ? (
        <p class="error" role="alert">
          {error}
        </p>
      ) : null}
    </main>
  );
}

function tabsFor(manifest: Manifest): Tab[] {
  const tabs: Tab[] = [];
  if (manifest.endpoints.chat) tabs.push('ask');
  if (manifest.contract_definitions.length > 0) tabs.push('explore');
  if (manifest.tools.includes('execute_sql') && manifest.endpoints.mcp) tabs.push('sql');
  tabs.push('connect');
  return tabs;
}

const TAB_TITLES: Record<Tab, string> = { ask: 'Ask', explore: 'Explore', sql: 'SQL', connect: 'Connect' };

function Console({ session, onSignOut }: { session: Session; onSignOut: () => void }) {
  const [manifest, setManifest] = useState<Manifest | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [tab, setTab] = useState<Tab | null>(null);
  const [context, setContext] = useState<ContextValues>({});
  useEffect(() => {
    fetchManifest(session).then(
      (m) => {
        setManifest(m);
        setTab(tabsFor(m)[0] ?? 'connect');
      },
      (e: unknown) => setError(messageOf(e)),
    );
  }, [session]);
  if (error) {
    return (
      <main class="signin">
        <p class="error" role="alert">
          {error}
        </p>
        <button type="button" onClick={onSignOut}>
          Sign out
        </button>
      </main>
    );
  }
  if (!manifest || !tab) return <main class="loading">Loading {session.slug}…</main>;
  const tabs = tabsFor(manifest);
  return (
    <div class="shell">
      <header>
        <strong class="brand">Charter</strong>
        <span class="consumer" data-testid="consumer">
          {manifest.name} <code>{manifest.slug}</code> · {manifest.query_mode} ·{' '}
          {manifest.enabled_protocols.join(', ')}
        </span>
        <nav>
          {tabs.map((t) => (
            <button
              key={t}
              type="button"
              class={t === tab ? 'active' : ''}
              onClick={() => setTab(t)}
              data-tab={t}
            >
              {TAB_TITLES[t]}
            </button>
          ))}
        </nav>
        <button type="button" class="signout" onClick={onSignOut}>
          Sign out
        </button>
      </header>
      <main>
        {/* Every panel stays mounted: switching tabs keeps a conversation or a built query. */}
        {tabs.includes('ask') ? (
          <div hidden={tab !== 'ask'}>
            <AskPanel session={session} manifest={manifest} context={context} onContext={setContext} />
          </div>
        ) : null}
        {tabs.includes('explore') ? (
          <div hidden={tab !== 'explore'}>
            <ExplorePanel session={session} manifest={manifest} context={context} onContext={setContext} />
          </div>
        ) : null}
        {tabs.includes('sql') ? (
          <div hidden={tab !== 'sql'}>
            <SqlPanel session={session} manifest={manifest} context={context} />
          </div>
        ) : null}
        <div hidden={tab !== 'connect'}>
          <ConnectPanel session={session} manifest={manifest} />
        </div>
      </main>
    </div>
  );
}

function App() {
  const [session, setSession] = useState<Session | null>(loadSession());
  if (!session) {
    return (
      <SignIn
        onSignedIn={(s) => {
          saveSession(s);
          setSession(s);
        }}
      />
    );
  }
  return (
    <Console
      session={session}
      onSignOut={() => {
        clearSession();
        setSession(null);
      }}
    />
  );
}

const root = document.getElementById('app');
if (root) render(<App />, root);
