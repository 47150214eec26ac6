import { ErrorPage } from '@/components/errors/ErrorPage';

/** notFound() inside this frame: the frame is already drawn, so only the error body is rendered. */
export default function NotFound() {
  return <ErrorPage statusCode={404} />;
}
