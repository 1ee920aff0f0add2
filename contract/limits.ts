/** Spec §5 and §9: upload limits shared by the client checks and the server checks. */
export const UPLOAD_MAX_BYTES = 10_485_760;
export const UPLOAD_MAX_FILES = 5;
export const HOME_MAX_IMAGES = 1;
export const UPLOAD_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const UPLOAD_EXTENSIONS = ['.jpeg', '.jpg', '.png', '.gif', '.webp'] as const;
export type UploadMimeType = (typeof UPLOAD_MIME_TYPES)[number];

export const PROBLEM_TEXT_MAX_CHARS = 5000;
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;
