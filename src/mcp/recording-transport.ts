import type { JSONRPCMessage, MessageExtraInfo, Transport, TransportSendOptions } from '@modelcontextprotocol/client';

/**
 * A transport as the SDK client sees it, keeping each result the server sent, as it came, under the method it answers.
 * The client's parse fills in what a 2026-07-28 result may leave out (resultType, ttlMs, cacheScope): the revision
 * checks read what the server itself said. Wrapping also makes the SDK probe `server/discover` on this very
 * connection (it keeps its disposable sibling process for its own stdio transport): the caller chose the process.
 */
export class RecordingTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: Transport['onmessage'];
  /** Raw results by the method of the request they answer, in order. */
  readonly results = new Map<string, unknown[]>();
  private readonly pending = new Map<string | number, string>();

  constructor(readonly inner: Transport) {
    inner.onclose = () => this.onclose?.();
    inner.onerror = (error) => this.onerror?.(error);
    inner.onmessage = <T extends JSONRPCMessage>(message: T, extra?: MessageExtraInfo) => {
      if ('id' in message && 'result' in message && message.id !== undefined) {
        const method = this.pending.get(message.id);
        this.pending.delete(message.id);
        if (method) this.results.set(method, [...(this.results.get(method) ?? []), message.result]);
      }
      this.onmessage?.(message, extra);
    };
  }

  get sessionId(): string | undefined {
    return this.inner.sessionId;
  }

  get hasPerRequestStream(): boolean | undefined {
    return this.inner.hasPerRequestStream;
  }

  start(): Promise<void> {
    return this.inner.start();
  }

  send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    if ('method' in message && 'id' in message && message.id !== undefined) this.pending.set(message.id, message.method);
    return this.inner.send(message, options);
  }

  close(): Promise<void> {
    return this.inner.close();
  }

  setProtocolVersion(version: string): void {
    this.inner.setProtocolVersion?.(version);
  }
}
