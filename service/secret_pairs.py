"""A secret held as a name and a value in two fields: a Kubernetes container's env list
("- name: DB_PASS" then "value: ..."), an ECS task's environment ({"name": "DB_PASSWORD",
"value": "..."}), Terraform's github_actions_secret (secret_name, then plaintext_value).

Why a module of its own: the config rules read a setting whose own key names the secret
("DB_PASSWORD: ..."); here the key is "value" and the secret's name is the field before it,
so a blind probe's Kubernetes env entry (privacy probe s180) was left whole. The name's last
word must say it holds a secret (a password, a token, a key, a credential), not something
about one (its file, its length, its lifetime, its id); references and placeholders
("${API_TOKEN}", "valueFrom") are none. One bounded pattern, run only where "value" or
"default" is written: a scan stays linear in the text.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

_PAIR = re.compile(
    r"(?i)[\"']?\b(?:name|key|secret_?name|parameter_?key|variable)[\"']?[ \t]*[:=][ \t]*[\"']?"
    r"(?P<n>[A-Za-z_][\w.-]{1,63})[\"']?"
    # the next member: on the same line after a comma, or on the next line
    r"(?:[ \t]*,[ \t]*|[ \t]*\r?\n[ \t]*)"
    r"[\"']?(?:value|plaintext_?value|secret_?value|parameter_?value|default)[\"']?[ \t]*[:=][ \t]*"
    r"(?:\"(?P<d>[^\"\n]{4,200})\"|'(?P<q>[^'\n]{4,200})'|(?P<b>[^\s\"',{}\[\]#|>][^\s,}]{3,199}))"
)
# What a name says it holds, as its last word: a password, a token, a key, a credential
# ("DB_PASSWORD", "apiToken", "CLIENT_SECRET"); never a name about one, whose last word is
# something else ("PASSWORD_FILE", "TOKEN_TTL", "AUTH0_DOMAIN", "tokenizer", "auth_provider")
_SECRET_NAME = re.compile(
    r"(?i)(?:^|[_.-])(?:pass(?:word|wd|phrase)?|pwd|secret|token|pat|api_?key|apikey"
    r"|(?:access|private|secret|signing|encryption|master|license|account)_?key|credentials?)$"
)
_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")
_NOT_A_VALUE = frozenset(["true", "false", "none", "null", "changeme", "secret", "password"])


def named_values(text: str) -> Iterator[tuple[str, int, int]]:
    if "alue" not in text and "efault" not in text:
        return  # ("value", "Value", "plaintext_value", "default")
    for m in _PAIR.finditer(text):
        if not _SECRET_NAME.search(_CAMEL.sub("_", m.group("n"))):
            continue
        group = next(g for g in "dqb" if m.group(g) is not None)
        value = m.group(group)
        if value.lower() in _NOT_A_VALUE or value.startswith(("/", "$", "{{")):
            continue  # a file's path, a variable, a template's reference
        if value.isalpha() and len(value) < 12:
            continue  # a form's or a schema's word: {"name": "password", "value": "required"}
        kind = "password" if re.search(r"(?i)pass|pwd", m.group("n")) else "api_token"
        yield kind, m.start(group), m.end(group)
