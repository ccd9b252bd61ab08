export type ProviderName = 'openai' | 'gemini';

/** What a call to a provider was for. */
export type AiTask = 'answer' | 'translate' | 'speak';
export const AI_TASKS: AiTask[] = ['answer', 'translate', 'speak'];

export interface CompletionRequest {
  /** Names the task in logs, e.g. `answer-question@v1`. */
  task: string;
  system: string;
  user: string;
  /** Ask for a JSON object. */
  json: boolean;
  maxTokens: number;
}

export interface CompletionResult {
  text: string;
  model: string;
  inputTokens?: number;
  outputTokens?: number;
}

/** A provider failure; `retryable` for time-outs, 429 and 5xx. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

export interface AiProvider {
  readonly name: ProviderName;
  /** False when no API key is configured. */
  readonly enabled: boolean;
  readonly model: string;
  complete(request: CompletionRequest): Promise<CompletionResult>;
}

export function isRetryableStatus(status: number | undefined): boolean {
  return (
    status === undefined ||
    status === 408 ||
    status === 409 ||
    status === 429 ||
    status >= 500
  );
}
