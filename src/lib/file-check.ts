import { fileText } from '../text/zh';

export interface FileCheckOptions {
  /** Extensions ('.png'), exact MIME types ('image/png') or MIME wildcards ('image/*'). */
  accept?: readonly string[];
  maxSize?: number;
  maxFiles?: number;
}

export interface FileCheckResult {
  isValid: boolean;
  errors: string[];
}

type FileLike = Pick<File, 'name' | 'type' | 'size'>;

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** 10485760 → '10.0 MB'; one decimal, 1024-based. */
export function formatFileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${UNITS[unit]}`;
}

export function acceptsFile(file: FileLike, accept: readonly string[]): boolean {
  const name = file.name.toLowerCase();
  const type = (file.type || '').toLowerCase();
  return accept.some((raw) => {
    const rule = raw.trim().toLowerCase();
    if (!rule) return false;
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}

/** Spec §5 file check before upload. One message per problem kind, in the spec's words. */
export function checkFiles(files: readonly FileLike[], options: FileCheckOptions = {}): FileCheckResult {
  const errors: string[] = [];
  const { accept, maxSize, maxFiles } = options;
  if (maxFiles !== undefined && files.length > maxFiles) errors.push(fileText.tooMany(maxFiles));
  if (accept && accept.length > 0 && files.some((f) => !acceptsFile(f, accept))) {
    errors.push(`${fileText.typeUnsupportedPrefix}${accept.join(', ')}`);
  }
  if (maxSize !== undefined && files.some((f) => f.size > maxSize)) {
    errors.push(`${fileText.tooLargePrefix}${formatFileSize(maxSize)}${fileText.tooLargeSuffix}`);
  }
  return { isValid: errors.length === 0, errors };
}
