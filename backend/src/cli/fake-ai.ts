import { FakeAiServer } from '../ai/testing/fake-ai-server';

/**
 * `npm run ai:fake [port]`: a stand-in AI provider on this machine for demos and
 * tests (OpenAI chat completions and speech, Gemini generateContent). Its canned
 * replies say they come from a stand-in; point the app at it with the variables it prints.
 */
async function main(): Promise<void> {
  const port = Number(process.argv[2] ?? 4010);
  const server = await new FakeAiServer().start(port);
  process.stdout.write(
    `Stand-in AI provider listening on 127.0.0.1:${server.port}. Start the app with:\n` +
      `  OPENAI_API_KEY=stand-in OPENAI_BASE_URL=${server.openaiBaseUrl} \\\n` +
      `  GEMINI_API_KEY=stand-in GEMINI_BASE_URL=${server.geminiBaseUrl} npm start\n`,
  );
  const stop = () => void server.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
