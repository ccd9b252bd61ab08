import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { HttpStatus } from '@nestjs/common';
import { AnswersService } from '../answers/answers.service';
import { ApiError } from '../common/http-error';
import { parseId } from '../common/parse-id.pipe';
import { QuestionsService } from '../questions/questions.service';

/** API answers a page renders with, by the URL the client reads each from. */
export type PageReads = Record<string, unknown>;

/**
 * The client build's first-frame renderer (`.vite/render/render.cjs`, see
 * frontend/src/prerender/render.tsx): the app as it renders for a guest,
 * given the API answers it would have read.
 */
export interface FrameRenderer {
  renderFirstFrame(path: string, reads: PageReads): Promise<string>;
}

/**
 * Loads the renderer a build ships, afresh (a new build replaces it); none
 * when the build has no renderer.
 */
export function loadFrameRenderer(file: string): FrameRenderer | undefined {
  if (!existsSync(file)) return undefined;
  delete require.cache[require.resolve(file)];
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const loaded = require(file) as Partial<FrameRenderer>;
  if (typeof loaded.renderFirstFrame !== 'function')
    throw new Error(`${file} does not export renderFirstFrame`);
  return loaded as FrameRenderer;
}

/**
 * Keeps each rendered frame for a while (rendering one takes 10-20 ms of
 * CPU), by its path and the reads it was rendered with: a question that
 * changed (an answer, a like) is rendered afresh at once; the time only
 * bounds how old its relative dates ("5 minutes ago") may be. The oldest
 * frame goes first beyond `maxEntries`.
 */
export function keepRenderedFrames(
  renderer: FrameRenderer,
  { ttlMs, maxEntries }: { ttlMs: number; maxEntries: number },
  now: () => number = Date.now,
): FrameRenderer {
  const kept = new Map<string, { frame: string; expires: number }>();
  return {
    async renderFirstFrame(path, reads) {
      const key = createHash('sha256')
        .update(path)
        .update('\0')
        .update(JSON.stringify(reads))
        .digest('base64');
      const found = kept.get(key);
      if (found && found.expires > now()) return found.frame;
      kept.delete(key);
      const frame = await renderer.renderFirstFrame(path, reads);
      kept.set(key, { frame, expires: now() + ttlMs });
      for (const oldest of kept.keys()) {
        if (kept.size <= maxEntries) break;
        kept.delete(oldest);
      }
      return frame;
    },
  };
}

const QUESTION_PATH = /^(\/fr)?\/question\/([^/]+)\/?$/;

/**
 * What a question page reads as a guest, as the API answers it: the question
 * and its answers. Undefined for another page, or a question that is not
 * there (the page then shows its skeleton, and the app its 404).
 */
export function questionPageReads(
  questions: QuestionsService,
  answers: AnswersService,
) {
  return async (pathname: string): Promise<PageReads | undefined> => {
    const match = QUESTION_PATH.exec(pathname);
    const id = match ? parseId(match[2]) : undefined;
    if (!match || id === undefined) return undefined;
    const locale = match[1] ? 'fr' : 'en';
    const base = `/api${match[1] ?? ''}/questions/${id}`;
    try {
      const [question, list] = await Promise.all([
        questions.findForPage(id, locale, null),
        answers.listForQuestion(id, locale, null),
      ]);
      // As the client receives them: dates as strings, no undefined fields.
      return JSON.parse(
        JSON.stringify({ [base]: question, [`${base}/answers`]: list }),
      ) as PageReads;
    } catch (error) {
      if (
        error instanceof ApiError &&
        error.getStatus() === HttpStatus.NOT_FOUND
      )
        return undefined;
      throw error;
    }
  };
}

/**
 * The reads a first frame was rendered with, for the app to start from
 * (frontend/src/main.tsx): a JSON data block, which runs nothing. `<` is
 * escaped, so no text inside can end the element.
 */
export function pageReadsScript(reads: PageReads): string {
  const json = JSON.stringify(reads).replace(/</g, '\\u003c');
  return `<script type="application/json" id="first-frame-reads">${json}</script>`;
}
