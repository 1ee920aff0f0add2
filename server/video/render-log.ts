/** The render's stages with their wall times and what happened along the way, for the debug view. */
export class RenderLog {
  readonly stages: { name: string; ms: number }[] = [];
  private readonly notes: string[] = [];
  private readonly started = performance.now();

  async stage<T>(name: string, work: () => Promise<T> | T): Promise<T> {
    const t0 = performance.now();
    try {
      return await work();
    } finally {
      this.stages.push({ name, ms: Math.round(performance.now() - t0) });
    }
  }

  note(text: string): void {
    this.notes.push(text);
  }

  text(ffmpegReport: string): string {
    const tail = ffmpegReport.trim().split('\n').slice(-40).join('\n');
    return [
      `total ${Math.round(performance.now() - this.started)} ms (narration and slides run at the same time)`,
      ...this.stages.map((s) => `stage ${s.name}: ${s.ms} ms`),
      '',
      ...this.notes,
      '',
      '--- ffmpeg (last lines) ---',
      tail,
      '',
    ].join('\n');
  }
}
