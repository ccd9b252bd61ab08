import {
  FrameRenderer,
  keepRenderedFrames,
  PageReads,
  pageReadsScript,
} from './page-frames';

/** A renderer that names the call that rendered each frame. */
function countingRenderer(): FrameRenderer & { calls: number } {
  const renderer = {
    calls: 0,
    renderFirstFrame(path: string, reads: PageReads) {
      renderer.calls += 1;
      return Promise.resolve(
        `${path} ${JSON.stringify(reads)} #${renderer.calls}`,
      );
    },
  };
  return renderer;
}

describe('keepRenderedFrames', () => {
  const reads = { '/api/questions/1': { title: 'Salam' } };

  it('renders a page once while its reads are unchanged, until the time is up', async () => {
    let now = 1_000;
    const renderer = countingRenderer();
    const kept = keepRenderedFrames(
      renderer,
      { ttlMs: 60_000, maxEntries: 10 },
      () => now,
    );
    const first = await kept.renderFirstFrame('/question/1', reads);
    expect(await kept.renderFirstFrame('/question/1', { ...reads })).toBe(
      first,
    );
    expect(renderer.calls).toBe(1);
    // Other reads (an answer came), or another path: rendered afresh.
    await kept.renderFirstFrame('/question/1', {
      '/api/questions/1': { title: 'Salam!' },
    });
    await kept.renderFirstFrame('/fr/question/1', reads);
    expect(renderer.calls).toBe(3);
    now += 60_000;
    expect(await kept.renderFirstFrame('/question/1', reads)).not.toBe(first);
    expect(renderer.calls).toBe(4);
  });

  it('keeps at most maxEntries frames, dropping the oldest', async () => {
    const renderer = countingRenderer();
    const kept = keepRenderedFrames(renderer, { ttlMs: 60_000, maxEntries: 2 });
    for (const id of [1, 2, 3])
      await kept.renderFirstFrame(`/question/${id}`, reads);
    await kept.renderFirstFrame('/question/3', reads);
    await kept.renderFirstFrame('/question/2', reads);
    expect(renderer.calls).toBe(3);
    await kept.renderFirstFrame('/question/1', reads);
    expect(renderer.calls).toBe(4);
  });

  it('keeps nothing a render failed on', async () => {
    let fail = true;
    const kept = keepRenderedFrames(
      {
        renderFirstFrame: () =>
          fail
            ? Promise.reject(new Error('the page failed'))
            : Promise.resolve('<h1>Salam</h1>'),
      },
      { ttlMs: 60_000, maxEntries: 2 },
    );
    await expect(kept.renderFirstFrame('/question/1', reads)).rejects.toThrow(
      'the page failed',
    );
    fail = false;
    expect(await kept.renderFirstFrame('/question/1', reads)).toBe(
      '<h1>Salam</h1>',
    );
  });
});

describe('pageReadsScript', () => {
  it('writes the reads as a data block no text inside can end', () => {
    const reads = {
      '/api/questions/7': { title: 'What does "</script><script>" mean?' },
    };
    const script = pageReadsScript(reads);
    const inner =
      /^<script type="application\/json" id="first-frame-reads">(.*)<\/script>$/s.exec(
        script,
      )?.[1];
    expect(inner).toBeDefined();
    expect(inner).not.toContain('<');
    expect(JSON.parse(inner ?? '')).toEqual(reads);
  });
});
