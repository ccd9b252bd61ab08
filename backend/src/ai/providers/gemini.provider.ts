import type * as GenAI from '@google/genai' with {
  'resolution-mode': 'import',
};
import {
  AiProvider,
  CompletionRequest,
  CompletionResult,
  isRetryableStatus,
  ProviderError,
} from './provider';

// The SDK ships a CommonJS build; its type declarations are ES-module only.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ApiError, GoogleGenAI } = require('@google/genai') as typeof GenAI;

export interface GeminiSettings {
  apiKey?: string;
  baseUrl?: string;
  model: string;
  timeoutMs: number;
}

/** The advanced engine, through the official `@google/genai` SDK (GEMINI_BASE_URL for proxies and tests). */
export class GeminiProvider implements AiProvider {
  readonly name = 'gemini' as const;
  readonly enabled: boolean;
  readonly model: string;
  private readonly client?: GenAI.GoogleGenAI;

  constructor(private readonly settings: GeminiSettings) {
    this.enabled = !!settings.apiKey;
    this.model = settings.model;
    if (this.enabled) {
      this.client = new GoogleGenAI({
        apiKey: settings.apiKey,
        httpOptions: {
          ...(settings.baseUrl ? { baseUrl: settings.baseUrl } : {}),
          timeout: settings.timeoutMs,
          retryOptions: { attempts: 1 },
        },
      });
    }
  }

  async complete(request: CompletionRequest): Promise<CompletionResult> {
    if (!this.client)
      throw new ProviderError('Gemini is not configured', false);
    try {
      const response = await this.client.models.generateContent({
        model: this.model,
        contents: [{ role: 'user', parts: [{ text: request.user }] }],
        config: {
          systemInstruction: request.system,
          maxOutputTokens: request.maxTokens,
          temperature: 0.3,
          ...(request.json ? { responseMimeType: 'application/json' } : {}),
        },
      });
      const text = response.text;
      if (typeof text !== 'string' || text === '')
        throw new ProviderError('Gemini returned no text', true);
      return {
        text,
        model: response.modelVersion ?? this.model,
        inputTokens: response.usageMetadata?.promptTokenCount,
        outputTokens: response.usageMetadata?.candidatesTokenCount,
      };
    } catch (error) {
      if (error instanceof ProviderError) throw error;
      if (error instanceof ApiError) {
        throw new ProviderError(
          `Gemini answered ${error.status}`,
          isRetryableStatus(error.status),
          error.status,
        );
      }
      const name = (error as Error)?.name;
      if (name === 'AbortError' || name === 'TimeoutError')
        throw new ProviderError('Gemini timed out', true);
      throw new ProviderError(
        `Gemini call failed: ${(error as Error)?.message ?? error}`,
        true,
      );
    }
  }
}
