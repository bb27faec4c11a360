import { type LoaderFunctionArgs, redirect } from 'react-router';
import { languageOfPath, pathInLanguage } from '#common/languages.ts';

/** 'Exit Admin' (`/disable-admin-redirect`): back to the public site, in the same language. */
export function loader({ request }: LoaderFunctionArgs) {
  return redirect(pathInLanguage('/', languageOfPath(new URL(request.url).pathname)));
}

export default function ExitAdmin() {
  return null;
}
