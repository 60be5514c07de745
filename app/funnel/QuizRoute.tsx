import { getRouteApi } from '@tanstack/react-router';
import { QuizPage } from './QuizPage';

const route = getRouteApi('/quiz/$funnelId/{-$step}');

/** The quiz route's component: wires the loader's funnel and actor to the page. */
export function QuizRoute() {
  const { loaded, actor } = route.useLoaderData();
  const { step } = route.useParams();
  return <QuizPage loaded={loaded} actor={actor} urlStep={step} />;
}
