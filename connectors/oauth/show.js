// The OAuth callback page. The provider sends the browser here with code/state (or error) in the
// query string or the fragment; the person copies the code back into Skald, which has no public
// address to be called back on. Nothing is sent anywhere. Values are inserted as text only.

// Plain words for the standard error codes (RFC 6749 §4.1.2.1, OpenID Connect Core §3.1.2.6).
const ERROR_WORDS = {
  access_denied: 'Access was not granted: the request was declined on the provider’s consent page, or the account’s administrator does not allow it.',
  invalid_request: 'The provider refused the sign-in request as malformed. This is a problem with the request Skald sent, not with your account.',
  unauthorized_client: 'The provider does not let Skald sign in this way. The admin of your Skald instance should check the provider’s settings under Sign-in providers.',
  unsupported_response_type: 'The provider does not support the kind of sign-in Skald asked for. The admin of your Skald instance should check the provider’s settings.',
  invalid_scope: 'Skald asked for permissions the provider does not know or does not allow.',
  server_error: 'The provider had an internal error. Try again in a moment.',
  temporarily_unavailable: 'The provider is busy or down for maintenance. Try again in a few minutes.',
  login_required: 'The provider needs you to sign in to your account first.',
  consent_required: 'The provider needs you to approve the access on its consent page.',
  interaction_required: 'The provider needs you to complete a step on its own page.',
  account_selection_required: 'The provider needs you to choose which account to use.',
};

const read = readCallback();
// Keep the code out of the history and of anything that could read the address later.
if (location.search || location.hash) history.replaceState(null, '', location.pathname);
show(read);

function readCallback() {
  const query = new URLSearchParams(location.search);
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ''));
  const value = (key) => query.get(key) ?? fragment.get(key) ?? '';
  return { code: value('code'), state: value('state'), error: value('error'), errorDescription: value('error_description') };
}

function show({ code, state, error, errorDescription }) {
  document.getElementById('view-reading').hidden = true;
  if (error) {
    showError(error, errorDescription);
  } else if (code) {
    showCode(code, state);
  } else {
    document.title = 'No sign-in code — Skald';
    document.getElementById('view-empty').hidden = false;
  }
}

function showError(error, description) {
  document.title = 'Sign-in did not finish — Skald';
  document.getElementById('error-plain').textContent = ERROR_WORDS[error] ?? 'The provider reported an error and did not give a code.';
  document.getElementById('error-code').textContent = error;
  if (description) {
    document.getElementById('error-description').textContent = description;
    document.getElementById('error-provider').hidden = false;
  }
  document.getElementById('view-error').hidden = false;
}

function showCode(code, state) {
  document.title = 'Your sign-in code — Skald';
  const codeNode = document.getElementById('code');
  codeNode.textContent = code;
  if (state) document.getElementById('state').textContent = state;
  else document.getElementById('technical').hidden = true;
  document.getElementById('view-code').hidden = false;

  const button = document.getElementById('copy');
  const status = document.getElementById('copy-status');
  button.addEventListener('click', async () => {
    const copied = await copyText(code, codeNode);
    status.textContent = copied ? 'Copied. Now paste it into Skald.' : 'The browser did not allow copying: the code is selected, press Ctrl+C (⌘C on a Mac).';
    status.dataset.result = copied ? 'ok' : 'failed';
    if (copied) button.textContent = 'Copied ✓';
  });
  button.focus();
}

async function copyText(text, node) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No Clipboard API (older browser, or permission refused): select the code and use the legacy command.
    const range = document.createRange();
    range.selectNodeContents(node);
    const selection = getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }
}
