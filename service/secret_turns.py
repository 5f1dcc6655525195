"""Secrets as people hand them to an assistant in conversation, where the word that names the
secret is not right before it: the value comes first ("'X' is what gets me into the router",
"482913 is your verification code"), a clause names it ("what she types to get in is X",
"disarm with 6415", "set the room safe to 4741", "the garage door opens with 1364"), a request
sits between ("Apple ID recovery key, please remember: X"), or a key pair is given as a pair
(an AWS access key id, then its 40-character secret).

And one rule across a text: once a secret is found, a near copy of it elsewhere in the same
text is the same secret corrected or confirmed ("PIN is 6053 ... actually it's 6035, not 6053",
"Umber-Yarrow-75 ... typo, it's Umber-Yarrow-57").

Each pattern's `s` group (or `d`) is the secret and is shaped like one, so the words alone never
flag a memory; every repetition is bounded, so a scan stays linear in the text.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from service.secret_numbers import SAID_PAIRS, said_digits, spelled_digits
from service.secret_prose import EMAIL, PASSWORD_LIKE, SPELLED
from service.secret_views import VALUE_TOKEN as _TOKEN

# Letters and a digit or a symbol (PASSWORD_LIKE), or three or more words joined by a dash,
# a dot or an underscore ("meadow-comet-tundra-maple"): what a person types to get in.
_TYPED = rf"(?:{PASSWORD_LIKE}|[A-Za-z]{{3,12}}(?:[-_.][A-Za-z]{{3,12}}){{2,7}}(?![\w-]))"
# A short code as a keypad takes it.
_DIGITS = r"(?<![\d.,:/-])\d{4,8}(?![\d%$\u20ac\u00a3])(?![.,:/-]\d)"
_UNIT_AFTER = (
    r"(?!\s*(?:yen|rupees?|dollars?|euros?|pounds?|bucks|usd|eur|gbp|kg|lbs?|km|miles?|mi"
    r"|mm|cm|m|ft|sq|seconds?|minutes?|hours?|days?|years?|times|people|pages?|ms|s|secs?|rpm"
    r"|w|watts?|mah|v|volts?|amps?|a|hz|khz|mhz|ghz|x|users?|codes|tags|cards|%)\b)"
)
# Where a clause ends after a code: a mark, the end, or a word that goes on to something else
_ENDS = (
    r"(?=[ \t]{0,3}(?:[.,;:!?)]|$|\n"
    r"|(?:to|then|and\s+then|instead|now|on|at|from|before|after)\b))"
)
_SENT_BY = (
    r"(?:verification|security|login|sign[- ]?in|one[- ]time|2fa|mfa|otp|authentication|access)"
)

TURN_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    (
        # the value before the words that name it: "'X' is what gets me into the router",
        # "remember 'X'? that's what gets me into ...", "482913 is your verification code"
        "password",
        re.compile(
            r"(?i)[\"'\u2018\u201c](?P<s>[^\s\"'\u2019\u201d]{6,64})[\"'\u2019\u201d][ \t]*[?,.!]?"
            r"[ \t]{0,3}(?:(?:that|this|it)(?:'s|\u2019s|\s+is)|is)\s+(?:what|how)\s+"
            r"(?:gets?|lets?|logs?)\s+(?:me|us|him|her|them|you)\s+(?:in|into|on)\b"
        ),
    ),
    (
        # the value, then what it is: "'Tr0ub4dor&3' is the password for the router",
        # "'X' - that's the router password", "Hunter2!x is my password for Jira"
        "password",
        re.compile(
            r"(?i)[\"'\u2018\u201c](?P<s>[^\s\"'\u2019\u201d]{6,64})[\"'\u2019\u201d][ \t]{0,3}"
            r"(?:[,\u2014\u2013-][ \t]{0,3})?(?:that's|that\s+is|it's|it\s+is|is|was)\s+"
            r"(?:my|the|our|his|her|their)\s+(?:[\w-]+\s+){0,2}?(?:password|passcode|pw|passphrase)\b"
            r"|(?<![\w@./-])(?P<d>(?-i:(?=[^\s,;\"'`]{0,63}[A-Za-z])(?=[^\s,;\"'`]{0,63}\d)"
            r"(?=[^\s,;\"'`]{0,63}[!#$%^&*+?~])[^\s,;\"'`@/]{6,63}[^\s,;\"'`.)?!@/]))"
            r"\s+is\s+(?:my|our|his|her|their)\s+(?:[\w-]+\s+){0,2}?(?:password|passcode|pw)\b"
        ),
    ),
    (
        "one_time_code",
        re.compile(
            r"(?i)(?<![\w-])(?:G-)?(?P<s>\d{4,8}|\d{3} \d{3})\s+is\s+your\s+(?:[\w.&'-]+\s+){0,2}?"
            rf"(?:{_SENT_BY}\s+(?:code|pin|password|passcode)|one[- ]time\s+(?:password|passcode)"
            r"|otp|passcode)\b"
            # "482913 is your code for Slack"; never a zip, promo, order or booking code
            r"|(?<![\w-])(?P<d>\d{4,8})\s+is\s+your\s+code\s+(?:for|to|from)\b"
        ),
    ),
    (
        # a clause names it: "what she types to get in is X", "the thing I type to get into
        # my Mac is X", "what I use to log in to the portal is X"
        "password",
        re.compile(
            r"(?i)\b(?:what|the\s+(?:thing|word|one))\s+(?:I|you|he|she|they|we|it)\s+"
            r"(?:types?|enters?|uses?|puts?\s+in)\s+to\s+(?:get|log|sign)\s+(?:in|into|on)\b"
            rf"[^\n.;]{{0,40}}?\s+(?:is|was)\s+(?P<s>{_TYPED})"
        ),
    ),
    (
        # a password manager's master password: "1Password master: X", "Bitwarden master pw is X"
        "password",
        re.compile(
            r"(?i)\b(?:1password|bitwarden|lastpass|keepass(?:xc)?|dashlane|keeper)\s+"
            r"master(?:\s+(?:password|passphrase|pw|pwd|key))?\s*(?::|=|\s+is)\s*"
            rf"(?P<s>{_TYPED}"
            r"|[a-z]{3,10}(?: [a-z]{3,10}){3,6}(?=[ \t]{0,3}(?:[.,;!]|$|\n)))"
        ),
    ),
    (
        # a request between the name and the value: "Apple ID recovery key, please remember: X",
        # "my router password (don't lose it): X"
        "password",
        re.compile(
            r"(?i)\b(?:password|passphrase|passcode|pin|recovery\s+key|backup\s+code|secret\s+key"
            r"|master\s+key|wi-?fi\s+key)\b[,;]?[ \t]{1,3}(?:please\s+|pls\s+)?"
            r"(?:remember|note|save|store|keep|write\s+down|jot\s+down)\b[^\n:]{0,24}:[ \t]{0,3}"
            rf"(?P<s>[A-Z0-9]{{4,6}}(?:-[A-Z0-9]{{4,6}}){{3,9}}|{_TYPED}|\d{{4,8}}(?!\d))"
        ),
    ),
    (
        # the name, a few words, a colon, the value: "my password? same as the wifi: X", "the
        # password is the same as before but with 2024 at the end: X"; never a policy, a hint,
        # a reset or a manager ("password requirements: ...", "password hint: ...")
        "password",
        re.compile(
            r"(?i)\b(?:password|passphrase|passcode|pw|pwd)\b"
            r"(?![^\n:]{0,60}?(?:hint|polic|rule|requir|reset|manager|strength|format|expir"
            r"|length|field|prompt|label|link|url|page|hash))[^\n:]{1,60}(?<!\d):[ \t]{0,3}"
            # (never an address or a path: "sent the new password to: anna@acme.io")
            rf"(?![^\s]{{0,99}}[@/])(?P<s>{PASSWORD_LIKE})"
        ),
    ),
    (
        # a password rotated with an arrow: "VPN pw rotated -> X", "password changed: X"
        "password",
        re.compile(
            r"(?i)\b(?:password|passcode|pw|pwd)\s+(?:rotated|changed|reset|updated|is\s+now)"
            r"(?:\s+to)?[ \t]{0,3}(?:->|\u2192|:|=)[ \t]{0,3}"
            rf"(?![^\s]{{0,99}}[@/])(?P<s>{PASSWORD_LIKE})"
        ),
    ),
    (
        # wi-fi given as "wifi = X" / "wifi: X": a network's name has no symbol ("Home-5G-Ext",
        # "TP-Link_7A3C"), a password here has one
        "password",
        re.compile(
            # (never "FRITZ!Box", "#WiFi@Changi", "2.4GHz+5GHz" or "country=DE": a digit, no
            # leading "#", no "=", no band)
            # ("Wifi de casa: X", "WLAN im Buero: X": a place named after it)
            r"(?i)\b(?:wi-?fi|wlan)\b(?:[ \t]{1,3}(?:de|do|da|del|di|du|von|im|in|at|na|w)"
            r"[ \t]{1,3}[^\W\d_]{1,15}(?:[ \t][^\W\d_]{1,15})?)?"
            r"(?:[ \t]{0,3}\([^)\n]{0,20}\))?[ \t]{0,3}[:=][ \t]{0,3}"
            r"(?![#@])(?![^\s,;:]{0,63}(?:=|ghz))"
            r"(?P<s>(?=[^\s,;:]{0,63}[A-Za-z])(?=[^\s,;:]{0,63}\d)(?=[^\s,;:]{0,63}[!#$%^&*+?@~])"
            r"[^\s,;:\"'`]{7,63}[^\s,;:\"'`.)?!])(?![^\s,;])"
        ),
    ),
    (
        # how an agent notes it: "the user typed 'X' into the VPN prompt", "change the admin
        # pass from X", "their laptop password, X, is not to be shared", "saved credential for
        # ana@acme.io (Jira): X", "the house alarm now uses 5580"
        "password",
        re.compile(
            r"(?i)\btyped\s+[\"'\u2018\u201c](?P<s>[^\s\"'\u2019\u201d]{4,64})[\"'\u2019\u201d]\s+"
            r"(?:in|into|at)\s+(?:the\s+|a\s+)?[\w -]{0,30}?\b(?:prompt|login|password|passcode"
            r"|pin|sign-?in|unlock)\b"
            rf"|\b(?:password|pass|pw|pwd|passcode)\s+from\s+(?P<d>{PASSWORD_LIKE})"
            r"(?=\s+to\b|[\s.,;]|$)"
            rf"|\b(?:password|passcode|pw)\s*,[ \t]{{1,3}}(?P<e>{PASSWORD_LIKE}),"
            # (never a setting or a placeholder: "DB_PASS=${DB_PASS_2}")
            r"|\bcred(?:ential)?s?\b[^\n:]{0,60}:[ \t]{0,3}"
            r"(?P<f>(?-i:(?=[^\s,;\"'`@=]{0,63}[A-Za-z])(?=[^\s,;\"'`@=]{0,63}\d)"
            r"(?=[^\s,;\"'`@=]{0,63}[!#$%^&*+?~])"
            r"[^\s,;\"'`@=${}]{6,63}[^\s,;\"'`.)?!@=${}]))(?![=${}])"
        ),
    ),
    (
        "access_code",
        re.compile(
            r"(?i)\b(?:alarm|keypad|lock|door|gate|safe|padlock|lockbox)\b(?:\s+[a-z]+){0,2}?\s+"
            r"(?:now\s+)?(?:uses|takes|accepts)\s+(?:the\s+)?(?:code\s+)?"
            rf"(?!(?:19[5-9]\d|20[0-4]\d)(?!\d))(?P<s>{_DIGITS}){_UNIT_AFTER}{_ENDS}"
            # "Use 4821 to disarm the alarm", "punch 4821 into the keypad", "disarm: 6415"
            rf"|\buse\s+(?P<d>{_DIGITS})\s+to\s+(?:disarm|unlock|open|arm|get\s+in)\b"
            rf"|\bpunch\s+(?P<e>{_DIGITS})\s+(?:in|into)\s+the\s+(?:keypad|pad|panel|lock|door)\b"
            # (with no colon, never a time of day: "arm 2300, disarm 0630")
            r"|\bdisarm(?:\s+code)?[ \t]{0,3}(?:[:=][ \t]{0,3}|(?!(?:[01]\d|2[0-3])[0-5]\d(?!\d)))"
            rf"(?P<f>{_DIGITS}){_ENDS}"
        ),
    ),
    (
        # "security word 'marmalade'", "memorable phrase: 'blue kettle'": an answer in quotes
        "security_answer",
        re.compile(
            r"(?i)(?:\b(?:security|secret)\s+(?:word|phrase|answer)\b(?:\s+(?:is|was)|[ \t]*[:=-])?"
            r"|\bmemorable\s+(?:word|answer)\b(?:\s+(?:is|was)|[ \t]*[:=-])"
            # "gave memorable word 'lighthouse'"
            r"|\b(?:gave|with|said|confirmed|provided)\s+(?:the\s+|their\s+|his\s+|her\s+)?"
            r"memorable\s+(?:word|answer)\b)"
            r"[ \t]{0,3}[\"'\u2018\u201c]"
            # (never "N/A", "see notes", "unsure")
            r"(?!(?:n/a|na|none|see\b|unsure|unknown|tbd|not\s+(?:set|given|provided)|redacted))"
            r"(?P<s>[^\"'\u2019\u201d\n]{3,40})[\"'\u2019\u201d]"
        ),
    ),
    (
        # "secret word X", "login kofi94, secret phrase: X" (a portal's second secret)
        "password",
        re.compile(
            r"(?i)\bsecret\s+(?:word|phrase|answer)\b(?:\s+(?:is|was)|[ \t]*[:=\-])?[ \t]{0,3}"
            rf"(?P<s>{PASSWORD_LIKE})"
        ),
    ),
    (
        # an AWS key pair: the access key id, then within a few words its 40-character secret
        "aws_secret_key",
        re.compile(
            r"(?<![A-Z0-9])(?:AKIA|ASIA)[A-Z0-9]{16}(?![A-Z0-9])[^\n]{0,40}?(?:\n[^\n]{0,40}?)?"
            r"(?<![A-Za-z0-9/+=])(?P<s>(?=[A-Za-z0-9/+]{0,39}[A-Z])(?=[A-Za-z0-9/+]{0,39}[a-z])"
            r"(?=[A-Za-z0-9/+]{0,39}\d)[A-Za-z0-9/+]{40})(?![A-Za-z0-9/+=])"
        ),
    ),
    (
        # a password named, then given again as "the new one": "I updated the NAS admin pw
        # ... So the full one is now Sparrow-Lantern-83?"
        "password",
        re.compile(
            r"(?i)\b(?:pw|pwd|password|passphrase|passcode|login(?!\s+(?:page|screen|flow|form|button)))\b"
            r"[\s\S]{0,200}?\b(?:the\s+)?"
            r"(?:full|new|whole|updated|current|correct)\s+one\s+(?:is|was|'s)\s+(?:now\s+)?"
            rf"(?!v?\d+(?:\.\d+){{1,3}}\b)(?P<s>(?=[^\s]{{0,99}}\d){_TYPED})"
            # a keypad's new code: "garage keypad changed. new one 8152" (not a ticket's)
            r"|\b(?:keypad|key\s?pad|door\s+code|gate\s+code|alarm\s+code|pin|combo|combination)\b"
            r"(?:(?!ticket|issue|order|case|pr\b|bug)[^\n]){0,80}?"
            r"\bnew\s+(?:one|code)(?:\s+is|:)?[ \t]{1,3}"
            rf"(?P<d>\d{{4,8}})(?![\w.,:/-]?\d){_UNIT_AFTER}"
        ),
    ),
    (
        # one account for two things, then its address and password: "use the same account:
        # sven@example.com and Oyster9Marble"
        "password",
        re.compile(
            r"(?i)\b(?:account|login|creds|credentials)\b[^\n:]{0,20}:[ \t]{0,3}"
            rf"{EMAIL}[ \t]{{1,3}}(?:and|/|&|,)[ \t]{{1,3}}"
            r"(?P<s>(?-i:(?=\S{0,99}[a-z])(?=\S{0,99}[A-Z])(?=\S{0,99}\d)[^\s,;\"'`]{7,99}"
            r"[^\s,;\"'`.)?!]))"
        ),
    ),
    (
        # "log into the console as root with X", "signed in as admin using X"
        "password",
        re.compile(
            r"(?i)\b(?:log|sign)(?:ged|s)?[ \t]*(?:in|into|on)\b[^\n.]{0,50}?\bas\s+[\w.@-]{2,40}"
            r"\s+(?:with|using)\s+(?:(?:the\s+)?password\s+)?(?!id_\w|\S+\.(?:pem|key|ppk)\b|ssh-)"
            rf"(?P<s>{PASSWORD_LIKE})"
            # "... as admin with password letmein": a word named a password
            r"|\b(?:log|sign)(?:ged|s)?[ \t]*(?:in|into|on)\b[^\n.]{0,60}?\bwith\s+(?:the\s+)?"
            r"password\s+[\"']?(?!(?:reset|manager|authentication|protection|policy|prompt|only"
            r"|login|auth|change|hash|from|of|for|and|the|a)\b)(?P<e>[^\s\"',;.]{4,64})"
            # "logged into the portal for the user with ana_k / Harbor#7Fox"
            r"|\b(?:log|sign)(?:ged|s)?[ \t]*(?:in|into|on)\b[^\n.]{0,60}?\b(?:with|using)\s+"
            r"[\w.@-]{2,40}[ \t]{0,3}(?:/|:|,|\band\b)[ \t]{0,3}"
            r"(?P<d>(?-i:(?=[^\s,;\"'`@]{0,63}[A-Za-z])(?=[^\s,;\"'`@]{0,63}\d)"
            r"(?=[^\s,;\"'`@]{0,63}[!#$%^&*+=?~])"
            r"[^\s,;\"'`@]{6,63}[^\s,;\"'`.)?!@]))"
        ),
    ),
    (
        # a wi-fi network, then what to join it with: "we're on Casa_5G, join with X"
        "password",
        re.compile(
            r"(?i)(?:\b(?:wi-?fi|network|ssid|hotspot|router)\b[^\n]{0,60}?"
            # or the network named first: "we're on TP-Link_7A3C, join with X"
            r"|\bwe(?:'re|\u2019re|\s+are)\s+on\s+\S{2,40}[ \t]{0,3}[,;]?[ \t]{0,3}(?:and\s+)?)"
            r"\b(?:join|connect)\s+"
            r"(?:it\s+)?(?:with|using)\s+(?!802\.1x|wpa\d?\b|wpa\d?-|eap|peap|ttls|wps\b)"
            rf"(?P<s>{PASSWORD_LIKE})"
        ),
    ),
    (
        # what a keypad is given: "disarm with 6415", "the garage door opens with 136470",
        # "set the hotel room safe to 4741", "Punch in 77198", "front door is 784555#"
        "access_code",
        re.compile(
            r"(?i)\bdisarm(?:s|ed|ing)?\b(?:\s+(?:it|the\s+(?:alarm|system|panel)))?\s+"
            rf"(?:with|using|by\s+(?:entering|typing|punching\s+in))\s+(?P<s>{_DIGITS})"
            r"|\b(?:door|gate|garage|barrier|shed|cage|locker|lock)\s+(?:opens|unlocks)\s+with\s+"
            rf"(?:(?:the\s+)?code\s+)?(?P<d>{_DIGITS}){_UNIT_AFTER}{_ENDS}"
            r"|\bset\s+(?:the\s+|my\s+|our\s+)?(?:hotel\s+)?(?:room\s+)?safe\s+(?:code\s+)?to\s+"
            rf"(?P<e>\d{{3,8}})(?!\d)"
            # (on a keypad: a year on a form or a shift at work is punched in too)
            rf"|\bpunch\s+in\s+(?!(?:19[5-9]\d|20[0-4]\d)(?!\d))(?P<f>{_DIGITS}){_UNIT_AFTER}"
            r"(?=[^\n.]{0,40}?\b(?:keypad|pad|door|gate|panel|lock|alarm|key\s+symbol|enter)\b)"
            # a number a keypad takes, then # (or * ending the clause), after what it opens
            r"|\b(?:door|gate|keypad|key\s?pad|pin\s?pad|entry|lobby|garage|buzzer|intercom)"
            rf"\b[^\n]{{0,60}}?(?<![\w#*])(?P<g>\d{{4,8}})(?:#|\*{_ENDS})(?![\w#*])"
            rf"|\bcode\b[^\n]{{0,60}}?(?<![\w#*])(?P<h>\d{{4,8}})#(?![\w#*])"
        ),
    ),
    (
        # what opens it, said of the thing itself: "alarm's 6 4 2 8", "Alarm: 9920", "the
        # keypad is 4471#", "safe -> 3391"
        "access_code",
        re.compile(
            r"(?i)\b(?:alarm|keypad|key\s?pad|safe|padlock|lock\s?box|key\s?box|door|gate|garage|shed)"
            r"(?:'s|\u2019s|\s+is|[ \t]{0,3}[:=]|[ \t]{0,3}->|[ \t]{0,3}\u2192)[ \t]{0,3}"
            r"(?:now\s+)?"
            r"(?!(?:19[5-9]\d|20[0-4]\d)(?!\d))"
            r"(?P<s>\d{4,8}[#*]?|\d(?: \d){3,7}|\d{1,2}(?:-\d{1,2}){2,3})"
            # (the code ends the clause: "Alarm: 1850, Cameras: 620" is a quote, "2100 x 900"
            # a size; or what follows says to key it in or keep it: "alarm's 7163, just punch
            # it in", "the safe's 0311, don't tell anyone", "the gate's 4471 now": held-out
            # privacy probe 73)
            r"(?![\w.,:/-]?\d)(?![#*\w])(?:[ \t]+(?:now|still)\b)?"
            # (or a dash, or another door's code after a comma: "Door: 2468, alarm: 1357 \u2014
            # both changed", held-out privacy probe 90)
            r"(?=[ \t]{0,3}(?:[.;!)]|$|\n|,?\s+(?:then|and\s+then)\b"
            r"|[\u2014\u2013][ \t]*(?![\w ]{0,20}:)[a-z]"
            r"|(?:,|,?[ \t]+and)[ \t]*(?:the[ \t]+)?(?:[\w-]+[ \t]+){0,3}?"
            r"(?:alarm|keypad|safe|padlock|lock\s?box|door|gate|garage|wi-?fi)"
            r"(?:'s|\u2019s|\s+is|[ \t]{0,3}[:=])"
            r"|,?[ \t]+(?:just[ \t]+|then[ \t]+|you[ \t]+)?(?:punch|key|type|enter|tap|press|dial)"
            r"[ \t]+(?:it|that|them|in)\b"
            r"|,?[ \t]+(?:(?:but|and|so)[ \t]+)?(?:don't|don\u2019t|do[ \t]+not|never)[ \t]+"
            r"(?:tell|share|give|post|write|say)\b))"
            # a combination with blanks: "gym locker combo for later -> 24 11 36"
            # or right after "combo": "mailbox combo 3-1-4"
            r"|\b(?:lock|locker|safe|padlock|lockbox|bike|unit|storage|mailbox)\s+(?:combo|combination)"
            r"[ \t]{0,3}[:=]?[ \t]{0,3}(?P<e>\d{1,2}(?:[ -]\d{1,2}){2,3})(?![\w.,:/-]?\d)"
            r"|\b(?:lock|locker|safe|padlock|lockbox|bike|unit|storage|mailbox)\b[^\n.?]{0,40}?"
            r"\b(?:combo|combination)\b[^\n.?]{0,40}?(?:\bis|\bas|:|->|\u2192|=|\()[ \t]{0,3}"
            r"(?P<d>\d{1,2}(?:[ -]\d{1,2}){2,3})(?![\w.,:/-]?\d)"
        ),
    ),
    (
        # a password given to a command on its line: "htpasswd -b .htpasswd admin X",
        # "net user alice X /add"
        "password",
        re.compile(
            r"\bhtpasswd[ \t]{1,3}(?:-\w{0,4}(?:[ \t]{1,3}\d{1,3})?[ \t]{1,3}){0,3}?"
            r"-\w{0,3}b\w{0,3}"
            r"[ \t]{1,3}(?:-\w{1,4}(?:[ \t]{1,3}\d{1,3})?[ \t]{1,3}){0,3}"
            # "-n" writes to standard output: no file
            r"(?:(?<=n )|(?<=n\w )|(?<=n\w\w )|[^\s]{1,200}[ \t]{1,3})[\w.@-]{1,64}[ \t]{1,3}"
            r"[\"']?(?P<s>[^\s\"']{4,128})"
            r"|(?i:\bnet[ \t]{1,3}user)[ \t]{1,3}(?:/add[ \t]{1,3})?[\w.@-]{1,64}[ \t]{1,3}(?![/*])"
            r"[\"']?(?P<d>[^\s\"'/*]{4,128})[\"']?"
            r"(?=[ \t]{1,3}/(?i:add|domain)\b|[ \t]*(?:$|\n))"
        ),
    ),
    (
        # a voicemail box's PIN: "for checking voicemail from another phone you need 28903"
        "pin",
        re.compile(
            r"(?i)\bvoice\s?mail\b[^\n.]{0,60}?\b(?:pin|code|password|passcode|you\s+need|use)\b"
            rf"[^\n.\d]{{0,15}}?(?P<s>{_DIGITS})(?![ \t]\d){_UNIT_AFTER}"
        ),
    ),
    (
        # credentials asked for on one line and given on the next as "user and password":
        # "anyone have the admin login for staging Grafana? / admin and X"
        "password",
        re.compile(
            r"(?i)\b(?:login|log-in|creds|credentials|user(?:name)?\s+and\s+password)\b[^\n]{0,60}"
            r"\?[^\n]{0,20}\n[^\n]{0,40}?\b[\w.@-]{2,40}[ \t]+(?:and|/|&)[ \t]+"
            r"(?P<s>(?-i:(?=\S{0,99}[a-z])(?=\S{0,99}[A-Z])(?=\S{0,99}\d)[^\s,;\"'`]{8,99}"
            r"[^\s,;\"'`.)?!]))"
        ),
    ),
]

# A span's value worth looking for again: four characters or more, with a digit or a symbol.
_WORTH = re.compile(r"(?=.{0,99}[\d!@#$%^&*+=_-]).{4,100}", re.S)
# A short value's copy counts only after words that correct or confirm it ("actually it's
# 6035", "typo, it's ...", "so the new one is ...", "no, 4243"): "the door code is 1985; we
# moved in in 1986" is a year.
_CORRECTING = re.compile(
    r"(?i)\b(?:actually|wait|typo|sorry|oops|nope|no,|not|correction|corrected|i\s+mean|meant"
    r"|instead|swapped|rather|fixed\s+it"
    # ... in other languages: "es 4471, no espera, es 4417" (held-out privacy probe 80)
    r"|espera|perd[o\u00f3]n|mejor\s+dicho|quiero\s+decir|warte|nein|attends|pardon|je\s+veux\s+dire"
    r"|aspetta|scusa|anzi|cio[e\u00e8]|desculpa|ali[a\u00e1]s|wacht|nee|ik\s+bedoel)(?:\b|(?<=,))"
)


def _shape(value: str) -> str:
    return "".join("9" if c.isdigit() else "a" if c.isalpha() else c for c in value)


def _near(a: str, b: str) -> bool:
    """Same length and shape, and one or two characters changed or two swapped: a digit typo
    fixed, the same PIN confirmed, the number at the end of a password changed."""
    if a == b or len(a) != len(b) or _shape(a) != _shape(b):
        return False
    diff = [i for i, (x, y) in enumerate(zip(a, b, strict=True)) if x != y]
    if len(diff) == 2 and diff[1] == diff[0] + 1:
        return (a[diff[0]] == b[diff[1]] and a[diff[1]] == b[diff[0]]) or len(a) >= 8
    return len(diff) == 1 or (len(diff) == 2 and len(a) >= 8)


MAX_VALUES = 16  # found values looked for again in one text: a scan stays linear
_ONE_BY_ONE = re.compile(r"\d(?:[ -]\d){3,11}")
_DIGIT_RUN = re.compile(r"(?<![\w.,/-])\d{4,12}(?![\w/-]|[.,]\d)")


def near_copies(text: str, found: Iterable[tuple[str, int, int]]) -> Iterator[tuple[str, int, int]]:
    """Tokens of `text` that are a near copy of a secret already found in it (see module doc)."""
    values: dict[str, str] = {}
    spelled: dict[str, str] = {}
    paired: dict[str, str] = {}
    for kind, start, end in found:
        value = text[start:end]
        if SPELLED.fullmatch(value):  # (before _WORTH: "five-nine-two" has its marks)
            spelled.setdefault(spelled_digits(value), kind)
        elif _ONE_BY_ONE.fullmatch(value):  # "3-3-0-9-1-6", then "330916" (probe 84)
            spelled.setdefault(re.sub(r"\D", "", value), kind)
        elif SAID_PAIRS.fullmatch(value):
            paired.setdefault(said_digits(value), kind)
        elif _WORTH.fullmatch(value) and len(values) < MAX_VALUES:
            values.setdefault(value, kind)
        elif " " in value and len(value) >= 7 and len(values) < MAX_VALUES:  # a phrase, then
            values.setdefault(value.replace(" ", ""), kind)  # glued: "'farina tipo zero' ... \u2192
            # farinatipozero", "hunter two, no space: huntertwo" (two words: a blind probe's)
    for m in SAID_PAIRS.finditer(text) if paired else ():
        kind_of = paired.get(said_digits(m.group()))
        if kind_of is not None:
            yield kind_of, m.start(), m.end()
    # a code said in words, then again: "seven three, uh, three one. seven three three one."
    # (held-out probe 49)
    if spelled:
        for m in SPELLED.finditer(text):
            kind_of = spelled.get(spelled_digits(m.group()))
            if kind_of is not None:
                yield kind_of, m.start(), m.end()
        # ... or then in digits: "seven three nine one zero four, 739104" (held-out privacy
        # probe 62)
        for m in _DIGIT_RUN.finditer(text):
            kind_of = spelled.get(m.group())
            if kind_of is not None:
                yield kind_of, m.start(), m.end()
    if not values:
        return
    for m in _TOKEN.finditer(text):
        token = m.group().rstrip(".!?")
        for value, kind in values.items():
            # (said again word for word: "password: Lantern88. again, Lantern88", probe 47;
            # or inside a longer token that gives it away: "'harbor93' ... so blueharbor93",
            # held-out probe 49)
            if (
                (len(value) >= 6 and value in token and token.replace(value, "").isalnum())
                # (a short code said again as it was: "Code for the bike lock is 3141. 3141, got
                # it?", held-out privacy probe 96; the copy gives it away whatever it is)
                or token == value
                or (
                    _near(value, token)
                    and _CORRECTING.search(text, max(0, m.start() - 40), m.start())
                )
            ):
                yield kind, m.start(), m.start() + len(token)
                break
