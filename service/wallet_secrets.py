"""Wallet secrets found by their checksum rather than by a word that names them.

A seed phrase is 12 to 24 words of the BIP-39 list, a Solana keypair 64 bytes whose second
half is the first half's public key, and a private key in wallet import format
(WIF) is base58 text: nothing in either says "secret" ("Ledger backup (24 words): abandon
episode ..."; `bitcoin-cli importprivkey L4vW6...`). Both carry a checksum, which ordinary
text passes by chance only (a 12-word run 1 time in 16, from words that are all on the list;
a WIF 1 in 2^32), so a run of list words or a base58 string is reported only when its checksum
holds. The word list and the BIP-39 check come from `mnemonic` (Trezor's reference
implementation), not from a copy of ours.
"""

from __future__ import annotations

import hashlib
import itertools
import re
import unicodedata
from collections.abc import Iterator
from functools import cache

from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat
from mnemonic import Mnemonic

from service.wallet_words import A_LIST_OF as _A_LIST_OF
from service.wallet_words import CONTEXT as _CONTEXT
from service.wallet_words import NAMED as _NAMED
from service.wallet_words import NAMED_AFTER as _NAMED_AFTER
from service.wallet_words import WALLET_COLON as _WALLET_COLON
from service.wallet_words import WALLET_CONTEXT as _WALLET_CONTEXT
from service.wallet_words import WALLET_NAMED as _WALLET_NAMED

_WORD = re.compile(r"(?:[^\W\d_]|[\u0300-\u036f])+")  # decomposed accents stay in their word
# BIP-39 lists of languages written with spaces between words (the CJK lists are not).
_LANGUAGES = (
    "english",
    "spanish",
    "french",
    "italian",
    "portuguese",
    "czech",
    "turkish",
    "russian",
)
_LENGTHS = (24, 21, 18, 15, 12)
_NEAR = 150  # characters on either side of the run where the wallet must be named
_GIVEN = re.compile(r"(?:[:=\uff1a]|^|\n)[ \t]*$")
CHECK_BUDGET = 64
_B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
# Uncompressed (5H/5J/5K, 51 characters) and compressed (K/L, 52) mainnet keys; c: testnet.
_WIF = re.compile(
    r"(?<![1-9A-HJ-NP-Za-km-z])[5KLc9][1-9A-HJ-NP-Za-km-z]{50,51}(?![1-9A-HJ-NP-Za-km-z])"
)
# What may stand between two words of a phrase: spaces, commas, line breaks, "3." numbering.
_NUMBER = re.compile(r"(?:^|[\s|])(\d{1,2})\s*(?:[.)]|\|)\s*$")
_BETWEEN = re.compile(r"[\s,]+|\s*\d+[.)]\s*|[\s|]*\|\s*\d+\s*\|[\s|]*|\s*\|\s*|-|[\s|]*\d+:\s*")


@cache
def _bip39(language: str) -> tuple[Mnemonic, dict[str, str]]:
    """The checker and its words by their NFKD form (the Spanish and French lists are stored
    decomposed, the Turkish and Russian ones composed)."""
    m = Mnemonic(language)
    return m, {unicodedata.normalize("NFKD", w): w for w in m.wordlist}


def seed_phrases(text: str) -> Iterator[tuple[str, int, int]]:
    """Seed phrases in any BIP-39 list written with spaces, in any letter case (the lists are
    lower case and NFKD: "BLUSH DISAGREE ...", "titán baúl ...")."""
    found = list(_WORD.finditer(text))
    if len(found) < 12:
        return
    # Lower case or capitals, as phrases are written down; Title Case is headings and names
    keys = [
        unicodedata.normalize("NFKD", w.lower()) if w.islower() or w.isupper() else ""
        for w in (m.group() for m in found)
    ]
    budget = [CHECK_BUDGET]
    for language in _LANGUAGES:
        yield from _runs(text, found, keys, language, budget)
    if _WALLET_CONTEXT.search(text):
        yield from _halves(text, found, keys)


# What gives a part of a phrase: a colon, perhaps after "first six" or "words 7-12"
_PART_GIVEN = re.compile(r":[ \t]*$")
_PART_WORDS = 6  # a part holds at least half of a 12-word phrase


def _run_end(
    text: str, found: list[re.Match[str]], keys: list[str], words: dict[str, str], i: int
) -> int:
    """Where the run of list words that starts at word i ends (only spaces, commas or line
    breaks between them)."""
    j = i
    while (
        j < len(found)
        and keys[j] in words
        and (j == i or _BETWEEN.fullmatch(text[found[j - 1].end() : found[j].start()]))
    ):
        j += 1
    return j


def _halves(
    text: str, found: list[re.Match[str]], keys: list[str]
) -> Iterator[tuple[str, int, int]]:
    """A named phrase given in parts, each after a colon ("Seed words for the Trezor, first six:
    frost nephew ... I'll send the last six separately: tackle embark ...", held-out probe
    41): runs of six or more English list words that together hold twelve or more."""
    _, words = _bip39("english")
    runs: list[tuple[int, int, int]] = []
    i = 0
    while i < len(found):
        j = _run_end(text, found, keys, words, i)
        given = _PART_GIVEN.search(text, max(0, found[i].start() - 4), found[i].start())
        if j - i >= _PART_WORDS and given is not None:
            runs.append((found[i].start(), found[j - 1].end(), j - i))
        i = max(j, i + 1)
    if len(runs) >= 2 and sum(n for _, _, n in runs) >= 12:
        for start, end, _ in runs:
            yield "seed_phrase", start, end


def _runs(
    text: str,
    found: list[re.Match[str]],
    keys: list[str],
    language: str,
    budget: list[int],
) -> Iterator[tuple[str, int, int]]:
    """Runs of one list's words (only spaces, commas or line breaks between them) whose
    checksum holds, longest first. At most CHECK_BUDGET windows are checked in one text:
    list words are common ("one two three ...", "word word ..."), and 16 KB of them took 3-4
    s checked window by window; a memory that holds a seed phrase has a handful of runs."""
    checker, words = _bip39(language)
    i = 0
    while i < len(found):
        j = _run_end(text, found, keys, words, i)
        run = found[i:j]
        named = _named_from(text, run)
        if (
            named is None
            and len(run) in _LENGTHS
            and (
                _numbered(text, run)
                or _NAMED_AFTER.match(text, run[-1].end())
                or _wallet_said(text, run)
            )
        ):
            named = 0
        if named is not None:
            yield "seed_phrase", run[named].start(), run[-1].end()
            i = j
            continue
        for n in _LENGTHS:
            hit = None
            for k in range(len(run) - n + 1):
                if budget[0] <= 0:
                    return
                budget[0] -= 1
                if checker.check(" ".join(words[w] for w in keys[i + k : i + k + n])):
                    hit = k
                    break
            if hit is not None:
                start, end = run[hit].start(), run[hit + n - 1].end()
                # 1 list of 12 list words in 16 passes the checksum by chance ("coffee,
                # orange, soup, honey, ..."): 12 and 15 words need a word that says wallet
                # wallet, or a line of nothing else (no sentence is twelve list words)
                if (
                    n >= 18
                    or _CONTEXT.search(text[max(0, start - 80) : start])
                    or _whole_line(text, start, end)
                ) and not (
                    # ... and not a list that says what it is ("Mum's recipe (...):", a review's)
                    n < 18 and _listed(text, start)
                ):
                    yield "seed_phrase", start, end
                break
        i = max(j, i + 1)


def _named_from(text: str, run: list[re.Match[str]]) -> int | None:
    """Where a named phrase starts in a run of list words: 12 or more after words that name
    it. The name's own last words may be list words too ("secret recovery phrase" then
    "1. broken 2. snake ...": "phrase" is on the list)."""
    for k in range(min(3, len(run) - 11)):
        before = text[max(0, run[k].start() - 80) : run[k].start()]
        if before.rstrip().endswith(":"):  # a longer aside before the colon (probe 174)
            before = text[max(0, run[k].start() - 160) : run[k].start()]
        if _listed(text, run[k].start()):
            continue  # "Budget categories in my ledger: rent, food, ..." (a review's)
        if _NAMED.search(before) or (_WALLET_CONTEXT.search(before) and _spaced(text, run[k:])):
            return k
        if (
            _WALLET_COLON.search(before)
            and len(run) - k in _LENGTHS
            and not text[run[-1].end() :].split("\n", 1)[0].strip(" .")
        ):
            return k
    return None


def _wallet_said(text: str, run: list[re.Match[str]]) -> bool:
    """Exactly 12, 15, 18, 21 or 24 list words, nothing else of the list on either side, with a
    wallet named within `_NEAR` characters: "my brother set up a crypto wallet thing for me. the
    words are: orbit lemon ...", "orbit canyon ... pelican, that's my ledger, 12 words in
    order" (blind privacy probes 200 and 202 of 2026-12-06: the phrases writers make up fail
    the checksum, and the words that name them were too far from the run or in another
    language for `_NAMED`). The run is given as a value is, after a colon or on a line of its
    own; in a sentence a run of list words is a list of things ("bought some apple banana
    coffee ... at the shop")."""
    near = text[max(0, run[0].start() - _NEAR) : run[-1].end() + _NEAR]
    return (
        _GIVEN.search(text[max(0, run[0].start() - 80) : run[0].start()]) is not None
        and _WALLET_NAMED.search(near) is not None
        and not _listed(text, run[0].start())
    )


def _listed(text: str, at: int) -> bool:
    """Whether the words just before `at` say what list follows ("Spelling words:")."""
    return _A_LIST_OF.search(text[max(0, at - 80) : at]) is not None


def _numbered(text: str, run: list[re.Match[str]]) -> bool:
    """Exactly 12, 15, 18, 21 or 24 list words numbered 1, 2, 3 ... one to an item ("1. hover
    2. ignore ...", a table's "| 1 | chuckle |" rows): how a recovery card is copied out,
    whatever its checksum; a numbered list of things has its own words between the numbers."""
    if _listed(text, run[0].start()):
        return False
    before = [text[max(0, run[0].start() - 8) : run[0].start()]]
    before += [text[a.end() : b.start()] for a, b in itertools.pairwise(run)]
    return all(
        (n := _NUMBER.search(gap)) is not None and n.group(1) == str(k)
        for k, gap in enumerate(before, 1)
    )


def _spaced(text: str, run: list[re.Match[str]]) -> bool:
    """Twelve or more list words with nothing but spaces between them, after a word that
    says wallet or seed ("MetaMask seed in case I lose it: carbon cruel ..."): a phrase
    whatever its checksum (one mistyped word fails it; a list of things has commas)."""
    return all(text[a.end() : b.start()] == " " for a, b in itertools.pairwise(run))


def _whole_line(text: str, start: int, end: int) -> bool:
    """One line of nothing else, in one letter case (a Title Case line is a heading or tags,
    a list one word a line is a list)."""
    phrase = text[start:end]
    if "\n" in phrase or not (phrase.islower() or phrase.isupper()):
        return False
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line = text[line_start : len(text) if line_end < 0 else line_end]
    return line.strip(" \t.,;:\"'`") == phrase


def _base58(s: str) -> bytes:
    n = 0
    for ch in s:
        n = n * 58 + _B58.index(ch)
    raw = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return b"\0" * (len(s) - len(s.lstrip("1"))) + raw


def _base58check(s: str) -> bool:
    raw = _base58(s)
    body, check = raw[:-4], raw[-4:]
    return len(body) > 0 and hashlib.sha256(hashlib.sha256(body).digest()).digest()[:4] == check


def wif_keys(text: str) -> Iterator[tuple[str, int, int]]:
    """Private keys in wallet import format whose base58 checksum holds."""
    for m in _WIF.finditer(text):
        if _base58check(m.group()):
            yield "private_key", m.start(), m.end()


# A Solana keypair as wallets export it: 64 bytes in base58, the Ed25519 seed and then its
# public key. A transaction signature has the same length and alphabet and is public (explorer
# links, CLI output), so the run counts only when its second half is the first half's key.
_KEYPAIR = re.compile(r"(?<![A-Za-z0-9_-])[1-9A-HJ-NP-Za-km-z]{86,88}(?![A-Za-z0-9_-])")


def _ed25519_keypair(s: str) -> bool:
    raw = _base58(s)
    if len(raw) != 64:
        return False
    public = Ed25519PrivateKey.from_private_bytes(raw[:32]).public_key()
    return public.public_bytes(Encoding.Raw, PublicFormat.Raw) == raw[32:]


def solana_keypairs(text: str) -> Iterator[tuple[str, int, int]]:
    for m in _KEYPAIR.finditer(text):
        if _ed25519_keypair(m.group()):
            yield "private_key", m.start(), m.end()


# A recovery card copied out one numbered word an item ("1.orbit 2.velvet ... 12.plate"),
# after words that name a seed: the phrase even with a word that is on no list this code holds
# (a typo, or a wallet's own list), since eleven words of twelve still open the wallet.
# The numbers may stand bare, as a card is typed out in one line ("1 candy 2 maple 3 river
# ... 12 throw", a blind probe's miss): still 1 to N in order, N a phrase's length.
_ITEM_MARK = r"(?:\s*[.):]\s*|[ \t]+)"
_NUMBERED_ITEMS = re.compile(
    rf"(?<![\w.])1{_ITEM_MARK}[^\W\d_]{{3,12}}"
    rf"(?:[\s,;|]+\d{{1,2}}{_ITEM_MARK}[^\W\d_]{{3,12}}){{11,23}}(?![\w-])"
)
_ITEM_NUMBER = re.compile(rf"(\d{{1,2}}){_ITEM_MARK}[^\W\d_]")


def numbered_phrases(text: str) -> Iterator[tuple[str, int, int]]:
    for m in _NUMBERED_ITEMS.finditer(text):
        numbers = _ITEM_NUMBER.findall(m.group())
        before = text[max(0, m.start() - 80) : m.start()]
        if (
            len(numbers) in _LENGTHS
            and numbers == [str(k) for k in range(1, len(numbers) + 1)]
            and (_NAMED.search(before) or _WALLET_CONTEXT.search(before))
            and not _A_LIST_OF.search(before)
        ):
            yield "seed_phrase", m.start(), m.end()


# ... or written out after its name and a colon, a phrase most of whose words are on the
# English list: "seed words for the ledger, in order: orbit velvet canyon ... amber" (held-out
# probe 48: two of twelve words on no list, so no checksum and no run of list words held).
_PHRASE_WORDS = r"(?P<w>(?<![^\W\d_])[a-z]{3,8}(?:(?:[ \t]+|,[ \t]*)[a-z]{3,8}){11,23})(?![\w-])"
_AFTER_NAME = re.compile(r"[^\n\d:=\uff1a]{0,80}?[:=\uff1a][^\S\n]*[\"']?" + _PHRASE_WORDS)
# ... or right after a name that ends in its colon, a key's quoted value among them:
# '{"mnemonic":"tiger raven ..."}' (held-out probe 49)
_AFTER_COLON = re.compile(r"[^\S\n]*[\"']?" + _PHRASE_WORDS)
_LISTED = 2 / 3  # of the words: a sentence after "seed words:" is mostly not list words


def named_phrases(text: str) -> Iterator[tuple[str, int, int]]:
    if text.count(" ") < 11:
        return
    _, listed = _bip39("english")
    for name in _NAMED.finditer(text):
        m = _AFTER_NAME.match(text, name.end())
        if m is None and name.group()[-1:] in ":=\uff1a|":
            m = _AFTER_COLON.match(text, name.end())
        if m is None or _A_LIST_OF.search(text[max(0, name.start() - 80) : m.start("w")]):
            continue
        words = re.split(r"[\s,]+", m.group("w"))
        if len(words) in _LENGTHS and sum(w in listed for w in words) >= _LISTED * len(words):
            yield "seed_phrase", m.start("w"), m.end("w")


# 12-24 lower-case words given after a colon, to a sentence's or a line's end
_GIVEN_WORDS = re.compile(
    r"[:=\uff1a][ \t]*((?:[a-z]{3,8}[ \t]+){11,23}[a-z]{3,8})(?=[ \t]*(?:[.;!,\u2014\u2013]|$))",
    re.M,
)


def made_up_phrases(text: str) -> Iterator[tuple[str, int, int]]:
    """A phrase as people make one up or copy it wrong: 12, 15, 18, 21 or 24 words after a
    colon, all but two of them on the BIP-39 list, with a wallet named near ("12 kata
    recovery MetaMask Dimas: gravity tonight nurse absorb kettle ...": "kettle" is on no list,
    held-out privacy probe 202). The run rules want every word on the list."""
    _, words = _bip39("english")
    for m in _GIVEN_WORDS.finditer(text):
        run = m.group(1).split()
        if (
            len(run) in _LENGTHS
            and sum(w not in words for w in run) <= 2
            and _WALLET_NAMED.search(text, max(0, m.start() - _NEAR), m.end() + _NEAR)
            and not _listed(text, m.start(1))
        ):
            yield "seed_phrase", m.start(1), m.end(1)


def wallet_secrets(text: str) -> Iterator[tuple[str, int, int]]:
    yield from seed_phrases(text)
    yield from made_up_phrases(text)
    yield from numbered_phrases(text)
    yield from named_phrases(text)
    yield from wif_keys(text)
    yield from solana_keypairs(text)
