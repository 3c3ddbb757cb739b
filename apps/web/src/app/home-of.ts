/** Where 'Voltar ao início' leads: a customer on a public checkout page goes back to their order's page; '/' would be the staff sign-in. */
export function homeOf(pathname: string): string {
  const token = /^\/checkout(?:-success|-error)?\/([^/]+)/.exec(pathname)?.[1];
  return token ? `/checkout/${token}` : '/';
}
