"""A real SMTP server for the email connector's tests: Debian's aiosmtpd, run by /usr/bin/python3.

Two listeners on 127.0.0.1, implicit TLS and STARTTLS, both requiring AUTH (PLAIN/LOGIN) with one
of the accounts (user name and password as UTF-8, RFC 4616). Every accepted message is appended to
the envelope log (one JSON line: from, recipients, size) and delivered with Dovecot's own LDA to
each recipient whose local part maps to a mailbox user, so the tests read it back over IMAP.
Prints "ready" on stdout once both listen.
"""

import argparse
import asyncio
import json
import ssl
import subprocess
import sys

from aiosmtpd.controller import Controller
from aiosmtpd.smtp import AuthResult, LoginPassword


def main() -> None:
    parser = argparse.ArgumentParser()
    for option in ("--tls-port", "--starttls-port"):
        parser.add_argument(option, type=int, required=True)
    for option in ("--cert", "--key", "--dovecot-config", "--envelope-log"):
        parser.add_argument(option, required=True)
    parser.add_argument("--account", nargs=2, action="append", default=[], metavar=("USER", "PASSWORD"))
    parser.add_argument("--mailbox", action="append", default=[], help="LOCAL_PART=DOVECOT_USER")
    parser.add_argument("--without-plain", action="store_true", help="offer AUTH LOGIN only")
    args = parser.parse_args()
    accounts = {user: password for user, password in args.account}
    mailboxes = dict(entry.split("=", 1) for entry in args.mailbox)

    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.load_cert_chain(args.cert, args.key)

    def authenticator(server, session, envelope, mechanism, auth_data):
        ok = isinstance(auth_data, LoginPassword) and accounts.get(auth_data.login.decode("utf-8")) == auth_data.password.decode("utf-8")
        return AuthResult(success=ok, handled=False)

    class Deliver:
        async def handle_DATA(self, server, session, envelope):
            with open(args.envelope_log, "a") as log:
                log.write(json.dumps({"from": envelope.mail_from, "to": envelope.rcpt_tos, "size": len(envelope.original_content)}) + "\n")
            for recipient in envelope.rcpt_tos:
                mailbox = mailboxes.get(recipient.split("@")[0])
                if mailbox:
                    lda = ["/usr/lib/dovecot/dovecot-lda", "-c", args.dovecot_config, "-d", mailbox, "-a", recipient,
                           "-f", envelope.mail_from]
                    done = subprocess.run(lda, input=envelope.original_content, capture_output=True)
                    if done.returncode != 0:
                        sys.stderr.write(f"dovecot-lda failed: {done.stderr.decode(errors='replace')}\n")
                        return "451 delivery failed"
            return "250 OK delivered"

    excluded = ["PLAIN"] if args.without_plain else []
    common = {"authenticator": authenticator, "auth_required": True, "auth_exclude_mechanism": excluded}
    # aiosmtpd treats an implicit-TLS session as not yet secure, so AUTH there must not insist on STARTTLS.
    # SMTPUTF8 (RFC 6531) on the implicit-TLS listener only (the Controller turns it on unless told), so the tests meet a
    # server with it and one without.
    implicit_kwargs = {**common, "auth_require_tls": False, "enable_SMTPUTF8": True}
    implicit = Controller(Deliver(), hostname="127.0.0.1", port=args.tls_port, ssl_context=context, server_kwargs=implicit_kwargs)
    starttls_kwargs = {**common, "tls_context": context, "require_starttls": True, "enable_SMTPUTF8": False}
    starttls = Controller(Deliver(), hostname="127.0.0.1", port=args.starttls_port, server_kwargs=starttls_kwargs)
    implicit.start()
    starttls.start()
    print("ready", flush=True)
    try:
        sys.stdin.read()  # runs until the test closes stdin or kills it
    finally:
        implicit.stop()
        starttls.stop()


if __name__ == "__main__":
    main()
