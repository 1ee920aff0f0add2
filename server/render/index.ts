export { renderPlainExcerpt } from './plain-excerpt';
export { plainTextHtml, type RenderOptions, renderMarkdown } from './render-markdown';
export { inlineRenderer, type MarkdownRenderer } from './renderer';
export { type HtmlReader, htmlReader } from './stored-html';
