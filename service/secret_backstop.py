"""A learned backstop behind the privacy rules: a value that the words around it and its own
shape give away as a secret, where no rule has its phrasing.

Why: ten rounds of rules, each written for the misses of a blind probe, had stopped moving the
probes written after them (76-80% of secrets caught outright on every fresh probe of
2026-12-06): each new probe's misses were phrasings no earlier probe used ("wifi rumahnya
mieayam99pedas", "الباسوورد ... صار Qamar_2025$", "he uses a PIN — his house number twice,
so 1717"). What those misses share is not a phrasing but a pattern a linear model can learn:
a value of a password's or a code's shape (digits, or letters with digits and symbols) with
words of secrecy near it, in any of the languages the probes use (the context words'
character 4-grams carry "contraseña", "Passwort", "hasło", "nywila" across spellings).

The model: a logistic regression over hashed features of each candidate token (one holding a
digit, or letters joined to a symbol, or a run of spaced single digits): its shape, length and
digit count, the words up to seven before and three after it with their 4-grams, and every word
of the text with its 4-grams (what the note is about, said once and often further away). It
is fitted by `scripts/train_secret_backstop.py` on the blind privacy probes
(tests/data/privacy_probes.jsonl.gz, the held-out ones left out), the generated secrets and
look-alikes of the privacy corpus, the reviewed look-alikes and half of the MSC and LoCoMo
texts as negatives. Its spans go through the
same pruning as the rules' (`service.privacy`: references, placeholders, examples), so an
order number or a postal PIN code it scores high is still dropped there.

Pure functions over a weight vector loaded once; no I/O after that.
"""

from __future__ import annotations

import json
import math
import re
import zlib
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import numpy as np
import numpy.typing as npt

DEFAULT_PATH = Path(__file__).with_name("secret_backstop.npz")
BITS = 18  # 262,144 hashed features
KIND = "secret"  # the redaction kind a backstop span reports
MAX_TEXT = 4_000  # longer texts are documents: the rules read them, the model does not
BEFORE, AFTER = 7, 3  # context words read on each side of a candidate

# (CJK punctuation ends a token too: "6620。もう..." runs on without a space)
_CJK_PUNCTUATION = r"\u3001\u3002\u3008-\u3011\uff01\uff08\uff09\uff0c\uff0e\uff1a\uff1b\uff1f"
TOKEN = re.compile(rf"[^\s,;()\[\]{{}}\"“”«»{_CJK_PUNCTUATION}]+")
# an amount or a measure, not a value to keep secret ("the balance is 2300 euros", "€45")
# (case-sensitive, and no unit that is also a word: "7395 lei lo sa" is Italian for "she knows")
_AMOUNT_AFTER = re.compile(
    r"[ \t]?(?:%|€|\$|£|¥|₹|(?:euros?|EUR|dollars?|USD|pounds?|GBP|quid|bucks|yen|rupees?|reais"
    r"|pesos?|zł|kg|km|mg|ml|MB|GB|KB|mm|cm)\b)"
)
_UNITS = r"(?:[MGK]bps|[MG]Hz|[TGMK]B|kg|km|mm|cm|ml|mg|kWh|kW|mAh|%)"
_MEASURE = re.compile(rf"\d+(?:[.,]\d+)?{_UNITS}")  # "500Mbps", "16GB"
_AMOUNT_BEFORE = re.compile(r"(?:[€$£¥₹]|\b(?:eur|usd|gbp|rs\.?|r\$))[ \t]?$", re.IGNORECASE)
_EDGE = ".:!?'`*"
_SYMBOL_JOINED = re.compile(r"[A-Za-z][_$@!#%&*+=][A-Za-z0-9]|[_$@!#%&*+=][A-Za-z0-9].*[A-Za-z]")
_DIGIT = re.compile(r"\d")
# (a name, "=", then a value: never base64's padding, which ends a value and starts none:
# "sha512-Qm8v...BnM==" left "=" as the span and the value unredacted)
_ASSIGNED = re.compile(r"[A-Za-z_][\w.-]*=(?!=*$)")
SPACED = "\u2420"  # marks a word made of a run of spaced single digits ("0 4 1 2")
SPACED_RUN = 3  # digits at least, and at most SPACED_MAX (a code, not a list of numbers)
SPACED_MAX = 8
_SPACED_GAP = re.compile(r",?[ \t]{1,2}")


def candidate(token: str) -> bool:
    """A token that could be a secret's value: it holds a digit, or letters joined to a
    symbol ("Lyon#Rive"), at least three characters once the edges are stripped."""
    t = token.strip(_EDGE)
    return len(t) >= 3 and (_DIGIT.search(t) is not None or _SYMBOL_JOINED.search(t) is not None)


def _shape(t: str) -> str:
    """Each character as its class (A, a, d, s for anything else), runs as one: "Lyon#Rive88"
    is "Aa+sAa+d+". One pass over the token (it runs for every candidate of every write)."""
    out: list[str] = []
    for c in t:
        k = (
            "A" if "A" <= c <= "Z" else "a" if "a" <= c <= "z" else "d" if c.isdecimal()
            else c if c.isspace() else "s"
        )  # fmt: skip
        if out and out[-1] in (k, k + "+"):
            out[-1] = k + "+"
        else:
            out.append(k)
    return "".join(out)


def features(words: Sequence[str], i: int) -> list[str]:
    """The named features of candidate `words[i]` (the words as split by `TOKEN`)."""
    t = words[i].strip(_EDGE)
    spaced = t.startswith(SPACED)
    t = t.removeprefix(SPACED)
    out = [
        f"len{min(len(t), 20)}",
        "shape=" + _shape(t),
        f"nd{min(sum(c.isdigit() for c in t), 12)}",
    ]
    if t.isdigit():
        out.append("alldig")
    if spaced:
        out.append("spaced")
    if any(c.isupper() for c in t):
        out.append("hasup")
    if any(c.islower() for c in t):
        out.append("haslow")
    if re.search(r"[^\w]", t):
        out.append("hassym")
    if "_" in t:
        out.append("hasus")
    if re.fullmatch(r"(?:19|20)\d\d", t):
        out.append("year")
    for j in range(max(0, i - BEFORE), min(len(words), i + AFTER + 1)):
        if j == i:
            continue
        w = words[j].lower().strip(_EDGE + "-—" + SPACED)
        if not w:
            continue
        out.append(("L:" if j < i else "R:") + w)
        out.append("w:" + w)
        out.extend("c4:" + w[k : k + 4] for k in range(len(w) - 3))
        if j == i - 1:
            out.append("prev:" + w)
    return out


def hashed(names: Sequence[str]) -> npt.NDArray[np.int64]:
    """Feature names as indices (CRC-32: the same in the training script and the service,
    on every machine and Python)."""
    mask = (1 << BITS) - 1
    return np.fromiter(
        (zlib.crc32(n.encode("utf-8")) & mask for n in names), dtype=np.int64, count=len(names)
    )


def _units(text: str) -> list[tuple[int, int, str]]:
    """(start, end, word) of each token, where a run of three to eight single digits told one
    by one ("0 4 1 2", "2, 5, 8, 0") is one word of its digits: a code read out or typed
    with spaces is what a keypad takes, and as separate digits no token would hold it
    ("Pi to ten digits is 3 1 4 1 5 9 2 6 5 3" is not a code)."""
    units: list[tuple[int, int, str]] = []
    run: list[tuple[int, int, str]] = []

    def close() -> None:
        if SPACED_RUN <= len(run) <= SPACED_MAX:
            digits = "".join(w.strip(_EDGE) for _, _, w in run)
            first, last = run[0][2], run[-1][2]
            start = run[0][0] + len(first) - len(first.lstrip(_EDGE))
            end = run[-1][1] - len(last) + len(last.rstrip(_EDGE))
            units.append((start, end, SPACED + digits))
        else:
            units.extend(run)
        run.clear()

    for m in TOKEN.finditer(text):
        word = m.group()
        digit = len(word.strip(_EDGE)) == 1 and word.strip(_EDGE).isdecimal()
        joined = bool(run) and _SPACED_GAP.fullmatch(text[run[-1][1] : m.start()]) is not None
        if run and not (digit and joined and not run[-1][2].endswith(tuple(_EDGE))):
            close()
        (run if digit else units).append((m.start(), m.end(), word))
    close()
    return units


def text_features(words: Sequence[str]) -> list[str]:
    """The words of the whole text and their 4-grams, shared by all its candidates: a note
    about the shop's Wi-Fi or a bank's security question says so once, often further from
    the value than the window reaches, and an order confirmation says what it is as well.
    Only words without a digit: the values themselves ("t:2580") would teach the model
    which numbers were secrets in its training texts, not how secrets are told."""
    seen = {w.lower().strip(_EDGE + "-—") for w in words if not _DIGIT.search(w)}
    out: list[str] = []
    for w in sorted(seen - {""}):
        out.append("t:" + w)
        out.extend("tc4:" + w[k : k + 4] for k in range(len(w) - 3))
    return out


def _read(text: str) -> tuple[list[tuple[int, int, list[str]]], list[str]]:
    """(start, end, own features) of each candidate token of `text`, and the text's."""
    units = _units(text)
    words = [w for _, _, w in units]
    found: list[tuple[int, int, list[str]]] = []
    for i, (start, end, word) in enumerate(units):
        if word.startswith(SPACED):
            found.append((start, end, features(words, i)))
        elif candidate(word):
            lead = len(word) - len(word.lstrip(_EDGE))
            tail = len(word) - len(word.rstrip(_EDGE))
            named = _ASSIGNED.match(word)  # "API_SID=9b3e...": the value, not its name
            lead = max(lead, named.end() if named and named.end() < len(word) else 0)
            found.append((start + lead, end - tail, features(words, i)))
    return found, text_features(words) if found else []


def candidates(text: str) -> Iterator[tuple[int, int, list[str]]]:
    """(start, end, features) of each candidate token of `text`: its own and the text's."""
    found, shared = _read(text)
    for start, end, names in found:
        yield start, end, names + shared


def _amount(text: str, start: int, end: int) -> bool:
    """A price or a measure: in a text about a secret every number scores higher, and these
    are never the secret ("PIN is 4821 and the balance is 2300 euros")."""
    value = text[start:end]
    if _MEASURE.fullmatch(value):
        return True
    return value.replace(".", "").replace(",", "").isdecimal() and (
        _AMOUNT_AFTER.match(text, end) is not None
        or _AMOUNT_BEFORE.search(text, max(0, start - 5), start) is not None
    )


# A card's last four digits, printed on every receipt and statement, name the card and open
# nothing ("last four digits of the card are 4821", "Visa ending with 3344": the model scored
# them a code, a blind review's false alarms); a PIN, a code or an identity number's last
# digits said so stay ("my PIN is the last four digits of my phone: 4821").
_TAIL_SAID = re.compile(
    r"(?i)(?:\blast[ \t]+(?:four|4)|\bending|\bends|\u00faltimos[ \t]+(?:cuatro|4)"
    r"|\u00faltimos[ \t]+(?:quatro|4)|letzten[ \t]+(?:vier|4)|derniers[ \t]+(?:quatre|4)"
    r"|ultime[ \t]+(?:quattro|4)|termina|endet)\b[^\n.;!?\d]{0,40}$"
)
_TAIL_OF_A_SECRET = re.compile(
    r"(?i)\b(?:pin|password|passcode|code|ssn|social|cvv|cvc|otp|passwort|contrase\u00f1a|senha)\b"
)
_TAIL = re.compile(r"[*x\u2022#.]*\d{4}")


def _card_tail(text: str, start: int, end: int) -> bool:
    if not _TAIL.fullmatch(text, start, end):
        return False
    said = _TAIL_SAID.search(text, max(0, start - 60), start)
    return said is not None and not _TAIL_OF_A_SECRET.search(text, max(0, start - 80), start)


# A link is an address to share, not a secret ("Google Doc https://docs.google.com/document/
# d/1L6h.../edit" was redacted whole: the model reads a URL with digits as a value), unless it
# carries one: a password before its host, a key, a token, a signature or a password in its
# query, a webhook's or a bot's path (where the URL itself opens something). Any scheme: a
# service's address with no password in it ("DATABASE_URL=postgres://localhost:5432/dev",
# "redis://cache:6379/0") was redacted whole, and a user's notes lose where the data lives.
_LINK = re.compile(r"(?i)(?:https?|ftp|[a-z][a-z0-9+.-]{1,20})://[^\s/?#]+")
_LINK_CREDENTIAL = re.compile(
    r"(?i)//[^/\s@]*:[^/\s@]*@|[?&#;][\w.-]*(?:key|token|secret|sig|pass|pwd|auth|credential"
    r"|session|code)[\w.-]*=|webhook|/hooks?/|/services/|/bot\d+:"
)


# A content digest named by its algorithm: a lockfile's "integrity": "sha512-...", go.sum's
# "h1:...", an image's "@sha256:...". What it names is public (a package, an image); a key
# is never written behind a hash function's name. The model scores the random letters high.
_DIGEST = re.compile(
    r"(?i)(?:sha(?:1|224|256|384|512)|sha3-(?:224|256|384|512)|md5|blake(?:2[bs]|3)|h1)[-:]"
    r"[A-Za-z0-9+/_=-]{16,}"
)
_DIGEST_NAMED = re.compile(r"(?i)(?:sha(?:1|224|256|384|512)|md5|blake(?:2[bs]|3)|h1)[-:]$")


def _digest(text: str, start: int, end: int) -> bool:
    return _DIGEST.fullmatch(text, start, end) is not None or (
        _DIGEST_NAMED.search(text, max(0, start - 8), start) is not None
    )


def _link(text: str, start: int, end: int) -> bool:
    return _LINK.match(text, start, end) is not None and not _LINK_CREDENTIAL.search(
        text, start, end
    )


@dataclass(frozen=True, slots=True)
class Backstop:
    weights: npt.NDArray[np.float32]
    bias: float
    threshold: float

    def score(self, indices: npt.NDArray[np.int64]) -> float:
        """The probability that the candidate with these hashed features is (part of) a
        secret (indices may repeat: each weight counts once)."""
        z = float(self.weights[np.unique(indices)].sum()) + self.bias
        z = max(-50.0, min(50.0, z))
        return 1.0 / (1.0 + math.exp(-z))

    def spans(self, text: str) -> Iterator[tuple[str, int, int]]:
        """(kind, start, end) of each candidate scored at or above the threshold."""
        if len(text) > MAX_TEXT:
            return
        if _DIGIT.search(text) is None and _SYMBOL_JOINED.search(text) is None:
            return
        own, text_names = _read(text)
        shared = hashed(text_names)  # hashed once: the same for every candidate of the text
        found = [
            (start, end, self.score(np.concatenate((hashed(names), shared))))
            for start, end, names in own
        ]
        flagged = [p >= self.threshold for _, _, p in found]
        # a value in groups ("TAN 884 120", "7751 6620") is one value: a group next to a
        # flagged one, with only a space between, goes with it when it scores half the bar
        for order in (range(1, len(found)), range(len(found) - 2, -1, -1)):
            for i in order:
                j = i - 1 if order.step == 1 else i + 1
                if flagged[j] and not flagged[i] and found[i][2] >= self.threshold / 2:
                    gap = text[min(found[i][1], found[j][1]) : max(found[i][0], found[j][0])]
                    flagged[i] = len(gap) <= 2 and not gap.strip()
        for (start, end, _), hit in zip(found, flagged, strict=True):
            if hit and not (
                _amount(text, start, end)
                or _card_tail(text, start, end)
                or _link(text, start, end)
                or _digest(text, start, end)
            ):
                yield KIND, start, end

    def missed(
        self, text: str, found: Iterable[tuple[str, int, int]]
    ) -> Iterator[tuple[str, int, int]]:
        """The spans no rule found (where one did, the rule names the kind)."""
        known = [(start, end) for _, start, end in found]
        for span in self.spans(text):
            if not any(span[1] < end and start < span[2] for start, end in known):
                yield span


def save(
    path: Path,
    weights: npt.NDArray[np.float64],
    bias: float,
    threshold: float,
    provenance: dict[str, object],
) -> None:
    """The weights in half precision (what the model reads; ~350 KB compressed)."""
    np.savez_compressed(
        path,
        weights=weights.astype(np.float16),
        bias=np.float64(bias),
        threshold=np.float64(threshold),
        provenance=np.array(json.dumps(provenance)),
    )


@cache
def shipped(path: Path = DEFAULT_PATH) -> Backstop | None:
    """The shipped model, read once; None when the file is missing (the rules alone)."""
    if not path.exists():
        return None
    with np.load(path) as data:
        return Backstop(
            weights=data["weights"].astype(np.float32),
            bias=float(data["bias"]),
            threshold=float(data["threshold"]),
        )
