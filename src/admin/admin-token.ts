/**
 * The owner's sign-in on the admin pages read through GET /api/stats and /api/day (./stats.ts, ./day.ts): the web
 * editor's GitHub token when the editor is signed in on this site (Sveltia CMS keeps it in this origin's
 * localStorage), else one pasted on either page and kept for the tab (sessionStorage, shared by both pages), or one
 * given in the address's fragment (#token=…, never sent to a server, removed from the address at once).
 */
const EDITOR_USER = 'sveltia-cms.user';
/** The pasted token, kept for the tab. */
const KEPT = 'stats-token';

/** The editor's GitHub token, when the editor is signed in on this site. */
function editorToken(): string | undefined {
  try {
    const user = JSON.parse(localStorage.getItem(EDITOR_USER) ?? 'null') as {
      backendName?: string;
      token?: string;
    } | null;
    return user?.backendName === 'github' ? user.token : undefined;
  } catch {
    return undefined;
  }
}

/** The tokens to try, in order: the address's (then removed from it), the tab's, the editor's. */
function tokensToTry(): (string | null | undefined)[] {
  const fromAddress = new URLSearchParams(location.hash.slice(1)).get('token');
  if (fromAddress) history.replaceState(null, '', location.pathname);
  return [fromAddress, sessionStorage.getItem(KEPT), editorToken()];
}

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

/** `path`'s answer for `token`, or the status that refused it (0: no answer). */
async function load<T>(path: string, token: string): Promise<T | number> {
  try {
    const res = await fetch(path, { headers: { Authorization: `Bearer ${token}` } });
    return res.ok ? ((await res.json()) as T) : res.status;
  } catch {
    return 0;
  }
}

/**
 * Signs the page in and shows `path`'s answer with `show` (then hides #sign-in and shows #report); otherwise shows the
 * form, whose refusals say why (#refused, #limited, #failed); #sign-out forgets the tab's token.
 */
export async function signedIn<T>(path: string, show: (answer: T) => void) {
  const form = byId<HTMLFormElement>('sign-in');
  const signIn = async (tokens: (string | null | undefined)[]) => {
    let status = 401;
    for (const token of tokens) {
      if (!token) continue;
      const result = await load<T>(path, token);
      if (typeof result !== 'number') {
        sessionStorage.setItem(KEPT, token);
        show(result);
        form.hidden = true;
        byId('report').hidden = false;
        return 200;
      }
      status = result;
    }
    return status;
  };
  if ((await signIn(tokensToTry())) !== 200) form.hidden = false;
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const status = await signIn([byId<HTMLInputElement>('token').value.trim()]);
    byId('refused').hidden = status !== 401;
    byId('limited').hidden = status !== 429;
    byId('failed').hidden = [200, 401, 429].includes(status);
  });
  byId('sign-out').addEventListener('click', () => {
    sessionStorage.removeItem(KEPT);
    byId('report').hidden = true;
    form.hidden = false;
  });
}
