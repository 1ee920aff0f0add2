import { options } from 'preact';

/**
 * Client tests (jsdom): Preact runs effects after the next paint, through requestAnimationFrame with a
 * 100 ms timer as a fallback, and that timer calls cancelAnimationFrame. On a loaded machine the timer can
 * fire after a test file's jsdom environment is gone; cancelAnimationFrame is then undefined and the run
 * fails with an uncaught ReferenceError although every test passed. A plain macrotask runs the same flush
 * without touching the window.
 */
if (typeof window !== 'undefined') {
  options.requestAnimationFrame = (flush) => {
    setTimeout(flush, 0);
  };
}
