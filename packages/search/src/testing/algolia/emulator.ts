/**
 * An in-memory Algolia for tests, plugged into the official client as its `requester`, so the
 * adapter runs its real requests (URLs, methods, bodies, keys) and gets Algolia-shaped answers.
 *
 * It implements the part of the REST API the adapter uses, with Algolia's documented semantics:
 * multi-index queries, getObjects, browse, batch writes, settings (with standard replicas),
 * synonym batches, clear, delete, copy/move operations and task status. Matching and ranking are in
 * matching.ts and search.ts. Anything else (another route, parameter, setting or value) is refused
 * with a 400 naming it, so a mismatch fails a test instead of passing silently.
 *
 * Keys: writes need the admin key; the search-only key may only search and read objects, as on a
 * real search-only key. Every request is recorded (`requests`) for tests to assert on.
 */
import type { liteClient } from 'algoliasearch/lite';
import type { SynonymSet } from './matching';
import { runBrowse, runSearch, type SearchView, type StoredRecord } from './search';
import { EmulatorError, unsupported, validateSettings, type EmulatedSettings } from './settings';

type Requester = NonNullable<NonNullable<Parameters<typeof liteClient>[2]>['requester']>;
type EndRequest = Parameters<Requester['send']>[0];
type Response = Awaited<ReturnType<Requester['send']>>;

export interface AlgoliaEmulatorOptions {
  appId?: string;
  searchApiKey?: string;
  adminApiKey?: string;
  /** Algolia's per-record limit; 10 KB on the smaller plans. */
  maxRecordBytes?: number;
}

export interface RecordedRequest {
  method: string;
  /** Decoded path, e.g. `/1/indexes/*\/queries`. */
  path: string;
  /** Query-string parameters, credentials included. */
  query: Record<string, string>;
  body: unknown;
  apiKey: string | undefined;
  appId: string | undefined;
}

export interface AlgoliaEmulator {
  readonly appId: string;
  readonly searchApiKey: string;
  readonly adminApiKey: string;
  readonly requester: Requester;
  /** Every request received, oldest first. */
  readonly requests: readonly RecordedRequest[];
  clearRequests(): void;
  indexNames(): string[];
  /** The records an index serves (a replica serves its primary's). */
  records(indexName: string): StoredRecord[];
  settings(indexName: string): EmulatedSettings | undefined;
  synonyms(indexName: string): SynonymSet[];
  /** The primary of a replica, or undefined. */
  primaryOf(indexName: string): string | undefined;
}

interface EmulatedIndex {
  records: Map<string, StoredRecord>;
  settings: EmulatedSettings;
  synonyms: Map<string, SynonymSet>;
  /** Set on standard replicas: their records are the primary's. */
  primary?: string;
}

/** Parameters of the query string every request may carry. */
const COMMON_QUERY = new Set(['x-algolia-agent', 'x-algolia-api-key', 'x-algolia-application-id']);

const timestamp = () => new Date().toISOString();

function bodyObject(body: unknown, what: string): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new EmulatorError(400, `${what} body must be an object`);
  return body as Record<string, unknown>;
}

function booleanQuery(query: Record<string, string>, name: string): boolean {
  const value = query[name];
  if (value === undefined) return false;
  if (value !== 'true' && value !== 'false')
    throw new EmulatorError(400, `${name} must be true or false`);
  return value === 'true';
}

function parseSynonym(value: unknown): SynonymSet {
  const synonym = bodyObject(value, 'synonym');
  for (const key of Object.keys(synonym)) {
    if (!['objectID', 'type', 'synonyms', 'input'].includes(key))
      throw unsupported(`synonym field "${key}"`);
  }
  const { objectID, type, synonyms, input } = synonym;
  if (typeof objectID !== 'string' || !objectID)
    throw new EmulatorError(400, 'synonym objectID is required');
  if (type !== 'synonym' && type !== 'onewaysynonym')
    throw unsupported(`synonym type "${String(type)}"`);
  if (
    !Array.isArray(synonyms) ||
    !synonyms.every((item) => typeof item === 'string') ||
    synonyms.length === 0
  ) {
    throw new EmulatorError(400, `synonym ${objectID} needs a list of synonyms`);
  }
  if (synonyms.length > 20)
    throw new EmulatorError(400, `synonym ${objectID} has more than 20 synonyms`);
  if (type === 'onewaysynonym' && typeof input !== 'string')
    throw new EmulatorError(400, `one-way synonym ${objectID} needs an input`);
  return {
    objectID,
    type,
    synonyms: [...synonyms],
    ...(typeof input === 'string' ? { input } : {}),
  };
}

export function createAlgoliaEmulator(options: AlgoliaEmulatorOptions = {}): AlgoliaEmulator {
  const appId = options.appId ?? 'EMULATORAPP';
  const searchApiKey = options.searchApiKey ?? 'emulator-search-only-key';
  const adminApiKey = options.adminApiKey ?? 'emulator-admin-key';
  const maxRecordBytes = options.maxRecordBytes ?? 10_000;
  const indexes = new Map<string, EmulatedIndex>();
  const requests: RecordedRequest[] = [];
  let lastTask = 0;
  const newTask = () => {
    lastTask += 1;
    return lastTask;
  };

  const emptyIndex = (): EmulatedIndex => ({
    records: new Map(),
    settings: {},
    synonyms: new Map(),
  });

  function existing(name: string): EmulatedIndex {
    const index = indexes.get(name);
    if (!index) throw new EmulatorError(404, 'Index does not exist');
    return index;
  }

  function ensure(name: string): EmulatedIndex {
    let index = indexes.get(name);
    if (!index) {
      index = emptyIndex();
      indexes.set(name, index);
    }
    return index;
  }

  /** The records an index serves: a standard replica mirrors its primary. */
  function recordsOf(index: EmulatedIndex): Map<string, StoredRecord> {
    return index.primary ? (indexes.get(index.primary)?.records ?? new Map()) : index.records;
  }

  function writable(name: string): EmulatedIndex {
    const index = ensure(name);
    if (index.primary)
      throw new EmulatorError(
        400,
        `cannot write records to replica ${name}; write to ${index.primary}`,
      );
    return index;
  }

  function view(name: string): SearchView {
    const index = existing(name);
    return {
      name,
      records: [...recordsOf(index).values()],
      settings: index.settings,
      synonyms: index.synonyms.values(),
    };
  }

  /** Turns a replica into a regular index holding a copy of its records. */
  function detach(name: string): void {
    const replica = indexes.get(name);
    if (!replica?.primary) return;
    replica.records = new Map(recordsOf(replica));
    delete replica.primary;
  }

  /** Links `names` as the replicas of a primary whose replicas were `before.settings.replicas`. */
  function setReplicas(
    primaryName: string,
    before: EmulatedIndex,
    settings: EmulatedSettings,
    names: string[],
  ): void {
    for (const old of before.settings.replicas ?? []) if (!names.includes(old)) detach(old);
    for (const name of names) {
      if (name === primaryName) throw new EmulatorError(400, 'an index cannot be its own replica');
      const replica = indexes.get(name);
      if (replica?.primary === primaryName) continue;
      if (replica?.primary)
        throw new EmulatorError(400, `${name} is already a replica of ${replica.primary}`);
      if (replica?.settings.replicas?.length)
        throw new EmulatorError(400, `${name} has replicas and cannot become one`);
      // A new standard replica starts with the primary's settings and synonyms.
      const { replicas: _replicas, ...inherited } = settings;
      indexes.set(name, {
        records: new Map(),
        settings: structuredClone(inherited),
        synonyms: new Map(before.synonyms),
        primary: primaryName,
      });
    }
  }

  function replicasOf(index: EmulatedIndex): EmulatedIndex[] {
    return (index.settings.replicas ?? [])
      .map((name) => indexes.get(name))
      .filter((replica) => replica !== undefined);
  }

  // ---- handlers -------------------------------------------------------------------------------

  function queries(body: unknown) {
    const { requests: list, strategy, ...rest } = bodyObject(body, 'queries');
    if (Object.keys(rest).length > 0) throw unsupported(`queries field "${Object.keys(rest)[0]}"`);
    if (strategy !== undefined && strategy !== 'none')
      throw unsupported(`strategy "${String(strategy)}"`);
    if (!Array.isArray(list) || list.length === 0)
      throw new EmulatorError(400, 'requests must be a non-empty list');
    return {
      results: list.map((request: unknown) => {
        const params = bodyObject(request, 'query');
        if (typeof params.indexName !== 'string')
          throw new EmulatorError(400, 'every query needs an indexName');
        return runSearch(view(params.indexName), params);
      }),
    };
  }

  function getObjects(body: unknown) {
    const { requests: list, ...rest } = bodyObject(body, 'objects');
    if (Object.keys(rest).length > 0 || !Array.isArray(list))
      throw new EmulatorError(400, 'objects body must be { requests: [...] }');
    return {
      results: list.map((request: unknown) => {
        const { indexName, objectID, attributesToRetrieve, ...other } = bodyObject(
          request,
          'object request',
        );
        if (Object.keys(other).length > 0)
          throw unsupported(`object request field "${Object.keys(other)[0]}"`);
        if (typeof indexName !== 'string' || typeof objectID !== 'string')
          throw new EmulatorError(400, 'indexName and objectID are required');
        const index = indexes.get(indexName);
        const record = index ? recordsOf(index).get(objectID) : undefined;
        if (!record) return null;
        if (attributesToRetrieve === undefined) return { ...record };
        if (!Array.isArray(attributesToRetrieve))
          throw new EmulatorError(400, 'attributesToRetrieve must be a list');
        const result: Record<string, unknown> = { objectID };
        for (const name of attributesToRetrieve as unknown[])
          if (typeof name === 'string' && name in record) result[name] = record[name];
        return result;
      }),
    };
  }

  function batch(name: string, body: unknown) {
    const { requests: list, ...rest } = bodyObject(body, 'batch');
    if (Object.keys(rest).length > 0 || !Array.isArray(list))
      throw new EmulatorError(400, 'batch body must be { requests: [...] }');
    const index = writable(name);
    // Validate the whole batch before applying any of it: Algolia batches are all or nothing.
    const operations = list.map((entry: unknown, position) => {
      const { action, body: record, ...other } = bodyObject(entry, 'batch request');
      if (Object.keys(other).length > 0)
        throw unsupported(`batch request field "${Object.keys(other)[0]}"`);
      const object = bodyObject(record, 'batch record');
      if (typeof object.objectID !== 'string' || object.objectID === '') {
        throw new EmulatorError(400, `batch request ${position} needs a string objectID`);
      }
      if (action === 'addObject' || action === 'updateObject') {
        const bytes = new TextEncoder().encode(JSON.stringify(object)).length;
        if (bytes > maxRecordBytes) {
          throw new EmulatorError(
            400,
            `Record at the position ${position} objectID=${object.objectID} is too big size=${bytes}/${maxRecordBytes} bytes`,
          );
        }
        return { kind: 'save' as const, record: structuredClone(object) as StoredRecord };
      }
      if (action === 'deleteObject') return { kind: 'delete' as const, objectID: object.objectID };
      throw unsupported(`batch action "${String(action)}"`);
    });
    for (const operation of operations) {
      if (operation.kind === 'save') index.records.set(operation.record.objectID, operation.record);
      else index.records.delete(operation.objectID);
    }
    return {
      taskID: newTask(),
      objectIDs: operations.map((operation) =>
        operation.kind === 'save' ? operation.record.objectID : operation.objectID,
      ),
    };
  }

  function putSettings(name: string, body: unknown, query: Record<string, string>) {
    const settings = validateSettings(body);
    const forward = booleanQuery(query, 'forwardToReplicas');
    const index = ensure(name);
    const { replicas, ...shared } = settings;
    if (replicas !== undefined && index.primary)
      throw new EmulatorError(400, `${name} is a replica and cannot have replicas`);
    const previous = index.settings;
    index.settings = { ...previous, ...shared };
    // New replicas start from the settings of this same call.
    if (replicas !== undefined) {
      setReplicas(name, { ...index, settings: previous }, index.settings, replicas);
      index.settings.replicas = replicas;
    }
    if (forward)
      for (const replica of replicasOf(index))
        replica.settings = { ...replica.settings, ...shared };
    return { taskID: newTask(), updatedAt: timestamp() };
  }

  function getSettings(name: string) {
    const index = existing(name);
    return { ...index.settings, ...(index.primary ? { primary: index.primary } : {}) };
  }

  function saveSynonyms(name: string, body: unknown, query: Record<string, string>) {
    if (!Array.isArray(body)) throw new EmulatorError(400, 'synonyms batch body must be a list');
    const synonyms = body.map(parseSynonym);
    const targets = [ensure(name)];
    if (booleanQuery(query, 'forwardToReplicas'))
      targets.push(...replicasOf(targets[0] as EmulatedIndex));
    const replace = booleanQuery(query, 'replaceExistingSynonyms');
    for (const target of targets) {
      if (replace) target.synonyms.clear();
      for (const synonym of synonyms) target.synonyms.set(synonym.objectID, synonym);
    }
    return { taskID: newTask(), updatedAt: timestamp() };
  }

  function clear(name: string) {
    writable(name).records.clear();
    return { taskID: newTask(), updatedAt: timestamp() };
  }

  function deleteIndex(name: string) {
    const index = indexes.get(name);
    if (index) {
      // Deleting a primary leaves its replicas as regular indexes; deleting a replica unlinks it.
      for (const replica of index.settings.replicas ?? []) detach(replica);
      if (index.primary) {
        const primary = indexes.get(index.primary);
        if (primary?.settings.replicas)
          primary.settings.replicas = primary.settings.replicas.filter(
            (replica) => replica !== name,
          );
      }
      indexes.delete(name);
    }
    return { taskID: newTask(), deletedAt: timestamp() };
  }

  function operation(name: string, body: unknown) {
    const { operation: kind, destination, scope, ...rest } = bodyObject(body, 'operation');
    if (Object.keys(rest).length > 0)
      throw unsupported(`operation field "${Object.keys(rest)[0]}"`);
    if (typeof destination !== 'string' || !destination || destination === name)
      throw new EmulatorError(400, 'destination must be another index');
    const source = indexes.get(name);
    const target = indexes.get(destination);
    if (source?.primary) throw unsupported('copying or moving a replica');
    if (target?.primary) throw new EmulatorError(400, `${destination} is a replica`);
    const { replicas: _replicas, ...sourceSettings } = source?.settings ?? {};

    if (kind === 'copy') {
      // Algolia: no copy onto an index with replicas, and the replicas setting is never copied.
      if (target?.settings.replicas?.length)
        throw new EmulatorError(400, `cannot copy to ${destination}: it has replicas`);
      const scopes = scope === undefined ? ['records', 'settings', 'synonyms', 'rules'] : scope;
      if (
        !Array.isArray(scopes) ||
        !scopes.every((item) =>
          ['settings', 'synonyms', 'rules', 'records'].includes(item as string),
        )
      ) {
        throw new EmulatorError(400, 'scope must list settings, synonyms or rules');
      }
      const copy = ensure(destination);
      if (scopes.includes('records'))
        copy.records = new Map(
          [...(source?.records ?? new Map<string, StoredRecord>())].map(([id, record]) => [
            id,
            structuredClone(record),
          ]),
        );
      if (scopes.includes('settings')) copy.settings = structuredClone(sourceSettings);
      if (scopes.includes('synonyms')) copy.synonyms = new Map(source?.synonyms ?? []);
      return { taskID: newTask(), updatedAt: timestamp() };
    }
    if (kind === 'move') {
      if (scope !== undefined) throw new EmulatorError(400, 'scope is only for copying');
      // Moving a missing index is ignored. The destination keeps its replicas, which then serve
      // the moved records (Algolia: "moving will overwrite the existing index and copy the data
      // to the replica indices").
      if (source) {
        const keptReplicas = target?.settings.replicas;
        indexes.set(destination, {
          records: source.records,
          settings: {
            ...structuredClone(sourceSettings),
            ...(keptReplicas ? { replicas: keptReplicas } : {}),
          },
          synonyms: source.synonyms,
        });
        for (const replica of source.settings.replicas ?? []) detach(replica);
        indexes.delete(name);
      }
      return { taskID: newTask(), updatedAt: timestamp() };
    }
    throw unsupported(`operation "${String(kind)}"`);
  }

  function task(id: string) {
    const taskID = Number(id);
    if (!Number.isInteger(taskID) || taskID < 1 || taskID > lastTask)
      throw new EmulatorError(404, 'Task does not exist');
    // Everything is applied when answered: every task is already published.
    return { status: 'published', pendingTask: false };
  }

  // ---- routing --------------------------------------------------------------------------------

  interface Route {
    /** The search-only key may call it (search and getObjects need only the `search` ACL). */
    searchKey: boolean;
    query?: readonly string[];
    handle(body: unknown, query: Record<string, string>): unknown;
  }

  function route(method: string, segments: readonly string[]): Route | undefined {
    const [version, collection, name, action, extra, ...more] = segments;
    if (version !== '1' || collection !== 'indexes' || name === undefined || more.length > 0)
      return undefined;
    if (name === '*') {
      if (method === 'POST' && action === 'queries' && extra === undefined)
        return { searchKey: true, handle: queries };
      if (method === 'POST' && action === 'objects' && extra === undefined)
        return { searchKey: true, handle: getObjects };
      return undefined;
    }
    if (action === undefined)
      return method === 'DELETE'
        ? { searchKey: false, handle: () => deleteIndex(name) }
        : undefined;
    if (method === 'POST' && action === 'batch' && extra === undefined)
      return { searchKey: false, handle: (body) => batch(name, body) };
    if (method === 'POST' && action === 'browse' && extra === undefined) {
      return {
        searchKey: false,
        handle: (body) =>
          runBrowse(view(name), body === undefined ? {} : bodyObject(body, 'browse')),
      };
    }
    if (method === 'POST' && action === 'clear' && extra === undefined)
      return { searchKey: false, handle: () => clear(name) };
    if (method === 'PUT' && action === 'settings' && extra === undefined) {
      return {
        searchKey: false,
        query: ['forwardToReplicas'],
        handle: (body, query) => putSettings(name, body, query),
      };
    }
    if (method === 'GET' && action === 'settings' && extra === undefined)
      return { searchKey: false, handle: () => getSettings(name) };
    if (method === 'POST' && action === 'synonyms' && extra === 'batch') {
      return {
        searchKey: false,
        query: ['forwardToReplicas', 'replaceExistingSynonyms'],
        handle: (body, query) => saveSynonyms(name, body, query),
      };
    }
    if (method === 'POST' && action === 'operation' && extra === undefined)
      return { searchKey: false, handle: (body) => operation(name, body) };
    if (method === 'GET' && action === 'task' && extra !== undefined)
      return { searchKey: false, handle: () => task(extra) };
    return undefined;
  }

  function answer(status: number, body: unknown): Response {
    return { status, content: JSON.stringify(body), isTimedOut: false };
  }

  function handle(request: EndRequest): Response {
    const url = new URL(request.url);
    const path = decodeURIComponent(url.pathname);
    const query = Object.fromEntries(url.searchParams);
    const headers = request.headers as Record<string, string | undefined>;
    const apiKey = headers['x-algolia-api-key'] ?? query['x-algolia-api-key'];
    const requestAppId = headers['x-algolia-application-id'] ?? query['x-algolia-application-id'];
    if (request.data instanceof Uint8Array) throw unsupported('compressed request bodies');
    let body: unknown;
    try {
      body = request.data === undefined ? undefined : JSON.parse(request.data);
    } catch {
      throw new EmulatorError(400, 'request body is not valid JSON');
    }
    requests.push({ method: request.method, path, query, body, apiKey, appId: requestAppId });

    if (requestAppId !== appId || (apiKey !== searchApiKey && apiKey !== adminApiKey)) {
      throw new EmulatorError(403, 'Invalid Application-ID or API key');
    }
    const target = route(request.method, path.split('/').filter(Boolean));
    if (!target) throw unsupported(`request ${request.method} ${path}`);
    for (const name of Object.keys(query)) {
      if (!COMMON_QUERY.has(name) && !target.query?.includes(name))
        throw unsupported(`query parameter "${name}" on ${request.method} ${path}`);
    }
    if (apiKey !== adminApiKey && !target.searchKey)
      throw new EmulatorError(403, 'Method not allowed with this API key');
    return answer(200, target.handle(body, query));
  }

  const requester: Requester = {
    async send(request) {
      try {
        return handle(request);
      } catch (error) {
        // 4xx answers are not retried by the client: the message reaches the test as an ApiError.
        if (error instanceof EmulatorError)
          return answer(error.status, { message: error.message, status: error.status });
        const message = error instanceof Error ? error.message : String(error);
        return answer(400, {
          message: `Algolia emulator: internal error: ${message}`,
          status: 400,
        });
      }
    },
  };

  return {
    appId,
    searchApiKey,
    adminApiKey,
    requester,
    requests,
    clearRequests: () => {
      requests.length = 0;
    },
    indexNames: () => [...indexes.keys()].sort(),
    records: (name) => {
      const index = indexes.get(name);
      return index ? [...recordsOf(index).values()].map((record) => structuredClone(record)) : [];
    },
    settings: (name) => {
      const index = indexes.get(name);
      return index ? structuredClone(index.settings) : undefined;
    },
    synonyms: (name) =>
      [...(indexes.get(name)?.synonyms.values() ?? [])].map((synonym) => structuredClone(synonym)),
    primaryOf: (name) => indexes.get(name)?.primary,
  };
}
