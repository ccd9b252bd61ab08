import {
  createServer,
  IncomingMessage,
  Server,
  ServerResponse,
} from 'node:http';
import { AddressInfo } from 'node:net';
import { OfflineEngine } from '../../translator/offline/offline-engine';

/**
 * A small HTTP server that speaks the OpenAI chat-completions / speech and the
 * Gemini generateContent wire formats, so the official SDKs can be pointed at
 * it by base URL. Tests script its answers (errors, delays, malformed bodies);
 * `npm run ai:fake` runs it for demos with canned, clearly labelled replies.
 */
export interface ScriptedReply {
  status?: number;
  /** The model's text (wrapped in the provider's envelope). */
  text?: string;
  /** A raw body sent as is (e.g. malformed JSON). */
  raw?: string;
  delayMs?: number;
}

export interface RecordedRequest {
  provider: 'openai' | 'gemini';
  path: string;
  body: any;
  /** System and user texts as sent. */
  system: string;
  user: string;
}

type Responder = (req: RecordedRequest) => ScriptedReply;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (c) => (data += c));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

const VARIETY_CODES: Record<string, string> = {
  'Moroccan Darija': 'darija',
  'Egyptian Arabic': 'egyptian',
  'Levantine Arabic': 'levantine',
  'Gulf Arabic': 'gulf',
  'Iraqi Arabic': 'iraqi',
  'Modern Standard Arabic': 'ar',
};
const phrasebook = new OfflineEngine();

/**
 * The JSON the app's prompts ask for, filled with canned demo content:
 * everyday phrases into a dialect come from the offline phrasebook, other
 * texts come back marked "[translated]".
 */
export function cannedReply(r: RecordedRequest): ScriptedReply {
  const wants = r.system;
  if (wants.includes('"translation"')) {
    const match = /<text>\s*([\s\S]*?)\s*<\/text>/.exec(r.user);
    const parsed: unknown = match ? JSON.parse(match[1]) : r.user;
    const source = typeof parsed === 'string' ? parsed : '';
    const into = /into ([A-Za-z ]+?)\./.exec(wants)?.[1] ?? '';
    const from = /from (English|French) /.exec(wants)?.[1];
    const variety = VARIETY_CODES[into];
    if (variety && from) {
      const feminine = wants.includes('as a woman');
      const known = phrasebook.translate(
        source,
        from === 'French' ? 'fr' : 'en',
        variety,
        feminine,
      );
      if (!('error' in known)) return { text: JSON.stringify(known) };
    }
    return {
      text: JSON.stringify({
        translation: `[translated] ${source}`.trim(),
        arabic_script: '',
      }),
    };
  }
  if (wants.includes('"answer"')) {
    const title = /"title":\s*("(?:[^"\\]|\\.)*")/.exec(r.user);
    const shown = title ? JSON.parse(title[1]) : 'your question';
    return {
      text: JSON.stringify({
        answer: `Demo answer from the stand-in AI server about: ${shown}. A native speaker can confirm the details.`,
        unsure: true,
      }),
    };
  }
  return { text: JSON.stringify({ text: 'ok' }) };
}

export class FakeAiServer {
  readonly requests: RecordedRequest[] = [];
  private queue: ScriptedReply[] = [];
  private responder: Responder = cannedReply;
  private server?: Server;
  private readonly timers = new Set<NodeJS.Timeout>();
  port = 0;

  /** A delay that stop() cuts short, so a stopped server keeps nothing waiting. */
  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        resolve();
      }, ms);
      this.timers.add(timer);
    });
  }

  /** Replies to use, in order, before falling back to the responder. */
  script(...replies: ScriptedReply[]): this {
    this.queue.push(...replies);
    return this;
  }

  respondWith(responder: Responder): this {
    this.responder = responder;
    return this;
  }

  reset(): void {
    this.queue = [];
    this.requests.length = 0;
    this.responder = cannedReply;
  }

  get openaiBaseUrl(): string {
    return `http://127.0.0.1:${this.port}/v1`;
  }

  get geminiBaseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  count(provider?: 'openai' | 'gemini'): number {
    return provider
      ? this.requests.filter((r) => r.provider === provider).length
      : this.requests.length;
  }

  async start(port = 0): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) =>
      this.server!.listen(port, '127.0.0.1', resolve),
    );
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }

  private async handle(
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<void> {
    const path = (req.url ?? '').split('?')[0];
    const raw = await readBody(req);
    let body: any = {};
    try {
      body = raw ? JSON.parse(raw) : {};
    } catch {
      body = {};
    }
    if (req.method === 'POST' && path.endsWith('/audio/speech')) {
      this.requests.push({
        provider: 'openai',
        path,
        body,
        system: '',
        user: String(body.input ?? ''),
      });
      const reply = this.queue.shift();
      if (reply?.delayMs) await this.sleep(reply.delayMs);
      if (reply?.status && reply.status >= 400)
        return this.sendError(res, 'openai', reply.status);
      res.writeHead(200, { 'content-type': 'audio/mpeg' });
      res.end(fakeMp3(String(body.input ?? '')));
      return;
    }
    const openai = req.method === 'POST' && path.endsWith('/chat/completions');
    const gemini = req.method === 'POST' && /:generateContent$/.test(path);
    if (!openai && !gemini) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          error: { message: `no such endpoint ${req.method} ${path}` },
        }),
      );
      return;
    }
    const recorded: RecordedRequest = openai
      ? {
          provider: 'openai',
          path,
          body,
          system: (body.messages ?? [])
            .filter((m: any) => m.role === 'system')
            .map((m: any) => m.content)
            .join('\n'),
          user: (body.messages ?? [])
            .filter((m: any) => m.role === 'user')
            .map((m: any) => m.content)
            .join('\n'),
        }
      : {
          provider: 'gemini',
          path,
          body,
          system: (body.systemInstruction?.parts ?? [])
            .map((p: any) => p.text)
            .join('\n'),
          user: (body.contents ?? [])
            .flatMap((c: any) => c.parts ?? [])
            .map((p: any) => p.text)
            .join('\n'),
        };
    this.requests.push(recorded);
    const reply = this.queue.shift() ?? this.responder(recorded);
    if (reply.delayMs) await this.sleep(reply.delayMs);
    if (res.destroyed) return;
    if (reply.status && reply.status >= 400)
      return this.sendError(res, recorded.provider, reply.status);
    if (reply.raw !== undefined) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        openai
          ? envelopeOpenai(reply.raw, body.model)
          : envelopeGemini(reply.raw),
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      openai
        ? envelopeOpenai(reply.text ?? '', body.model)
        : envelopeGemini(reply.text ?? ''),
    );
  }

  private sendError(
    res: ServerResponse,
    provider: 'openai' | 'gemini',
    status: number,
  ): void {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(
      provider === 'openai'
        ? JSON.stringify({
            error: {
              message: `stand-in error ${status}`,
              type: 'server_error',
              code: null,
            },
          })
        : JSON.stringify({
            error: {
              code: status,
              message: `stand-in error ${status}`,
              status: 'UNAVAILABLE',
            },
          }),
    );
  }
}

function envelopeOpenai(content: string, model: string): string {
  return JSON.stringify({
    id: `chatcmpl-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: model ?? 'stand-in',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content },
        finish_reason: 'stop',
        logprobs: null,
      },
    ],
    usage: {
      prompt_tokens: 42,
      completion_tokens: Math.ceil(content.length / 4),
      total_tokens: 42 + Math.ceil(content.length / 4),
    },
  });
}

function envelopeGemini(text: string): string {
  return JSON.stringify({
    candidates: [
      {
        content: { role: 'model', parts: [{ text }] },
        finishReason: 'STOP',
        index: 0,
      },
    ],
    usageMetadata: {
      promptTokenCount: 42,
      candidatesTokenCount: Math.ceil(text.length / 4),
      totalTokenCount: 42 + Math.ceil(text.length / 4),
    },
    modelVersion: 'stand-in',
  });
}

/** A short valid MPEG audio frame sequence (silence), distinct per text so cached files can be told apart. */
function fakeMp3(text: string): Buffer {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  const tag = Buffer.from(
    `TAG${text.slice(0, 30).padEnd(30)}`.padEnd(128, '\0'),
    'latin1',
  );
  return Buffer.concat([frame, frame, frame, tag]);
}
