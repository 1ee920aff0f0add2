import { Link } from 'wouter';
import { commonText, placeholderText } from '../../text/zh';
import { buttonClass } from '../components/form';
import { usePageTitle } from '../page';

export type ComingSoonFeature = 'explore' | 'videos' | 'favorites' | 'likes' | 'debug' | 'examOcr';

/** Routes whose feature is not built yet: say so plainly. */
export default function ComingSoonScreen({ feature }: { feature: ComingSoonFeature }) {
  usePageTitle(placeholderText[feature]);
  return (
    <div className="mx-auto max-w-md py-12 text-center">
      <h1 className="text-2xl font-bold">{placeholderText[feature]}</h1>
      <p className="mt-3 text-gray-700 dark:text-gray-300">{placeholderText.comingSoon}</p>
      <Link href="/" className={buttonClass('secondary', 'mt-6')}>
        {commonText.backHome}
      </Link>
    </div>
  );
}
