import { Link } from 'wouter';
import { commonText, notFoundText } from '../../text/zh';
import { buttonClass } from '../components/form';

export default function NotFoundScreen() {
  return (
    <div className="mx-auto max-w-md py-12 text-center">
      <p className="text-6xl font-bold text-gray-500 dark:text-gray-400" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold">{notFoundText.title}</h1>
      <p className="mt-2 text-gray-600 dark:text-gray-300">{notFoundText.body}</p>
      <Link href="/" className={buttonClass('primary', 'mt-6')}>
        {commonText.backHome}
      </Link>
    </div>
  );
}
