"""Secrets handed to a program or a directory service in shapes the other tables miss, each a
miss of the session-150 blind privacy probe, written for the shape rather than the probe's
words (data, not logic: `service.privacy` runs them through its pattern gate, so each costs
nothing on a text without its literal words: "bindpw", "<(", "<<<", "/", "kek", "key"...):

- an LDAP directory's bind password: a config directive (`bindpw`, `rootpw`, `olcRootPW`,
  sssd's `ldap_default_authtok`), or a bind DN then " / " and the password ("ldap bind:
  cn=svc-wiki,ou=services,dc=acme,dc=local / X"), as a note pairs an account and its password;
- a password fed to a command by the shell rather than on its command line: a process
  substitution after a password-file flag (`--vault-password-file <(echo 'X')`) or a
  here-string into a command that reads a password on stdin (`sudo -S ... <<< "X"`,
  `vault login - <<< X`);
- an account and its password after a login named a clause before ("Kevin gave me his Steam
  login in case I need to download the game: kev_the_great / dragonfly2009"): the login
  rule of `secret_patterns` reads at most 20 characters between "login" and the account;
- a symmetric key named by its role (KEK, DEK, CMK, master key, data key, root key, key
  encryption key) and given as hex or base64 ("KEK = 295b0c69..."): "key" alone reads only
  "key is/=/:", and the acronyms never.

Found after reading the rules, in variants written around those misses:
- a Java keystore's password on a command line (`jarsigner -storepass X`, `-keypass`,
  `-srcstorepass`), never its `:env`/`:file` reference;
- a network device's credentials in its config: Cisco's `enable secret|password [type] X`,
  `username U [privilege N] secret|password [type] X`, a TACACS+/RADIUS server's `key`, and
  Junos' `pre-shared-key ascii-text "X"`, on a line of its own or after a prompt's "#";
  type 7 is a reversible encoding, so it is taken; types 4/5/8/9 are one-way hashes, which
  the guard's convention leaves (as "adminPassHash: 5f4d..."), as it leaves `rootpw {SSHA}...`.
- `wpa_passphrase SSID passphrase`: the tool's second argument;
- an address and then its password after "log into" ("can u log into my uber eats, its
  tom.b@inbox.com and Pizza4Tonight"): `secret_patterns` takes ", and X" after an address
  only for a password with a capital, a digit and a mark, since anywhere else "and" joins
  two things; after "log into" it joins an account and its password.

Every repetition is bounded, blanks too, so a scan stays linear.
"""

from __future__ import annotations

import re

from service.secret_prose import EMAIL, PASSWORD_LIKE

# Blanks, bounded: two unbounded "[ \t]*" around an optional mark are quadratic on spaces.
_B = r"[ \t]{0,4}"
_B1 = r"[ \t]{1,4}"
# A password-shaped value that is no path: a letter and a digit or a mark, no "/" ("docs /
# v2/api" is a path, not an account and its password).
_NO_PATH_VALUE = (
    r"(?=[^\s,;\"'`/]{0,99}[A-Za-z])(?=[^\s,;\"'`/]{0,99}[\d!@#$%^&*])"
    r"[^\s,;\"'`/]{3,99}[^\s,;\"'`./)?:](?![^\s,;.!?)])"
)
# An LDAP distinguished name: an entry's name then two or more of its parents.
_DN = r"\b(?:cn|uid)=[^\s,/=\"']{1,64}(?:[ \t]?,[ \t]?(?:ou|dc|o|cn|l|c|st)=[^\s,/=\"']{1,64}){1,8}"
_LDAP_KEYS = r"(?:bindpw|rootpw|olcRootPW|ldap_default_authtok)"
_NO_HASH = r"(?!\{[A-Za-z0-9]{2,12}\})"  # ("{SSHA}...": a one-way hash, left as other hashes)
# What follows a password on a command line: the line's end, another flag, or a file or an
# argument with a dot or a slash in it ("app.apk", "./rel.jks"), or one last word (an alias)
_CLI_NEXT = r"[ \t]*(?:$|\r|\n|[|;&]|-{1,2}\w|\S*[./]\S*(?!\S)|\w+[ \t]*$)"

HANDED_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    (
        # an LDAP client's or server's bind password directive: at a line's start any value
        # but a hash ("rootpw {SSHA}..."), elsewhere on a line only a password's shape ("the
        # bindpw directive must be quoted" names it)
        "password",
        re.compile(
            rf"(?im)^{_B}[\"']?{_LDAP_KEYS}[\"']?(?:{_B}[:=]{_B}|{_B1})[\"']?{_NO_HASH}"
            r"(?P<s>[^\s\"'#]{4,200})"
            rf"|\b{_LDAP_KEYS}\b(?:{_B}[:=]{_B}|{_B1}(?:(?:is|was){_B1})?)[\"']?{_NO_HASH}"
            rf"(?P<d>{PASSWORD_LIKE})"
        ),
    ),
    (
        # a bind DN, then the password after a slash or a bar, as a note pairs them
        "password",
        re.compile(rf"(?i){_DN}[\"']?{_B}[/|]{_B}[\"']?(?P<s>{_NO_PATH_VALUE})"),
    ),
    (
        # a process substitution after a password-file flag: "--vault-password-file <(echo
        # 'X')", "--passphrase-file=<(printf '%s' X)"
        "password",
        re.compile(
            r"(?i)--?[\w-]{0,30}(?:pass(?:word|phrase|wd)?|secret|token|pin)[\w-]{0,20}"
            rf"(?:{_B}={_B}|{_B1})<\({_B}(?:echo|printf)(?:{_B1}-[neE]{{1,3}})?"
            rf"(?:{_B1}[\"']%s(?:\\n)?[\"'])?{_B1}[\"']?(?P<s>[^\s\"'()]{{4,200}})[\"']?{_B}\)"
        ),
    ),
    (
        # a here-string into a command that reads a password on stdin: sudo -S, docker's and
        # helm's --password-stdin, vault login, passwd, chpasswd, gpg's --passphrase-fd 0
        "password",
        re.compile(
            rf"(?i)(?:\bsudo\b[^\n|;<]{{0,60}}?[ \t]-S\b|--password-stdin\b|--passphrase-fd{_B1}0\b"
            rf"|\bvault{_B1}login\b|\b(?:ch)?passwd\b|\bkinit\b|\bcryptsetup\b)[^\n|;<]{{0,80}}?"
            rf"<<<{_B}[\"']?(?P<s>[^\s\"']{{4,200}})"
        ),
    ),
    (
        # an account and its password after a login or an account named earlier in the clause,
        # then a colon: "his Steam login in case I need it: kev_the_great / dragonfly2009";
        # never a list's middle ("a / b2 / c")
        "password",
        re.compile(
            r"(?i)\b(?:login|log-in|logon|signin|sign-in|account|creds|credentials)\b"
            rf"[^\n/:.!?]{{0,80}}:{_B}[\w.@+-]{{2,64}}(?:{_B1}/{_B}|/{_B1})"
            rf"(?P<s>{_NO_PATH_VALUE})(?!\S{{0,99}}{_B}/)"
        ),
    ),
    (
        # a symmetric key named by its role, given as hex or base64 (32 hex digits or more)
        "api_token",
        re.compile(
            r"(?:\b(?-i:KEK|DEK|CMK|MEK)|(?i:\b(?:master|data|root|wrapping)[ _-]key"
            r"|\b(?:key|data|content)[ _-]encryption[ _-]key))\b[\"']?"
            rf"{_B}(?:\((?:hex|base64)\){_B})?(?:[:=]|\b(?:is|was)\b)?{_B}[\"']?"
            r"(?P<s>(?:0x)?[0-9a-fA-F]{32,128}|(?=[A-Za-z0-9+/]{0,87}\d)[A-Za-z0-9+/]{32,88}={0,2})"
            r"(?![\w+/=])"
        ),
    ),
    (
        # a Java keystore's password flag (keytool, jarsigner), not a reference to a variable
        "password",
        re.compile(
            rf"(?<![\w-])-(?:src|dest|new)?(?:store|key)pass(?![\w:-]){_B1}"
            # (quoted, or with a mark or a digit, any value; a word of letters only on a
            # command line: the line ends or a flag or a file follows it, never prose about
            # the flag, "-keypass option takes the key password")
            r"(?:[\"'](?![$%{<])(?P<d>[^\s\"']{4,200})"
            r"|(?![$%{<])(?P<s>(?=[^\s\"']{0,200}[^A-Za-z\s\"'])[^\s\"']{4,200}"
            rf"|[A-Za-z]{{4,200}}(?![^\s\"'])(?={_CLI_NEXT})))"
        ),
    ),
    (
        # a network device's credentials: Cisco IOS lines (on a line of their own or after the
        # prompt's "#"), a AAA server's key, a Junos PSK; after a colon, a password's shape only
        "password",
        re.compile(
            # (IOS keywords are lower case, a prompt's "#" follows its host name: never a
            # heading's "# ", a form's "Username and password fields", a settings page's
            # "enable password protection"; a type's digit before it, or a password's shape,
            # or the end of the line after it, as a config line ends)
            rf"(?m)(?:^|(?<=[\w)]#)){_B}(?:enable{_B1}(?:secret|password)"
            rf"(?:{_B1}level{_B1}\d{{1,2}})?"
            rf"|username{_B1}(?!(?:and|or)\b)\S{{1,64}}(?:{_B1}privilege{_B1}\d{{1,2}})?{_B1}"
            r"(?:secret|password)"
            rf"|(?:tacacs|radius)-server(?:{_B1}host{_B1}\S{{1,64}})?{_B1}key)"
            rf"(?:{_B1}[0-7](?={_B1}\S)(?P<t>)|(?<=[a-z]))"
            rf"{_B1}(?!\$\d\$|\$\d\w?\$)"
            rf"(?P<s>(?(t)[^\s]{{4,200}}|(?:{PASSWORD_LIKE}(?!\S)|[^\s]{{4,200}}(?={_B}\r?$))))"
            rf"|\bpre-shared-key{_B1}ascii-text{_B1}\"?(?P<d>[^\s\"]{{4,200}})"
            rf"|:{_B}enable{_B1}(?:secret|password){_B1}(?:[07]{_B1})?(?P<e>{PASSWORD_LIKE})"
        ),
    ),
    (
        # wpa_passphrase's second argument: the network's passphrase (8-63 characters)
        "password",
        re.compile(
            rf"\bwpa_passphrase{_B1}(?:\"[^\"\n]{{1,32}}\"|'[^'\n]{{1,32}}'|[^\s\"']{{1,32}}){_B1}"
            r"(?:\"(?P<s>[^\"\n]{8,63})\"|'(?P<d>[^'\n]{8,63})'|(?P<e>[^\s\"']{8,63}))"
        ),
    ),
    (
        # "log into my uber eats, its tom.b@inbox.com and Pizza4Tonight" (never a version:
        # "login with jo@x.com and v2.3 of the app")
        "password",
        re.compile(
            rf"(?i)\b(?:log(?:ging)?{_B}(?:in(?:to)?|on(?:to)?)|sign(?:ing)?{_B}in(?:to)?)\b"
            rf"[^\n.!?]{{0,60}}?\b(?:it['\u2019]?s|its|is|use|with){_B1}{EMAIL}"
            rf"(?:{_B},{_B}|{_B1})(?:and|&|\+|/|pw|pass(?:word)?){_B}:?{_B}"
            rf"(?!v?\d{{1,4}}(?:\.\d{{1,4}}){{1,3}}\b)(?P<s>{PASSWORD_LIKE})"
        ),
    ),
]
