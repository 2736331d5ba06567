import { data } from 'react-router';
import { isPublisherError } from '~/api/errors';
import { HomePage } from '~/features/home/HomePage';
import { loadHome } from '~/features/home/loadHome.server';
import { requestTranslator } from '~/i18n/request.server';
import type { Route } from './+types/home';

/** A whole number from the query, or undefined. */
function queryNumber(query: URLSearchParams, name: string): number | undefined {
  const value = query.get(name);
  return value && /^\d{1,9}$/.test(value) ? Number(value) : undefined;
}

export async function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const { t } = requestTranslator(request);
  try {
    return await loadHome({
      columnId: queryNumber(query, 'column'),
      page: queryNumber(query, 'page') ?? 0,
      t,
    });
  } catch (error) {
    if (isPublisherError(error)) throw data({ reason: error.key }, { status: 503 });
    throw error;
  }
}

export function meta({ data: home }: Route.MetaArgs) {
  return home ? [{ title: home.title }] : [];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage data={loaderData} />;
}
