export { renderPlainExcerpt } from './plain-excerpt';
export { renderMarkdown } from './render-markdown';
export { storedOrRendered } from './stored-html';
