// The catalog page. It reads connectors.json, and <folder>/connector.json for the detail view, and
// status.json (the weekly probe of remote connectors, published beside the site) for their health.
// Both are untrusted input: every string reaches the page through textContent, or through
// setAttribute on an attribute that cannot run code, never as HTML. Links and images are only
// built from paths checked to stay on this site, or from http(s) addresses for the homepage.

const INDEX_URL = 'connectors.json';
const STATUS_URL = 'status.json';
const FILTER_KEYS = ['q', 'tag', 'type', 'requires'];

// The words the host uses for a connector's scope.
const SCOPE_WORDS = { global: 'Shared', user: 'Per-user' };
const SCOPE_HINTS = {
  global: 'Shared: one setup for everyone, under credentials the admin owns.',
  user: 'Per-user: each person activates it and signs in with their own account.',
};
const TYPE_WORDS = {
  mcp_remote: 'Hosted by the provider',
  mcp_local: 'Runs on your Skald server',
  script: 'Script',
};
// In this order in the filter and on the cards.
const REQUIREMENT_WORDS = {
  API_KEY: 'API key',
  OAUTH: 'Sign-in',
  PYTHON: 'Python',
  NODE: 'Node',
  DOCKER: 'Docker',
  ENV: 'Environment values',
  SECRETS_DIR: 'Secrets folder (deprecated)',
};

const dom = {
  main: document.getElementById('main'),
  listView: document.getElementById('list-view'),
  detailView: document.getElementById('detail-view'),
  form: document.getElementById('filters'),
  q: document.getElementById('filter-q'),
  tag: document.getElementById('filter-tag'),
  type: document.getElementById('filter-type'),
  requires: document.getElementById('filter-requires'),
  status: document.getElementById('status'),
  loadError: document.getElementById('load-error'),
  cards: document.getElementById('cards'),
  noResults: document.getElementById('no-results'),
  noResultsText: document.getElementById('no-results-text'),
  noResultsClear: document.getElementById('no-results-clear'),
};

/** @type {{entries: Entry[], byId: Map<string, Entry>, skipped: number} | null} */
let catalog = null;
/** The weekly probe's word on each remote connector, by id; empty until status.json has loaded (or when it is absent). */
const health = new Map();
const manifests = new Map();
let shownDetailId = '';

/**
 * @typedef {{id: string, name: string, type: string, scope: string, iconLarge: string, description: string,
 *   requires: string[], tags: string[], auth: Record<string, unknown> | null, tools: {name: string, displayName: string}[], eras: string,
 *   folder: string, version: number | null, versionString: string, releaseDate: string,
 *   files: {path: string, sha256: string, size: number | null}[], runtimeNote: string,
 *   targets: {id: string, debian: string, node: string, python: string}[],
 *   haystack: string, card?: HTMLElement, link?: HTMLAnchorElement}} Entry
 */

class LoadError extends Error {}

start();

function start() {
  dom.form.addEventListener('submit', (event) => event.preventDefault());
  dom.form.addEventListener('reset', (event) => {
    event.preventDefault();
    navigate({}, 'push');
  });
  dom.noResultsClear.addEventListener('click', () => {
    navigate({}, 'push');
    dom.q.focus();
  });
  // Typing replaces the current history entry (one entry per search, not per keystroke); a choice in a list adds one.
  dom.q.addEventListener('input', () => navigate(filtersFromControls(), 'replace'));
  for (const select of [dom.tag, dom.type, dom.requires]) {
    select.addEventListener('change', () => navigate(filtersFromControls(), 'push'));
  }
  window.addEventListener('popstate', () => render());
  document.addEventListener('keydown', onKeyDown);
  setFiltersEnabled(false);
  load();
}

async function load() {
  try {
    catalog = parseIndex(await fetchIndex());
  } catch (error) {
    showLoadError(error instanceof LoadError ? error.message : 'The catalog could not be shown because of an unexpected error.');
    return;
  }
  fillFilterOptions();
  dom.cards.replaceChildren(...catalog.entries.map(buildCard));
  setFiltersEnabled(true);
  setStatus('Catalog loaded.', 'ready');
  redirectFragmentLink();
  render();
  loadHealth();
  loadFreshness();
}

async function fetchIndex() {
  let response;
  try {
    response = await fetch(INDEX_URL, { cache: 'no-cache', credentials: 'same-origin' });
  } catch {
    throw new LoadError('The catalog index (connectors.json) could not be reached. Check the connection, then reload the page.');
  }
  if (!response.ok) {
    throw new LoadError(`The catalog index (connectors.json) could not be loaded: the server answered HTTP ${response.status}.`);
  }
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new LoadError('The catalog index (connectors.json) is not valid JSON, so no connector can be shown.');
  }
}

/** @returns {{entries: Entry[], byId: Map<string, Entry>, skipped: number}} */
function parseIndex(data) {
  if (!isObject(data) || !Array.isArray(data.connectors)) {
    throw new LoadError('The catalog index (connectors.json) is not a connector catalog: its "connectors" list is missing.');
  }
  if (data.version !== 1) {
    throw new LoadError(`The catalog index (connectors.json) is format version ${JSON.stringify(data.version)}, which this page cannot read.`);
  }
  const entries = [];
  const byId = new Map();
  let skipped = 0;
  for (const raw of data.connectors) {
    const entry = normalizeEntry(raw);
    if (!entry || byId.has(entry.id)) {
      skipped += 1;
      continue;
    }
    entries.push(entry);
    byId.set(entry.id, entry);
  }
  return { entries, byId, skipped };
}

/** @returns {Entry | null} */
function normalizeEntry(raw) {
  if (!isObject(raw)) return null;
  const id = text(raw.id);
  const name = text(raw.name);
  if (!id || !name) return null;
  const entry = {
    id,
    name,
    type: text(raw.type),
    scope: text(raw.scope),
    iconLarge: text(raw.icon_large),
    description: text(raw.user_description),
    requires: texts(raw.requires),
    tags: texts(raw.tags),
    auth: isObject(raw.auth) ? raw.auth : null,
    tools: list(raw.tools)
      .filter(isObject)
      .map((tool) => ({ name: text(tool.name), displayName: text(tool.display_name), hints: toolHints(raw.tool_surface, text(tool.name)) }))
      .filter((tool) => tool.name || tool.displayName),
    eras: erasWords(raw.tool_surface?.eras),
    folder: text(raw.folder),
    version: Number.isInteger(raw.version) ? raw.version : null,
    versionString: text(raw.version_string),
    releaseDate: text(raw.version_release_date),
    files: list(raw.files)
      .filter(isObject)
      .map((file) => ({ path: text(file.path), sha256: text(file.sha256), size: Number.isInteger(file.size) ? file.size : null }))
      .filter((file) => file.path),
    runtimeNote: runtimeNote(raw),
    targets: list(raw.targets)
      .filter(isObject)
      .map((target) => ({ id: text(target.id), debian: text(target.debian), node: text(target.node), python: text(target.python) }))
      .filter((target) => target.id),
    haystack: '',
  };
  entry.haystack = [
    entry.id,
    entry.name,
    entry.description,
    ...entry.tags,
    ...entry.requires.map(requirementWord),
    SCOPE_WORDS[entry.scope] ?? '',
    TYPE_WORDS[entry.type] ?? '',
    text(entry.auth?.provider),
    signInLabel(entry.auth),
    ...entry.tools.flatMap((tool) => [tool.name, tool.displayName]),
  ]
    .join('\n')
    .toLowerCase();
  return entry;
}

// ---- State in the URL ----

/** @returns {{q: string, tag: string, type: string, requires: string, c: string}} */
function readState() {
  const params = new URLSearchParams(location.search);
  const value = (key) => params.get(key) ?? '';
  return { q: value('q'), tag: value('tag'), type: value('type'), requires: value('requires'), c: value('c') };
}

function searchFor(state) {
  const params = new URLSearchParams();
  for (const key of [...FILTER_KEYS, 'c']) {
    if (state[key]) params.set(key, state[key]);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

function urlFor(state) {
  const url = new URL(location.href);
  url.search = searchFor(state);
  url.hash = '';
  return url.href;
}

function navigate(state, mode) {
  const url = urlFor(state);
  if (url !== location.href) {
    if (mode === 'push') history.pushState(null, '', url);
    else history.replaceState(null, '', url);
  }
  render();
}

function filtersFromControls() {
  return { q: dom.q.value, tag: dom.tag.value, type: dom.type.value, requires: dom.requires.value };
}

function filtersOf(state) {
  return Object.fromEntries(FILTER_KEYS.map((key) => [key, state[key]]));
}

/** "#<id>" links are accepted too, and rewritten to the canonical "?c=<id>". */
function redirectFragmentLink() {
  const id = decodeURIComponent(location.hash.slice(1));
  if (id && !readState().c && catalog.byId.has(id)) history.replaceState(null, '', urlFor({ ...readState(), c: id }));
}

function render() {
  if (!catalog) return;
  const state = readState();
  syncControls(state);
  if (state.c) {
    showDetail(state);
  } else {
    showList(state);
  }
}

function syncControls(state) {
  if (dom.q.value !== state.q) dom.q.value = state.q;
  for (const key of ['tag', 'type', 'requires']) {
    const select = dom[key];
    if (state[key] && ![...select.options].some((option) => option.value === state[key])) {
      // A shared link may name a value this catalog no longer has: show it rather than silently drop it.
      select.append(el('option', { text: `${state[key]} (not in this catalog)`, attrs: { value: state[key] } }));
    }
    select.value = state[key];
  }
}

// ---- The list ----

function fillFilterOptions() {
  const tagCounts = new Map();
  const requirementCounts = new Map();
  const scopeCounts = new Map();
  for (const entry of catalog.entries) {
    for (const tag of new Set(entry.tags)) tagCounts.set(tag, (tagCounts.get(tag) ?? 0) + 1);
    for (const requirement of new Set(entry.requires)) requirementCounts.set(requirement, (requirementCounts.get(requirement) ?? 0) + 1);
    if (entry.scope) scopeCounts.set(entry.scope, (scopeCounts.get(entry.scope) ?? 0) + 1);
  }
  const option = (value, label, count) => el('option', { text: `${label} (${count})`, attrs: { value } });
  const tags = [...tagCounts.keys()].sort((a, b) => a.localeCompare(b));
  dom.tag.append(...tags.map((tag) => option(tag, tag, tagCounts.get(tag))));
  const scopes = [...scopeCounts.keys()].sort(byKnownOrder(Object.keys(SCOPE_WORDS)));
  dom.type.append(...scopes.map((scope) => option(scope, SCOPE_WORDS[scope] ?? scope, scopeCounts.get(scope))));
  const requirements = [...requirementCounts.keys()].sort(byKnownOrder(Object.keys(REQUIREMENT_WORDS)));
  dom.requires.append(...requirements.map((requirement) => option(requirement, requirementWord(requirement), requirementCounts.get(requirement))));
}

/** @param {Entry} entry */
function buildCard(entry) {
  const link = el('a', { text: entry.name, attrs: { href: searchFor({ c: entry.id }) || '?' } });
  link.addEventListener('click', (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate({ ...filtersOf(readState()), c: entry.id }, 'push');
  });
  const body = el('div', { className: 'card-body' }, [
    el('h3', { className: 'card-name' }, [link]),
    el('p', { className: 'card-description', text: entry.description }),
    signInLine(entry),
    ...runtimeLines(entry),
    badgeList(entry),
    tagList(entry.tags),
    versionLine(entry),
  ]);
  const card = el('li', { className: 'card', attrs: { 'data-id': entry.id } }, [icon(entry, 'card-icon'), body]);
  entry.card = card;
  entry.link = link;
  return card;
}

/**
 * What a connector needs beyond what every Skald server runs, from the index's min_runtime and targets (oldest first):
 * "needs Node 20.19 — Debian 13". Empty when it declares nothing: it runs everywhere.
 */
function runtimeNote(raw) {
  if (!isObject(raw.min_runtime)) return '';
  const needs = [
    ['node', 'Node'],
    ['python', 'Python'],
  ]
    .filter(([key]) => text(raw.min_runtime[key]))
    .map(([key, word]) => `${word} ${text(raw.min_runtime[key])}`);
  if (!needs.length) return '';
  const releases = list(raw.targets)
    .filter(isObject)
    .map((target) => text(target.debian))
    .filter(Boolean);
  return `needs ${needs.join(' and ')}${releases.length ? ` — Debian ${releases[0]}${releases.length > 1 ? ' or later' : ''}` : ''}`;
}

/** @param {Entry} entry */
function runtimeLines(entry) {
  if (!entry.runtimeNote) return [];
  const hint = 'A Skald server whose containers run an older Node or Python shows it as installed but unusable.';
  return [el('p', { className: 'runtime-note', text: entry.runtimeNote, attrs: { title: hint } })];
}

/** "Runs on Debian 12 (bookworm): Node 18.20.4, Python 3.11.2 · Debian 13 (trixie): …", as the smoke run proved it. */
function targetLines(entry) {
  if (!entry.targets.length) return [];
  const each = entry.targets.map((target) => `Debian ${target.debian} (${target.id}): Node ${target.node}, Python ${target.python}`);
  return [el('p', { className: 'detail-targets', text: `Runs on ${each.join(' · ')}` })];
}

/** @param {Entry} entry */
function badgeList(entry) {
  const badges = el('ul', { className: 'badges', attrs: { 'aria-label': 'Type and requirements' } });
  if (entry.scope) {
    badges.append(el('li', { className: `badge badge-scope badge-${entry.scope === 'user' ? 'user' : 'shared'}`, text: SCOPE_WORDS[entry.scope] ?? entry.scope, attrs: { title: SCOPE_HINTS[entry.scope] } }));
  }
  for (const requirement of [...new Set(entry.requires)].sort(byKnownOrder(Object.keys(REQUIREMENT_WORDS)))) {
    badges.append(el('li', { className: 'badge', text: requirementWord(requirement) }));
  }
  return badges;
}

function tagList(tags) {
  return el('ul', { className: 'tags', attrs: { 'aria-label': 'Tags' } }, tags.map((tag) => el('li', { text: tag })));
}

/** @param {Entry} entry */
function versionLine(entry) {
  const line = el('p', { className: 'version' });
  if (entry.versionString) line.append(`Version ${entry.versionString}`);
  if (entry.releaseDate) {
    if (entry.versionString) line.append(' · ');
    line.append('released ', el('time', { text: entry.releaseDate, attrs: { datetime: entry.releaseDate } }));
  }
  return line;
}

function showList(state) {
  const returningFrom = shownDetailId;
  shownDetailId = '';
  dom.detailView.hidden = true;
  dom.detailView.replaceChildren();
  dom.listView.hidden = false;
  document.title = 'Skald connectors';

  const terms = state.q.toLowerCase().split(/\s+/).filter(Boolean);
  let shown = 0;
  for (const entry of catalog.entries) {
    const visible =
      (!state.tag || entry.tags.includes(state.tag)) &&
      (!state.type || entry.scope === state.type) &&
      (!state.requires || entry.requires.includes(state.requires)) &&
      terms.every((term) => entry.haystack.includes(term));
    entry.card.hidden = !visible;
    entry.link.setAttribute('href', searchFor({ ...filtersOf(state), c: entry.id }));
    if (visible) shown += 1;
  }
  const total = catalog.entries.length;
  const filtered = FILTER_KEYS.some((key) => state[key]);
  let message;
  if (total === 0) message = 'The catalog is empty: no connector is published yet.';
  else if (filtered) message = `Showing ${shown} of ${total} connectors.`;
  else message = `${total} ${total === 1 ? 'connector' : 'connectors'}.`;
  if (catalog.skipped > 0) {
    message += ` ${catalog.skipped} ${catalog.skipped === 1 ? 'entry' : 'entries'} of the index could not be read and ${catalog.skipped === 1 ? 'is' : 'are'} not shown.`;
  }
  setStatus(message, 'ready');
  dom.noResults.hidden = !(total > 0 && shown === 0);
  if (!dom.noResults.hidden) dom.noResultsText.textContent = describeNoResults(state);

  if (returningFrom) {
    const entry = catalog.byId.get(returningFrom);
    if (entry && !entry.card.hidden) entry.link.focus();
  }
}

function describeNoResults(state) {
  const parts = [];
  if (state.q) parts.push(`matching “${state.q}”`);
  if (state.tag) parts.push(`tagged “${state.tag}”`);
  if (state.type) parts.push(`of type ${SCOPE_WORDS[state.type] ?? `“${state.type}”`}`);
  if (state.requires) parts.push(`requiring ${requirementWord(state.requires)}`);
  return `No connector ${parts.join(', ')}.`;
}

// ---- The detail view ----

function showDetail(state) {
  const entry = catalog.byId.get(state.c);
  const alreadyShown = shownDetailId === state.c;
  shownDetailId = state.c;
  dom.listView.hidden = true;
  dom.detailView.hidden = false;
  const back = el('a', { className: 'back-link', text: '← All connectors', attrs: { href: searchFor(filtersOf(state)) || './' } });
  back.addEventListener('click', (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(filtersOf(readState()), 'push');
  });
  const nav = el('nav', { className: 'detail-nav', attrs: { 'aria-label': 'Catalog' } }, [back]);

  if (!entry) {
    document.title = 'Connector not found — Skald connectors';
    const heading = el('h2', { text: 'Connector not found', attrs: { id: 'detail-name', tabindex: '-1' } });
    dom.detailView.replaceChildren(nav, heading, el('p', { className: 'notice', text: `This catalog has no connector with the id “${state.c}”. It may have been renamed or removed.` }));
    if (!alreadyShown) heading.focus();
    return;
  }
  if (alreadyShown) return;

  document.title = `${entry.name} — Skald connectors`;
  const heading = el('h2', { text: entry.name, attrs: { id: 'detail-name', tabindex: '-1' } });
  const header = el('header', { className: 'detail-header' }, [
    icon(entry, 'detail-icon'),
    el('div', { className: 'detail-title' }, [
      heading,
      el('p', { className: 'detail-summary', text: entry.description }),
      badgeList(entry),
      tagList(entry.tags),
      detailVersion(entry),
      ...runtimeLines(entry),
      ...targetLines(entry),
      ...healthLines(entry),
    ]),
  ]);

  const manifestNote = el('p', { className: 'notice manifest-note', text: 'Loading the full manifest…', attrs: { role: 'status' } });
  const about = section('About', 'about', [manifestNote]);
  const signIn = section('Sign-in', 'sign-in', describeAuth(entry));
  const askedFor = section('Values you will be asked for', 'env', [placeholder()]);
  const tools = section(`Tools (${entry.tools.length})`, 'tools', [toolList(entry.tools)]);
  const setup = section('Setup', 'setup', [placeholder()]);
  const homepage = section('Homepage', 'homepage', [placeholder()]);
  const files = section(`Files (${entry.files.length})`, 'files', [fileTable(entry)]);
  dom.detailView.replaceChildren(nav, header, el('div', { className: 'detail-sections' }, [about, signIn, askedFor, tools, setup, homepage, files]));
  heading.focus();

  loadManifest(entry).then((result) => {
    if (shownDetailId !== entry.id || !about.isConnected) return;
    if (result.error) {
      manifestNote.textContent = `${result.error} The rest of this page shows what the catalog index says.`;
      manifestNote.classList.add('notice-error');
    } else {
      manifestNote.remove();
    }
    const manifest = result.manifest ?? {};
    fillAbout(about, manifest);
    fillEnv(askedFor, entry, manifest);
    fillSetup(setup, manifest);
    fillHomepage(homepage, manifest);
  });
}

function detailVersion(entry) {
  const line = versionLine(entry);
  line.append(` · ${TYPE_WORDS[entry.type] ?? entry.type}`);
  if (entry.version !== null) line.append(` · catalog revision ${entry.version}`);
  if (entry.eras) line.append(el('span', { className: 'eras', text: ` · speaks MCP ${entry.eras}` }));
  return line;
}

/**
 * The MCP eras the pipeline saw a server answer in (tools.lock.json through connectors.json, or status.json), in the
 * pipeline's words: "server/discover 2026-07-28 and initialize 2025-11-25". Only dated versions are shown.
 */
function erasWords(raw) {
  if (!isObject(raw)) return '';
  const dated = (value) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');
  const said = [];
  if (dated(raw.modern)) said.push(`server/discover ${raw.modern}`);
  if (dated(raw.legacy)) said.push(`initialize ${raw.legacy}`);
  return said.join(' and ');
}

function section(title, key, content) {
  return el('section', { className: `detail-section section-${key}`, attrs: { 'aria-labelledby': `section-${key}` } }, [
    el('h3', { text: title, attrs: { id: `section-${key}` } }),
    ...content,
  ]);
}

function placeholder() {
  return el('p', { className: 'muted placeholder', text: 'Loading…' });
}

function replaceBody(sectionNode, nodes) {
  sectionNode.querySelectorAll(':scope > :not(h3):not(.manifest-note)').forEach((node) => node.remove());
  sectionNode.append(...nodes);
}

/** @param {Entry} entry */
function loadManifest(entry) {
  if (!manifests.has(entry.id)) manifests.set(entry.id, fetchManifest(entry));
  return manifests.get(entry.id);
}

/** @param {Entry} entry @returns {Promise<{manifest?: Record<string, unknown>, error?: string}>} */
async function fetchManifest(entry) {
  const href = folderHref(entry, ['connector.json']);
  if (!href) return { error: 'The connector folder named in the index is not a plain folder name, so its manifest was not loaded.' };
  let response;
  try {
    response = await fetch(href, { cache: 'no-cache', credentials: 'same-origin' });
  } catch {
    return { error: 'The full manifest (connector.json) could not be reached.' };
  }
  if (!response.ok) return { error: `The full manifest (connector.json) could not be loaded: the server answered HTTP ${response.status}.` };
  try {
    const manifest = JSON.parse(await response.text());
    if (!isObject(manifest)) return { error: 'The full manifest (connector.json) is not a JSON object.' };
    return { manifest };
  } catch {
    return { error: 'The full manifest (connector.json) is not valid JSON.' };
  }
}

function fillAbout(sectionNode, manifest) {
  const docs = list(manifest.docs).filter(isObject);
  const doc = docs.find((item) => item.lang === 'en') ?? docs[0];
  const description = text(doc?.description);
  const paragraphs = description.split(/\n\s*\n/).map((part) => part.trim()).filter(Boolean);
  const nodes = paragraphs.length ? paragraphs.map((part) => el('p', { text: part })) : [el('p', { className: 'muted', text: 'No longer description is given.' })];
  const dependencies = texts(manifest.dependencies);
  if (dependencies.length) {
    nodes.push(el('h4', { text: 'Dependencies' }), el('ul', { className: 'code-list' }, dependencies.map((item) => el('li', {}, [el('code', { text: item })]))));
  }
  replaceBody(sectionNode, nodes);
}

/** @param {Entry} entry */
function describeAuth(entry) {
  const auth = entry.auth ?? { type: 'none' };
  const type = text(auth.type);
  const provider = prettyProvider(text(auth.provider));
  const nodes = [];
  const kind = (label, explanation) => {
    nodes.push(el('p', { className: 'auth-kind' }, [el('strong', { text: label })]), el('p', { text: explanation }));
  };
  switch (type) {
    case 'none':
      kind(signInLabel(auth), 'No account, key or password is needed.');
      break;
    case 'api_key': {
      const optional = auth.optional === true;
      kind(signInLabel(auth), optional
        ? 'It works without a key, within the service’s free limits; a key from the provider raises them. You paste it into the connector form.'
        : 'You paste a key from the provider into the connector form when you activate it.');
      const param = text(auth.param);
      const where = { query: `in the address it calls, as the “${param}” parameter`, header: `in the “${param}” HTTP header`, env: `as the environment value ${param}` }[text(auth.delivery)];
      if (param && where) nodes.push(el('p', { className: 'muted', text: `Skald passes the key to the connector ${where}.` }));
      break;
    }
    case 'oauth2':
      kind(signInLabel(auth), `You sign in with your ${provider || 'provider'} account: Skald opens the provider’s consent page in your browser, which ends by showing a code. Paste that code back into the connector’s page in Skald.`);
      if (entry.scope === 'user') nodes.push(el('p', { className: 'muted', text: 'Each person signs in for themselves; an admin cannot do it for them.' }));
      if (texts(auth.scopes).length) {
        nodes.push(el('h4', { text: 'Permissions it asks for' }), el('ul', { className: 'code-list' }, texts(auth.scopes).map((scope) => el('li', {}, [el('code', { text: scope })]))));
      }
      break;
    case 'qr':
      kind(signInLabel(auth), 'The connector’s page in Skald shows a QR code: scan it with the phone app, the same way that app pairs any other device.');
      break;
    case 'password':
      kind(signInLabel(auth), 'You enter the account’s password (or an app password) in the connector form; Skald hands it to the connector as an environment value.');
      break;
    default:
      kind(signInLabel(auth), 'This page does not know this kind of sign-in.');
  }
  return nodes;
}

// ---- Sign-in kind: how a person signs in, in the host's words, from the index's auth ----

const SIGN_IN_WORDS = { none: 'No sign-in', api_key: 'API key', password: 'Password', qr: 'Pair with phone' };
const SIGN_IN_HINTS = {
  none: 'Nothing to sign in to: no account, key or password.',
  api_key: 'You paste a key from the provider into the connector form.',
  oauth2: 'You sign in with your account on the provider’s page and paste the code it shows back into Skald.',
  password: 'You enter the account’s password (or an app password) in the connector form.',
  qr: 'You scan a QR code with the phone app, as when pairing any other device.',
};

/** The auth type when the page knows it, else 'other'; an index without auth needs no sign-in. */
function signInKind(auth) {
  const type = isObject(auth) ? text(auth.type) : 'none';
  return Object.hasOwn(SIGN_IN_HINTS, type) ? type : 'other';
}

/** "Sign in with Google", "Password", "Pair with phone", …; an unknown type is shown as it is written. */
function signInLabel(auth) {
  const kind = signInKind(auth);
  if (kind === 'oauth2') {
    const provider = prettyProvider(text(auth.provider));
    return provider ? `Sign in with ${provider}` : 'Sign in with an account';
  }
  if (kind === 'api_key' && auth.optional === true) return 'API key (optional)';
  if (kind === 'other') return text(auth.type) || 'Unknown sign-in';
  return SIGN_IN_WORDS[kind];
}

/** @param {Entry} entry */
function signInLine(entry) {
  const kind = signInKind(entry.auth);
  const hint = SIGN_IN_HINTS[kind] ?? 'A kind of sign-in this page does not know.';
  return el('p', { className: `card-sign-in sign-in-${kind}`, attrs: { title: hint } }, [
    el('span', { className: 'visually-hidden', text: 'Sign-in: ' }),
    signInLabel(entry.auth),
  ]);
}

/** @param {Entry} entry */
function fillEnv(sectionNode, entry, manifest) {
  const variables = list(manifest.env)
    .filter(isObject)
    .map((item) => ({ name: text(item.name), label: text(item.label), description: text(item.description), required: item.required === true, secret: item.secret === true }))
    .filter((item) => item.name || item.label);
  const auth = entry.auth ?? {};
  const keyParam = text(auth.param);
  if (auth.type === 'api_key' && keyParam && !variables.some((item) => item.name === keyParam)) {
    variables.unshift({ name: keyParam, label: 'API key', description: 'The key from the provider.', required: auth.optional !== true, secret: true });
  }
  if (variables.length === 0) {
    replaceBody(sectionNode, [el('p', { className: 'muted', text: 'Nothing to fill in.' })]);
    return;
  }
  const items = variables.map((item) =>
    el('li', { className: 'env-item' }, [
      el('p', { className: 'env-head' }, [
        el('strong', { text: item.label || item.name }),
        ' ',
        el('code', { text: item.name }),
        ' ',
        el('span', { className: 'badge', text: item.required ? 'Required' : 'Optional' }),
        ...(item.secret ? [' ', el('span', { className: 'badge badge-secret', text: 'Secret', attrs: { title: 'Masked in the form and never logged' } })] : []),
      ]),
      ...(item.description ? [el('p', { className: 'env-description', text: item.description })] : []),
    ]),
  );
  replaceBody(sectionNode, [
    el('p', { className: 'muted', text: 'The form in Skald asks for these when you activate the connector. Secret values are masked.' }),
    el('ul', { className: 'env-list' }, items),
  ]);
}

/** What the pinned surface (connectors.json tool_surface) says a tool does: read-only, destructive, or neither said. */
function toolHints(surface, name) {
  const pinned = isObject(surface) ? list(surface.tools).filter(isObject).find((tool) => tool.name === name) : undefined;
  const annotations = pinned && isObject(pinned.annotations) ? pinned.annotations : {};
  const hints = [];
  if (annotations.readOnlyHint === true) hints.push('read-only');
  if (annotations.destructiveHint === true) hints.push('destructive');
  if (annotations.openWorldHint === true) hints.push('reaches the internet');
  if (pinned && annotations.readOnlyHint !== true && annotations.destructiveHint !== true) hints.push('changes things');
  return hints;
}

function toolList(tools) {
  if (tools.length === 0) return el('p', { className: 'muted', text: 'The index lists no tools; Skald shows the names the server reports.' });
  return el(
    'ul',
    { className: 'tool-list' },
    tools.map((tool) =>
      el('li', {}, [
        el('span', { className: 'tool-name', text: tool.displayName || tool.name }),
        ' ',
        el('code', { text: tool.name }),
        ...tool.hints.map((hint) => el('span', { className: `tool-hint${hint === 'destructive' ? ' tool-hint-destructive' : ''}`, text: hint })),
      ]),
    ),
  );
}

function fillSetup(sectionNode, manifest) {
  const steps = texts(manifest.setup_instructions);
  replaceBody(sectionNode, steps.length ? [el('ol', { className: 'setup-steps' }, steps.map((step) => el('li', { text: step })))] : [el('p', { className: 'muted', text: 'No setup steps are listed.' })]);
}

function fillHomepage(sectionNode, manifest) {
  const raw = text(manifest.homepage);
  const url = webAddress(raw);
  if (url) {
    replaceBody(sectionNode, [el('p', {}, [el('a', { className: 'homepage-link', text: url, attrs: { href: url, rel: 'noopener noreferrer' } })])]);
  } else {
    replaceBody(sectionNode, [el('p', { className: 'muted', text: raw ? 'The homepage given is not a web address, so it is not linked.' : 'None listed.' })]);
  }
}

/** @param {Entry} entry */
function fileTable(entry) {
  if (entry.files.length === 0) return el('p', { className: 'muted', text: 'No files are listed.' });
  const rows = entry.files.map((file) => {
    const href = folderHref(entry, file.path.split('/'));
    const name = href ? el('a', { text: file.path, attrs: { href } }) : el('span', { text: file.path });
    return el('tr', {}, [
      el('th', { attrs: { scope: 'row' } }, [name]),
      el('td', { className: 'file-size', text: file.size === null ? '?' : formatSize(file.size), attrs: file.size === null ? {} : { title: `${file.size.toLocaleString('en-US')} bytes` } }),
      el('td', {}, [el('code', { className: 'sha256', text: file.sha256 })]),
    ]);
  });
  const table = el('table', { className: 'file-table' }, [
    el('caption', { className: 'muted', text: 'Skald checks every downloaded file against its SHA-256 in the index.' }),
    el('thead', {}, [el('tr', {}, [el('th', { text: 'File', attrs: { scope: 'col' } }), el('th', { text: 'Size', attrs: { scope: 'col' } }), el('th', { text: 'SHA-256', attrs: { scope: 'col' } })])]),
    el('tbody', {}, rows),
  ]);
  return el('div', { className: 'table-scroll', attrs: { tabindex: '0', role: 'region', 'aria-label': 'Files' } }, [table]);
}

// ---- Shared pieces ----

/** The large icon as an image from this site, or a letter when its path does not stay on this site. */
function icon(entry, className) {
  const letter = () => el('span', { className: `${className} icon-letter`, text: [...entry.name.trim()][0]?.toUpperCase() ?? '?', attrs: { 'aria-hidden': 'true' } });
  const src = siteHref(entry.iconLarge.split('/'));
  if (!src) return letter();
  const image = el('img', { className, attrs: { src, alt: `${entry.name} icon`, width: '64', height: '64', decoding: 'async' } });
  image.addEventListener('error', () => image.replaceWith(letter()), { once: true });
  return image;
}

/**
 * A relative link to a file of this site, or '' when the path could leave it: no scheme, no leading
 * slash, no empty, "." or ".." segment, no backslash. Each segment is percent-encoded.
 */
function siteHref(segments) {
  if (segments.length === 0) return '';
  for (const segment of segments) {
    if (typeof segment !== 'string' || segment === '' || segment === '.' || segment === '..' || segment.includes('\\')) return '';
    if ([...segment].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return '';
  }
  if (segments[0].includes(':')) return '';
  return segments.map(encodeURIComponent).join('/');
}

/** A link to a file of the connector's folder, which must be one plain folder name. */
function folderHref(entry, segments) {
  return entry.folder.includes('/') ? '' : siteHref([entry.folder, ...segments]);
}

function webAddress(raw) {
  if (!raw) return '';
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : '';
  } catch {
    return '';
  }
}

function formatSize(bytes) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function prettyProvider(slug) {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');
}

function requirementWord(requirement) {
  return REQUIREMENT_WORDS[requirement] ?? requirement;
}

function byKnownOrder(order) {
  const rank = (value) => (order.includes(value) ? order.indexOf(value) : order.length);
  return (a, b) => rank(a) - rank(b) || a.localeCompare(b);
}

function setStatus(message, state) {
  dom.status.textContent = message;
  dom.status.dataset.state = state;
}

function showLoadError(message) {
  setStatus('The catalog could not be loaded.', 'error');
  const reload = el('button', { text: 'Try again', attrs: { type: 'button' } });
  reload.addEventListener('click', () => location.reload());
  dom.loadError.replaceChildren(el('p', { text: message }), reload);
  dom.loadError.hidden = false;
  dom.form.hidden = true;
}

function setFiltersEnabled(enabled) {
  for (const control of dom.form.elements) control.disabled = !enabled;
}

function onKeyDown(event) {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
  const typing = event.target instanceof HTMLElement && event.target.closest('input, select, textarea');
  if (event.key === 'Escape' && shownDetailId) {
    event.preventDefault();
    navigate(filtersOf(readState()), 'push');
  } else if (event.key === '/' && !typing && !dom.listView.hidden) {
    event.preventDefault();
    dom.q.focus();
  }
}

// ---- freshness: the timestamp the weekly workflow re-signs (docs/trust.md) ----

/**
 * Says when the catalog's signature (the 14-day timestamp) expires, read from its trusted comment. Informative
 * only: a page cannot verify a signature; a host does (npm run check-site). Nothing is shown without one.
 */
async function loadFreshness() {
  let text;
  try {
    const response = await fetch('timestamp.json.minisig', { cache: 'no-cache', credentials: 'same-origin' });
    if (!response.ok) return;
    text = await response.text();
  } catch {
    return;
  }
  const expires = /^trusted comment: .*\bexpires:(\S+)/m.exec(text)?.[1];
  if (!expires || Number.isNaN(Date.parse(expires))) return;
  const days = Math.floor((Date.parse(expires) - Date.now()) / 86_400_000);
  const words = days < 0 ? 'catalog signature expired' : `catalog signature expires in ${days} ${days === 1 ? 'day' : 'days'}`;
  const line = el('p', { className: `freshness${days < 0 ? ' freshness-expired' : ''}`, text: words, attrs: { id: 'freshness' } });
  document.querySelector('.site-header .wrap')?.append(line);
}

// ---- health: status.json, written by the weekly probe (docs/ci.md) ----

/** Reads status.json once; a missing or unreadable file only means no health is shown. */
async function loadHealth() {
  let data;
  try {
    const response = await fetch(STATUS_URL, { cache: 'no-cache', credentials: 'same-origin' });
    if (!response.ok) return;
    data = await response.json();
  } catch {
    return;
  }
  if (!isObject(data) || !isObject(data.connectors)) return;
  for (const [id, raw] of Object.entries(data.connectors)) {
    const entry = normalizeHealth(raw);
    if (entry && catalog?.byId.has(id)) health.set(id, entry);
  }
  for (const entry of catalog?.entries ?? []) {
    entry.card?.querySelector('.card-body')?.append(...healthLines(entry));
    if (health.get(entry.id)?.state === 'failing') entry.card?.classList.add('card-failing');
  }
  const title = dom.detailView.querySelector('.detail-title');
  const shown = catalog?.byId.get(shownDetailId);
  if (title && shown) title.append(...healthLines(shown));
}

const HEALTH_WORDS = { ok: 'Working', failing: 'Failing', skipped: 'Not checked' };

/** @returns {{state: 'ok' | 'failing' | 'skipped', checkedAt: string, message: string, eras: string} | null} */
function normalizeHealth(raw) {
  if (!isObject(raw) || !Object.hasOwn(HEALTH_WORDS, raw.state)) return null;
  const checkedAt = typeof raw.checked_at === 'string' && !Number.isNaN(Date.parse(raw.checked_at)) ? raw.checked_at : '';
  return { state: raw.state, checkedAt, message: text(raw.message).slice(0, 300), eras: erasWords(raw.eras) };
}

/** The health line of a remote connector: its state, when it was last checked, and what is wrong when it fails. */
function healthLines(entry) {
  const known = health.get(entry.id);
  if (!known) return [];
  const line = el('p', { className: `health health-${known.state}`, attrs: { 'data-health': known.state } }, [
    el('span', { className: 'health-state', text: `${known.state === 'failing' ? '⚠ ' : ''}${HEALTH_WORDS[known.state]}` }),
  ]);
  if (known.checkedAt) {
    const day = known.checkedAt.slice(0, 10);
    line.append(' · last checked ', el('time', { text: day, attrs: { datetime: known.checkedAt } }));
  }
  if (known.state === 'ok' && known.eras) line.append(el('span', { className: 'eras', text: ` · speaks ${known.eras}` }));
  if (known.state !== 'ok' && known.message) line.append(el('span', { className: 'health-message', text: ` — ${known.message}` }));
  return [line];
}

/** A new element; text and children become text nodes, attributes are set one by one. */
function el(tag, { className, text: content, attrs } = {}, children = []) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (content !== undefined) node.textContent = content;
  for (const [name, value] of Object.entries(attrs ?? {})) {
    if (value !== undefined && value !== null) node.setAttribute(name, String(value));
  }
  node.append(...children);
  return node;
}

function isObject(value) {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function list(value) {
  return Array.isArray(value) ? value : [];
}

function text(value) {
  return typeof value === 'string' ? value : '';
}

function texts(value) {
  return list(value).filter((item) => typeof item === 'string' && item !== '');
}
