import { siteText } from '../../text/zh';

export function Footer() {
  return (
    <footer className="border-t border-gray-200 bg-white px-3 py-6 text-center text-sm text-gray-600 dark:border-gray-800 dark:bg-gray-900 dark:text-gray-300">
      <p className="font-semibold text-gray-900 dark:text-gray-100">
        {siteText.brand} · {siteText.tagline}
      </p>
      <p className="mx-auto mt-1 max-w-xl">{siteText.description}</p>
      <p className="mt-2">
        {siteText.copyright} · {siteText.versionLabel(siteText.version)}
      </p>
    </footer>
  );
}
