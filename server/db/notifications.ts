import pg from 'pg';

/** How long a dropped listening connection waits before it connects again. */
const RECONNECT_MS = 1000;
/** A connection attempt gives up after this: the first catalogue read waits for it. */
const CONNECT_TIMEOUT_MS = 2000;

export type OnNotification = (payload: string) => void;

/**
 * One dedicated PostgreSQL connection that LISTENs, outside the pool (a pooled connection is
 * handed to other queries between them, and a notification only reaches a session that
 * listens). It connects on the first subscription, so a process that never subscribes (an
 * import from the command line) opens no such connection. A dropped connection is opened again
 * after RECONNECT_MS; as changes may have gone unheard meanwhile, every subscriber is then told
 * once with an empty payload.
 */
export function createListener(connectionString: string) {
  const subscribers = new Map<string, Set<OnNotification>>();
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  const tellAll = (payload: string) => {
    for (const handlers of subscribers.values()) for (const handler of handlers) handler(payload);
  };
  const listen = (connection: pg.Client, channel: string) => connection.query(`listen ${pg.escapeIdentifier(channel)}`);

  function reconnectLater(dropped: pg.Client) {
    if (client !== dropped) return;
    client = null;
    dropped.end().catch(() => {});
    if (closed) return;
    console.warn(`notifications: listening connection lost, connecting again in ${RECONNECT_MS} ms`);
    retry = setTimeout(() => void connect(true), RECONNECT_MS);
  }

  async function open(reconnecting: boolean) {
    const connection = new pg.Client({ connectionString, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    connection.on('notification', ({ channel, payload = '' }) => subscribers.get(channel)?.forEach((handler) => handler(payload)));
    connection.on('error', () => reconnectLater(connection));
    connection.on('end', () => reconnectLater(connection));
    client = connection;
    try {
      await connection.connect();
      for (const channel of subscribers.keys()) await listen(connection, channel);
      if (closed) await connection.end();
      else if (reconnecting) tellAll('');
    } catch (error) {
      console.warn('notifications: could not listen', error instanceof Error ? error.message : error);
      reconnectLater(connection);
    }
  }

  function connect(reconnecting = false) {
    connecting ??= open(reconnecting).finally(() => (connecting = null));
    return connecting;
  }

  return {
    /** Calls `handler` with each notification's payload on `channel`, from the moment the LISTEN took effect. */
    async subscribe(channel: string, handler: OnNotification) {
      const handlers = subscribers.get(channel) ?? new Set<OnNotification>();
      const isNew = !subscribers.has(channel);
      subscribers.set(channel, handlers.add(handler));
      if (connecting) return connecting;
      if (!client) return connect();
      if (isNew) await listen(client, channel);
    },

    /** Stops listening for good: the connection is closed and not opened again. */
    async close() {
      closed = true;
      clearTimeout(retry);
      await connecting;
      const connection = client;
      client = null;
      await connection?.end().catch(() => {});
    },
  };
}

export type Listener = ReturnType<typeof createListener>;
