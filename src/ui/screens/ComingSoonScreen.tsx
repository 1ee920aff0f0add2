import { Link } from 'wouter';
import { commonText, placeholderText } from '../../text/zh';
import type { ComingSoonFeature } from '../coming-soon';
import { buttonClass } from '../components/form';
import { SoonBadge } from '../components/SoonBadge';

/** Routes whose feature is not built yet: say so plainly. */
export default function ComingSoonScreen({ feature }: { feature: ComingSoonFeature }) {
  return (
    <div className="mx-auto max-w-md py-12 text-center" data-testid="coming-soon">
      <SoonBadge size="large" />
      <h1 className="mt-3 text-2xl font-bold">{placeholderText[feature]}</h1>
      <p className="mt-3 text-gray-700 dark:text-gray-300">{placeholderText.comingSoon}</p>
      <Link href="/" className={buttonClass('secondary', 'mt-6')}>
        {commonText.backHome}
      </Link>
    </div>
  );
}
