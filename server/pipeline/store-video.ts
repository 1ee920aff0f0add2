import { stat } from 'node:fs/promises';
import path from 'node:path';
import { DEBUG_FILE_TAGS, type DebugFileTag } from '../../contract/videos';
import type { DebugRecord, VideoDetails } from '../db/schema';
import type { FileStorage } from '../storage';
import { contentTypeOf } from '../storage/content-type';
import { debugKey, isStoredName, videoKey } from '../storage/keys';
import type { PipelineLog, VideoResult } from './types';

/** What a rendered video leaves in the database once its files are in storage. */
export interface StoredVideo {
  /** `<taskId>/<file>`: what /media/ serves. */
  videoFile: string;
  video: VideoDetails;
  debugFiles: DebugRecord;
}

/** Debug files put into storage at once (a render leaves a few dozen slides). */
const PUT_CONCURRENCY = 4;
/** More than any render leaves; a runaway list is cut rather than filling the bucket. */
const MAX_DEBUG_FILES = 400;

/**
 * Puts a render's output into storage: the MP4, its poster and its subtitles under
 * videos/<taskId>/ (served by /media), every other debug file under debug/<taskId>/ (read only
 * through the debug listener). A file the render names outside its folder is refused; a debug file
 * that cannot be stored is left out of the list, not fatal to the video.
 */
export async function storeRenderedVideo(
  storage: FileStorage,
  log: PipelineLog,
  taskId: string,
  outDir: string,
  result: VideoResult,
  timing: { renderMs: number; signal?: AbortSignal },
): Promise<StoredVideo> {
  const started = performance.now();
  const video = fileIn(outDir, result.videoPath);
  if (!video) throw new Error(`video written outside its folder: ${result.videoPath}`);
  const poster = result.posterPath ? fileIn(outDir, result.posterPath) : null;
  const subtitles = result.subtitlesPath ? fileIn(outDir, result.subtitlesPath) : null;

  // Served files keep the render's plain names (a retry renders the same names anew).
  const served = new Map<string, string>();
  for (const file of [video, poster, subtitles]) {
    if (file && isStoredName(path.basename(file))) served.set(file, path.basename(file));
  }
  if (!served.has(video)) throw new Error(`video file name not storable: ${result.videoPath}`);
  for (const [file, name] of served) {
    timing.signal?.throwIfAborted();
    await storage.put(videoKey(`${taskId}/${name}`), { file }, contentTypeOf(name));
  }

  const files = await storeDebugFiles(storage, log, taskId, outDir, result, served);
  const storeMs = Math.round(performance.now() - started);
  const stages = [...(result.stages ?? []).map((s) => ({ name: s.name, ms: Math.round(s.ms) })), { name: 'store', ms: storeMs }];
  return {
    videoFile: `${taskId}/${served.get(video)}`,
    video: {
      posterFile: poster ? (served.get(poster) ?? null) : null,
      subtitlesFile: subtitles ? (served.get(subtitles) ?? null) : null,
      durationSeconds: Number.isFinite(result.durationSeconds) ? result.durationSeconds : null,
      chapters: result.chapters ?? [],
    },
    debugFiles: { files, stages, totalMs: Math.round(timing.renderMs) + storeMs },
  };
}

async function storeDebugFiles(
  storage: FileStorage,
  log: PipelineLog,
  taskId: string,
  outDir: string,
  result: VideoResult,
  served: Map<string, string>,
): Promise<DebugRecord['files']> {
  const artifacts = (result.artifacts ?? []).filter((a) => (DEBUG_FILE_TAGS as readonly string[]).includes(a.tag));
  if (artifacts.length > MAX_DEBUG_FILES) log.warn({ taskId, count: artifacts.length }, 'render left too many debug files; list cut');
  const taken = new Set<string>();
  const planned: { tag: DebugFileTag; file: string; name: string; area: 'videos' | 'debug' }[] = [];
  for (const artifact of artifacts.slice(0, MAX_DEBUG_FILES)) {
    const file = fileIn(outDir, artifact.path);
    if (!file) {
      log.warn({ taskId, path: artifact.path }, 'debug file outside the render folder ignored');
      continue;
    }
    const servedName = served.get(file);
    if (servedName) {
      planned.push({ tag: artifact.tag, file, name: servedName, area: 'videos' });
      continue;
    }
    const name = uniqueName(storedNameOf(path.relative(outDir, file)), taken);
    if (!name) continue;
    taken.add(name);
    planned.push({ tag: artifact.tag, file, name, area: 'debug' });
  }

  // The served files are listed even when the render does not name them.
  const listed = new Set(planned.map((p) => p.file));
  const servedTags: [string | null, DebugFileTag][] = [
    [fileIn(outDir, result.videoPath), 'video'],
    [result.posterPath ? fileIn(outDir, result.posterPath) : null, 'slides'],
    [result.subtitlesPath ? fileIn(outDir, result.subtitlesPath) : null, 'subtitles'],
  ];
  for (const [file, tag] of servedTags) {
    const name = file ? served.get(file) : undefined;
    if (file && name && !listed.has(file)) planned.push({ tag, file, name, area: 'videos' });
  }

  const stored: (DebugRecord['files'][number] | null)[] = new Array(planned.length).fill(null);
  let next = 0;
  const putOne = async (): Promise<void> => {
    while (next < planned.length) {
      const i = next++;
      const p = planned[i];
      try {
        const info = await stat(p.file);
        if (!info.isFile()) continue;
        const contentType = contentTypeOf(p.name);
        if (p.area === 'debug') await storage.put(debugKey(taskId, p.name), { file: p.file }, contentType);
        stored[i] = { tag: p.tag, name: p.name, area: p.area, contentType, bytes: info.size };
      } catch (err) {
        log.warn({ err, taskId, file: p.name }, 'debug file not stored');
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PUT_CONCURRENCY, planned.length) }, putOne));
  return stored.filter((f) => f !== null);
}

/** The file a render names, when it lies inside its folder; null otherwise. */
function fileIn(outDir: string, name: string): string | null {
  const root = path.resolve(outDir);
  const file = path.resolve(root, name);
  return file.startsWith(root + path.sep) ? file : null;
}

/**
 * A render's relative path as one name storage keys accept: folders joined by '-', other characters
 * replaced, one extension kept. Null when nothing usable is left.
 */
export function storedNameOf(relative: string): string | null {
  const flat = relative
    .split(/[\\/]+/)
    .filter(Boolean)
    .join('-');
  const dot = flat.lastIndexOf('.');
  const rawExt = dot > 0 ? flat.slice(dot + 1) : '';
  const ext = /^[A-Za-z0-9]{1,8}$/.test(rawExt) ? rawExt : '';
  const base = (ext ? flat.slice(0, dot) : flat)
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^[^A-Za-z0-9]+/, '')
    .slice(0, 100);
  if (!base) return null;
  const name = ext ? `${base}.${ext}` : base;
  return isStoredName(name) ? name : null;
}

function uniqueName(name: string | null, taken: Set<string>): string | null {
  if (!name || !taken.has(name)) return name;
  const dot = name.lastIndexOf('.');
  const [base, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}${ext}`;
    if (!taken.has(candidate)) return candidate;
  }
}
