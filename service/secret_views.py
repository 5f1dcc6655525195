"""The text as the privacy rules also read it, same length so spans carry over: markup
blanked, and Chinese, Japanese and Korean blanked where they glue words to a value."""

from __future__ import annotations

import re

_MARKUP = re.compile(r"```[\w+-]*|`+|(?<!\*)\*{1,3}(?!\*)")


def unmarked(text: str) -> str:
    """The text with its markup blanked, same length: spans found in it are spans of the
    text (both are scanned; a mark that is part of a secret is read in the text itself)."""
    return _MARKUP.sub(lambda m: " " * len(m.group()), text)


# Chinese, Japanese and Korean write no space between words, so a key given straight after
# "密钥是" has no word boundary before it, and the token rules start at one ("\bsk-", held-out
# probe 39). A copy with those scripts blanked (same length) is scanned too, for values with
# letters; the rules that read the scripts' own words run on the text itself.
CJK = re.compile(
    r"[\u3000-\u303f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uff01-\uff60]"
)
# ... for tokens only: a number's context is in those words ("订单号4539..." is an order's)
LATIN = re.compile(r"[A-Za-z]")
GLUED = re.compile(rf"{CJK.pattern}[A-Za-z0-9]|[A-Za-z0-9]{CJK.pattern}")

# A token as `service.secret_turns` looks for a found value again in: up to a blank or a mark,
# and up to Chinese, Japanese or Korean text ("我的身份证号是11010519491231002X" copies the
# number, not the words glued before it, which a redaction must leave in place)
VALUE_TOKEN = re.compile(rf"[^\s,;:\"'`()<>\[\]{{}}{CJK.pattern[1:-1]}]{{4,100}}")


# A password of Cyrillic or Greek letters with digits or marks ("пароль: Щука#2024", "Парола:
# Слънце#5", and the Greek ones): the rules' values must hold a Latin letter (so that a
# password word in those scripts, or a run of digits, is never read as one), and these have
# none. A copy with each such token's letters made Latin ones (same length, case kept) is
# scanned too; a token of letters only keeps its script, so the password words and ordinary
# words of those languages read as before.
_OTHER = re.compile(r"[\u0370-\u03ff\u1f00-\u1fff\u0400-\u052f]")
_TOKEN = re.compile(r"[^\s,;:()\"'\u00ab\u00bb\u201c\u201d]+")
_MARK = re.compile(r"[\d!@#$%^&*_+=~]")
# ... but capitals and digits, a dash between, are a code's shape: a course's ("ΙΣΤ-101"), a
# product's or a number plate's, which the rules read as a value after "κωδικός" (code)
_CODE_SHAPE = re.compile(r"[^\W\d_]+(?:-?\d+)+|\d+(?:-?[^\W\d_]+)+")
_TO_LATIN = {
    c: chr((ord("A") if chr(c).isupper() else ord("a")) + c % 26)
    for lo, hi in ((0x370, 0x3FF), (0x1F00, 0x1FFF), (0x400, 0x52F))
    for c in range(lo, hi + 1)
    if chr(c).isalpha()
}


def latinized(text: str) -> str | None:
    """The text with the Cyrillic and Greek letters of its tokens that also hold a digit or
    a mark made Latin, or None when it has no such token (the copy is scanned only then)."""
    if not _OTHER.search(text):
        return None
    out = list(text)
    changed = False
    for m in _TOKEN.finditer(text):
        token = m.group()
        if _OTHER.search(token) and _MARK.search(token) and not _a_code(token):
            out[m.start() : m.end()] = token.translate(_TO_LATIN)
            changed = True
    return "".join(out) if changed else None


def _a_code(token: str) -> bool:
    """A code's shape, or a name in capitals with no digit ("ИМЯ_ПОЛЬЗОВАТЕЛЯ" is a
    placeholder's USER_NAME, which the placeholder check knows only in Latin letters)."""
    return token.isupper() and (
        _CODE_SHAPE.fullmatch(token) is not None or not any(c.isdigit() for c in token)
    )
