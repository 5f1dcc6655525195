"""Secrets in the messages people send each other and in the code they paste: an account and
its password side by side ("HBO Max: dana@icloud.com Sdtrji7bm#J0"), a phone's unlock code,
the code a service texted, a conference host key, the password a payslip opens with; and the
credentials of a database or cloud call written as positional arguments (`new mysqli(host,
user, 'X')`, `Aws::Credentials.new(key, 'X')`, `IDENTIFIED BY 'X'`, `ConvertTo-SecureString
'X' -AsPlainText`, `echo 'X' | docker login --password-stdin`).

Each pattern's `s` group (or `d`) is the secret and is shaped like one; repetitions are
bounded, so a scan stays linear in the text.
"""

from __future__ import annotations

import re

from service.secret_prose import PASSWORD_LIKE

# A password with no word to name it: both cases and a digit, or a symbol among letters.
_STRONG = (
    r"(?-i:(?=[^\s,;\"'`]{0,99}[A-Za-z])(?:(?=[^\s,;\"'`]{0,99}[!#$%^&*+=?@~])"
    r"|(?=[^\s,;\"'`]{0,99}[a-z])(?=[^\s,;\"'`]{0,99}[A-Z])(?=[^\s,;\"'`]{0,99}\d))"
    r"[^\s,;\"'`]{7,99}[^\s,;\"'`.)?!])"
)
_EMAIL = r"[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,4}"

MESSAGE_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    (
        # an account and its password side by side: "disney+ -> uma@outlook.com X",
        # "amazon acct: carla@outlook.com -> X", "Service account svc_backup - X"
        "password",
        re.compile(
            rf"(?<![\w.+-]){_EMAIL}(?:[ \t]*(?:\u2192|->|\u2014|\u2013|:|\|))?[ \t]+"
            rf"(?P<s>{_STRONG})"
            r"|(?i:\bservice\s+account|\buser(?:name)?|\baccount|\blogin|\bbenutzer)[ \t]+"
            rf"[\w.@-]{{2,40}}[ \t]*(?:\u2014|\u2013|\u2192|->|/|:)[ \t]*(?P<d>{_STRONG})"
        ),
    ),
    (
        # "login pass C0pp3r.B1scu1t2", "login admin, key J4sp3r+W0mb4t2", "network Casa-Guest,
        # pass W5hvucg$YDK", "root on the NAS (10.0.0.4) is tundra-meadow-bramble-20"
        "password",
        re.compile(
            r"(?i)\b(?:login|log-in|sign-in|wi-?fi|network|ssid|router|account|acct)\b[^\n.]{0,40}?"
            rf"\b(?:pass|pw|pwd|key)\b[ \t]*(?:[:=][ \t]*)?(?P<s>{_STRONG})"
            r"|\broot\b(?!\s+(?:cause|directory|dir|path|folder|domain|cert|certificate|ca|node"
            r"|user|access|level|page|url)\b)(?:\s+(?:password|pw|pwd|login))?"
            r"(?:\s+(?:on|for|at)\s+[^\n:]{1,60}?)?\s+(?:is|=|:)\s+"
            rf"(?P<d>(?=[^\s,;]{{0,99}}[\d!#$%^&*+=])[^\s,;]{{8,99}}[^\s,;.])"
        ),
    ),
    (
        # "grandma's phone unlock is 524067", "xbox parental passkey 9159", "storage unit gate #
        # is 05769", "3 digits on the back are 655", "host key 270041", "steam guard code 3YNC4"
        "access_code",
        re.compile(
            r"(?i)\b(?:phone|iphone|ipad|tablet|laptop|screen)\s+(?:unlock|lock\s*screen|passcode"
            r"|code|pin)\b[^\n.]{0,20}?\b(?:is|was|:)\s*(?P<s>\d{4,8})\b(?![.,:/-]?\d)"
            r"|\b(?:passkey|parental\s+(?:control\s+)?(?:pin|code))\b[ \t]*(?:is\s+|:\s*)?"
            r"(?P<d>\d{4,8})\b(?![.,:/-]?\d)"
            r"|\b(?:gate|door)\s+#\s*(?:is\s+|:\s*)?(?P<e>\d{3,8})\b(?![.,:/-]?\d)"
        ),
    ),
    (
        "card_cvv",
        re.compile(
            r"(?i)\b(?:3|three|4|four)\s+digits\s+on\s+the\s+back\s+(?:are|is|:)\s*"
            r"(?P<s>\d{3,4})\b(?!\d)"
        ),
    ),
    (
        "pin",
        re.compile(
            r"(?i)\b(?:host|leader|moderator|chair(?:person)?|organi[sz]er)\s+(?:key|pin|code)"
            r"\s*(?:is\s+|:\s*)?(?P<s>\d{4,8})\b(?![.,:/-]?\d)"
        ),
    ),
    (
        "one_time_code",
        re.compile(
            # "the code they texted u, is it 231198?", "steam guard code 3YNC4"
            r"(?i)\bcode\s+(?:they|you|u|we|it)\s+(?:texted|sent|emailed|gave)\b[^\n]{0,30}?"
            r"\b(?:is(?:\s+it)?|was|:)\s+(?P<s>\d{4,8})\b(?!\d)"
            r"|\b(?:steam\s+guard|guard|authenticator|auth\s+app)\s+code\s*:?\s*"
            r"(?P<d>(?-i:(?=[A-Z0-9]{0,7}\d)[A-Z0-9]{4,8}))\b"
        ),
    ),
    (
        # "door needs code 3290* on the keypad", "Enter the access code yhddVBgQ to view"
        "access_code",
        re.compile(
            r"(?i)\b(?:needs?|requires?|enter|type|punch\s+in|dial)\s+(?:the\s+|this\s+)?"
            r"(?:access\s+|security\s+|door\s+|entry\s+)?code\s+"
            r"(?P<s>[#*]?\d{3,8}[#*]?(?![\w.,:/-])|(?-i:(?=[A-Za-z0-9]{0,11}[A-Z])"
            r"(?=[A-Za-z0-9]{0,11}[a-z])[A-Za-z0-9]{6,12})\b)"
        ),
    ),
    (
        # "Attached payslip is protected. Open it with ZvzmwjmIsU"
        "password",
        re.compile(
            r"(?i)\b(?:protected|encrypted|locked|password)\b[^\n]{0,80}?\b(?:open|unlock"
            r"|decrypt)\s+(?:it|them|the\s+\w+)\s+with\s+(?:the\s+(?:password|code)\s+)?"
            r"(?P<s>(?-i:(?=[A-Za-z0-9]{0,29}[A-Z])(?=[A-Za-z0-9]{0,29}[a-z])[A-Za-z0-9]{8,30})"
            rf"|{PASSWORD_LIKE})(?![\w-])"
        ),
    ),
    (
        # "Stream key for YouTube Studio: 8us7-r69c-xa74-21ox-81ht"
        "api_token",
        re.compile(
            r"(?i)\b(?:stream|streaming|rtmp)\s+key\b[^\n:]{0,40}[:=]\s*"
            r"(?P<s>(?=[\w-]{0,99}\d)(?=[\w-]{0,99}[a-z])[\w-]{12,100})"
        ),
    ),
    (
        # positional credentials in code: new mysqli(host, user, 'X'), pg_connect, PDO
        "password",
        re.compile(
            r"(?i)\b(?:mysqli|mysql_connect|mysqli_connect|mysql\.connector\.connect|pymysql\.connect"
            r"|new\s+PDO)\s*\(\s*['\"][^'\"\n]{0,200}['\"]\s*,\s*['\"][^'\"\n]{0,100}['\"]\s*,\s*"
            r"['\"](?P<s>[^'\"\n]{3,100})['\"]"
            # Aws::Credentials.new('AKIA...', 'secret'), BasicAWSCredentials("AKIA...", "secret")
            r"|\bAKIA[0-9A-Z]{16}['\"]\s*,\s*['\"](?P<d>[A-Za-z0-9/+=]{40})['\"]"
        ),
    ),
    (
        # SQL: IDENTIFIED BY 'X', CREATE USER ... WITH PASSWORD 'X'; PowerShell:
        # ConvertTo-SecureString 'X' -AsPlainText; echo 'X' | docker login --password-stdin
        "password",
        re.compile(
            r"(?i)\bidentified\s+by\s+['\"](?P<s>[^'\"\n]{3,200})['\"]"
            r"|\bwith\s+(?:encrypted\s+)?password\s+['\"](?P<d>[^'\"\n]{3,200})['\"]"
            r"|\bConvertTo-SecureString\s+(?:-String\s+)?['\"](?P<e>[^'\"\n]{3,200})['\"]"
            r"\s+-AsPlainText"
        ),
    ),
    (
        "password",
        re.compile(
            r"\becho\s+['\"](?P<s>[^'\"\n]{6,200})['\"]\s*\|\s*[^\n|]{0,80}--password-stdin\b"
        ),
    ),
]
