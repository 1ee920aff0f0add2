/** Every JSON response of the API has this shape (DESIGN.md). */
export interface Envelope<T> {
  success: boolean;
  data?: T;
  message?: string;
  /** Only on errors: a more precise explanation (e.g. which field failed). */
  detail?: string;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  page_size: number;
}
