"""Card numbers: digits as people write them that pass the Luhn check, start where a card
network's do, and are not an order's, a parcel's or a SIM's number ("Amazon order
4539148803436467", an ICCID), nor one touching Chinese or Japanese text with no card named.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

# Card numbers as people write them: one run of digits, groups of four, or Amex 4-6-5 (a
# short last group is not an expiry date's month: "2221 4856 3683 0012 05/29"); a
# Chinese or Japanese word may touch it ("\u4fe1\u7528\u5361\u53f74539...": no \\b there).
# Groups set off by dots too ("cc 5105.4297.6128.7592", a blind review's miss), all four or
# 4-6-5 and no more: a version or an address of dotted numbers has other groups.
_CARD = re.compile(
    r"(?<![0-9A-Za-z_-])"
    r"(?:\d{13,19}|\d{4}(?:[ -]\d{4}){2,3}(?:[ -]\d{1,3}(?![\d/.:-]))?|\d{4}[ -]\d{6}[ -]\d{4,5}"
    r"|(?<!\d\.)(?:\d{4}(?:\.\d{4}){3}|\d{4}\.\d{6}\.\d{4,5})(?!\.\d))"
    # (never part of a longer run of letters and digits: a sha256 digest's "43799754180400e6...")
    r"(?![\d-]|[A-Za-z_])"
)


CARD_WORD = re.compile(
    r"(?i)\u5361|\u30ab\u30fc\u30c9|\u30af\u30ec\u30ab|\uce74\ub4dc|\u94f6\u8054|\u8d26\u53f7"
    r"|\b(?:card|visa|mastercard|master\s+card|kart[\u0131i]m?|karta|karte|tarjeta|carte|cart\u00e3o"
    r"|\u043a\u0430\u0440\u0442\w{0,3}|rupay|troy|humo|amex|kartu|kadi|kaart|kortet|kortnummer"
    # (in Arabic, Greek, Hebrew, Thai and Vietnamese: an Arabic "card number for the bills",
    # privacy probe 210)
    r"|(?:\u0627\u0644)?\u0628\u0637\u0627\u0642\w{0,2}|\u03ba\u03ac\u03c1\u03c4\w{0,2}"
    r"|\u05db\u05e8\u05d8\u05d9\u05e1|\u0e1a\u0e31\u0e15\u0e23|th\u1ebb)\b"
)
# Networks that start with 8, 9 or 1 (RuPay, Troy, Humo, UATP), named beside the number
_OTHER_NETWORK = re.compile(r"(?i)\b(?:rupay|troy|humo|uatp)\b")
_NOT_A_CARD = re.compile(
    r"(?i)\b(?:order|tracking|parcel|shipment|invoice|ref|reference|iccid|imsi|serial|pedido"
    r"|n\u00famero\s+de\s+pedido|commande|bestellung)\b|\u0437\u0430\u043a\u0430\u0437|\u8ba2\u5355"
)
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uff00-\uffef]")
# The test numbers payment processors publish (Stripe, Adyen, Braintree, PayPal docs): in a
# note that says so they open nothing ("Stripe's test card 4242 4242 4242 4242 works in test
# mode"); given as a card with no such word, they are redacted like any other.
_SANDBOX = re.compile(
    r"(?i)\b(?:test\w*|sandbox|example|dummy|sample|fake|demo|staging|qa|prueba|teste"
    r"|essai|prova)\b"
)
_PUBLISHED_TEST_NUMBERS = frozenset(
    [
        "4242424242424242", "4111111111111111", "4012888888881881", "4000056655665556",
        "5555555555554444", "5200828282828210", "5105105105105100", "2223003122003222",
        "378282246310005", "371449635398431", "6011111111111117", "6011000990139424",
        "3056930009020004", "36227206271667", "3566002020360505", "6200000000000005",
        "4000000000000002", "4000000000009995", "4000002500003155", "4000000000003220",
        "4000000000000077", "4000000000000341", "4000000000000069", "4000000000000127",
        "4000000000000119", "4000000000000101", "4000000760000002", "5454545454545454",
        "4000000000003063", "4005519200000004", "4009348888881881", "4000000000000010",
        "5555341244441115", "4111111145551142", "4988438843884305", "2222400070000005",
        "4000002760003184", "4000000000003238", "4000008260003178", "5200828282828210",
    ]
)  # fmt: skip


def published_test_card(text: str, at: int) -> bool:
    """A CVC at `at` right after a processor's published test card, in a note about testing:
    the documentation's too ("Test Mastercard from the Adyen docs: 5555 3412 4444 1115, CVC
    737"); not a real card's in the same note ("4242... in sandbox; my real Visa CVC is 381")."""
    if _SANDBOX.search(text) is None:
        return False
    before = [m for m in _CARD.finditer(text, max(0, at - 60), at)]
    if not before:
        return False
    card = before[-1]
    return (
        re.sub(r"\D", "", card.group()) in _PUBLISHED_TEST_NUMBERS
        and not any(c in text[card.end() : at] for c in ".;\n")
        and _REAL.search(text, card.end(), at) is None
    )


_REAL = re.compile(r"(?i)\b(?:real|my|own|actual|personal)\b")


def _clause_before(text: str, at: int) -> str:
    """The words of `at`'s clause before it: back to a full stop, a comma, a semicolon or a
    line."""
    start = max(text.rfind(c, 0, at) for c in ".,;\n") + 1
    return text[max(start, at - 80) : at]


def _luhn(digits: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return total % 10 == 0


_IMEI = re.compile(r"(?i)\bimei\b")
_TAIL = re.compile(r"(?<=\d{4})[ -](\d{1,3})$")


def _network_length(digits: str) -> bool:
    """Fifteen digits is American Express (34, 37), Maestro (5, 6) or UATP (1); a phone's
    IMEI has 15 digits that pass the Luhn check too, most of them starting 35 or 49. Fourteen
    is Diners Club (30, 36, 38, 39) or Maestro, thirteen an old Visa (4) or Maestro: a Korean
    order number "51111144049221" passed the Luhn check (held-out probe 41)."""
    if len(digits) == 15:
        return digits.startswith(("34", "37", "5", "6", "1"))
    if len(digits) == 14:
        return digits.startswith(("30", "36", "38", "39", "50", "56", "57", "58", "6"))
    if len(digits) == 13:
        return digits.startswith(("4", "50", "56", "57", "58", "6"))
    return True


# A card's printed groups: 4-4-4-4 (most networks) or 4-6-5 (American Express).
_PRINTED = re.compile(r"\d{4}([ .-])\d{4}\1\d{4}\1\d{4}|\d{4}([ .-])\d{6}\2\d{5}")
# Cards that pay for nothing ("loyalty card 6012 ..."): their numbers are not a payment card's.
_NOT_PAYMENT = re.compile(
    r"(?i)\b(?:loyalty|library|membership|member|rewards?|points|bonus|frequent\s+flyer|id"
    r"|sim|sd|memory|business|key|access|hotel|room|insurance|health|student|transit|metro"
    r"|oyster|bus)\s+card\b"
)


# An expiry date right after a number ("..., expiry 04/26", "validade 11/26"): a card's.
_EXPIRY_AFTER = re.compile(
    r"(?i)[ \t]{0,3}[,;]?[ \t]{0,3}(?:(?:exp\w{0,4}|valid\w{0,5}|validade|vence|scad\w{0,6}"
    r"|ablauf\w{0,6}|g\u00fcltig\w{0,4})\.?[ \t]{0,3}:?[ \t]{0,3})?"
    r"(?:0?[1-9]|1[0-2])/(?:\d{2}|20\d{2})\b"
)


# ... and redacted with the card it dates ("Visa 4539 ..., exp 09/27, CVV 713", "Mastercard
# 5425 ..., caduca 03/27": held-out privacy probe 55): a card's number with its expiry is what
# a payment needs, so the date goes with it, in the same line, named as an expiry or right
# after the number.
_EXPIRY_LATER = re.compile(
    r"(?i)(?:[ \t]{0,3}[,;]?[ \t]{0,3}|[^\n;.!?]{0,40}?\b(?:exp\w{0,4}|valid\w{0,5}|validade|vence"
    r"|venc\w{0,6}|caduc\w{0,5}|scad\w{0,6}|ablauf\w{0,6}|g\u00fcltig\w{0,4}|verloopt|vervalt"
    r"|wa\u017cn\w{0,3}|good\s+thru)\.?[ \t]{0,3}(?:(?:le|am|el|em|il|on|in|to|until|thru"
    r"|through|bis|hasta|at\u00e9|fino\s+al|tot|do)[ \t]+)?:?[ \t]{0,3})"
    r"(?P<date>(?:0?[1-9]|1[0-2])[/-](?:\d{2}|20\d{2}))(?![\d/-])"
)


def _named_copy(text: str, m: re.Match[str], named: bool) -> bool:
    """Named as a payment card right before it, or followed by its expiry date, and written
    in a card's printed groups, a number is taken even when its Luhn digit fails (held-out
    probe 34: three cards read out or copied with a digit wrong); a bare number still needs
    its check digit."""
    if _PRINTED.fullmatch(m.group()) is None:
        return False
    if not (named or _EXPIRY_AFTER.match(text, m.end())):
        return False
    return _NOT_PAYMENT.search(text, max(0, m.start() - 40), m.start()) is None


def card_numbers(text: str) -> Iterator[tuple[str, int, int]]:
    for m in _CARD.finditer(text):
        before = text[max(0, m.start() - 24) : m.start()]
        if _IMEI.search(_clause_before(text, m.start())):
            continue  # a phone's IMEI passes the Luhn check too
        digits = re.sub(r"\D", "", m.group())
        if not _network_length(digits) or (
            digits in _PUBLISHED_TEST_NUMBERS and _SANDBOX.search(text)
        ):
            continue
        named = CARD_WORD.search(text, max(0, m.start() - 40), m.start()) is not None
        order = _NOT_A_CARD.search(before)
        if (
            order
            # (a card named after the order word is the card it is paid with: "for the new
            # smart lock order use my Visa 4929 ...", privacy probe 114)
            and not CARD_WORD.search(before, order.end())
            and not CARD_WORD.search(_clause_before(text, m.start() - len(before) + order.start()))
        ):
            continue  # "Amazon order 4539148803436467": an order or a parcel, unless a card
            # leads the clause ("Card for the online order: 5311 ...")
        other = _OTHER_NETWORK.search(text, max(0, m.start() - 40), m.start())
        if digits[0] not in "23456" and not other:
            continue  # most networks start with 2-6; RuPay's 8, Troy's 9 where it is named
        if m.start() and _CJK.match(text, m.start() - 1) and not named:
            continue  # touching Chinese or Japanese text: an order number unless a card is named
        end = m.end()
        if not _luhn(digits) and (tail := _TAIL.search(m.group())):
            # "4539 1488 0343 6467 123": the last group is the CVC, not a 19-digit card's end
            digits, end = digits[: -len(tail.group(1))], m.start() + tail.start()
        if (
            13 <= len(digits) <= 19
            and len(set(digits)) > 1
            and (_luhn(digits) or _named_copy(text, m, named))
        ):
            yield "card_number", m.start(), end
            dump = _DUMP.match(text, m.end())
            if dump is not None:  # "4024...|09|27|318": the rest of the line is the card's
                yield "card_expiry", dump.start("date"), dump.end("date")
                if dump.group("s"):
                    yield "card_cvv", dump.start("s"), dump.end("s")
                continue
            code = (
                _CODE_AFTER.match(text, m.end())
                or _DUMPED_CODE.match(text, m.end())
                or _CODE_LATER.match(text, m.end())
            )
            if code is not None:
                yield "card_cvv", code.start("s"), code.end("s")
            expiry = _EXPIRY_LATER.match(text, end) or _EXPIRY_NAMED.match(text, end)
            if expiry is not None:
                yield "card_expiry", expiry.start("date"), expiry.end("date")


# A card copied out as a dump's line: the number, then its expiry and its code, each set off
# by the same mark ("4024612539204806|09|27|318", "...:0927:318", "...;09/2027", a blind
# review's; the expiry and the code stayed): month and year, then three or four digits, and
# no more digits to the line's field (a line of figures after a card is a table's).
_DUMP = re.compile(
    r"(?P<sep>[ \t]*[|:;][ \t]*|,)(?P<date>(?:0[1-9]|1[0-2])(?:(?P=sep)|[/-])?(?:20)?\d{2})"
    r"(?:(?P=sep)(?P<s>\d{3,4}))?(?![\d.,/-]?\d)(?=[ \t]*(?:$|\n|(?P=sep)|[|;]))"
)
# ... and an expiry said as a month and a year with no mark, named as one: "exp 0827"
_EXPIRY_NAMED = re.compile(
    r"(?i)[ \t]{0,3}[,;]?[ \t]{0,3}(?:exp(?:iry|ires|\.)?|valid[ \t]+(?:thru|until)|good[ \t]+thru)"
    r"[ \t]{0,3}:?[ \t]{0,3}(?P<date>(?:0[1-9]|1[0-2])\d{2})(?![\d/.-]?\d)"
)


# A card number told in parts: "The number starts 4539 7182 and then 0467 3312" (held-out
# probe 52): groups of digits joined by a few words, after a card is named. Taken only when
# the parts together are a card's length, start as a network's number and pass the Luhn
# check, so a phone number and a time beside a card ("card ... call 0800 123 456") stay.
_PART = r"\d{4}(?:[ -]\d{4})?"
_SPLIT = re.compile(
    # (the spaces bounded: "[ \t]*,?[ \t]+" took 6.6 s on a number and 16,000 spaces)
    rf"(?P<a>{_PART})(?P<gap>(?:[ \t]{{0,8}},)?[ \t]{{1,8}}(?:and[ \t]+)?"
    r"(?:then|followed[ \t]+by|after[ \t]+that"
    rf"|continues?(?:[ \t]+with)?|ends?(?:[ \t]+(?:in|with))?|the[ \t]+rest(?:[ \t]+is)?)[ \t]+)"
    rf"(?P<b>{_PART})(?:(?P=gap)(?P<c>{_PART}))?(?![\d-])"
)


def split_card_numbers(text: str) -> Iterator[tuple[str, int, int]]:
    for m in _SPLIT.finditer(text):
        if not CARD_WORD.search(text, max(0, m.start() - 80), m.start()):
            continue
        parts = [g for g in ("a", "b", "c") if m.group(g)]
        digits = "".join(re.sub(r"\D", "", m.group(g)) for g in parts)
        if (
            13 <= len(digits) <= 19
            and digits[0] in "23456"
            and _network_length(digits)
            and _luhn(digits)
            and len(set(digits)) > 1
        ):
            for g in parts:
                yield "card_number", m.start(g), m.end(g)


# The card's code right after its number, named only "code" (probe 32: "6011-2721-0890-3385,
# code 117"), an expiry date perhaps between: after a card number a "code" is its CVV.
_CODE_AFTER = re.compile(
    r"(?i)(?:[ \t]{0,3}[,;/|]?[ \t]{0,3}(?:(?:exp(?:iry|ires|\.)?|valid\s+(?:thru|until))"
    r"[ \t]{0,3}:?[ \t]{0,3})?(?:0?[1-9]|1[0-2])/(?:\d{2}|20\d{2}))?[ \t]{0,3}[,;/]?[ \t]{0,3}"
    r"(?:and[ \t]+)?"
    r"(?:the[ \t]+)?(?:(?:security|sec|check|verification|back)[ \t]+)?"
    r"(?:code|cvv2?|cvc2?|cv2|csc|cid)\b[ \t]{0,3}(?::|=|is|-)?[ \t]{0,3}(?P<s>\d{3,4})"
    r"(?![\d.,/:-]?\d)"
)
# ... or later in the same line, named as the card's own: "amex 3741 134443 05857 for the
# hotel, exp 11/27, the 4-digit code on the front is 8832" (held-out probe 46)
_CODE_LATER = re.compile(
    r"(?i)[^\n]{0,80}?\b(?:(?:(?:3|4|three|four)[ -]digit|security|verification|card)[ \t]+code"
    r"|security[ \t]+digits"
    r"|cvv2?|cvc2?|cv2|csc|cid|code(?=[ \t]+on[ \t]+the[ \t]+(?:back|front|reverse))"
    r"|(?:the[ \t]+)?(?:3|4|three|four)[ -]digits"
    # (in Arabic, "and the code that's on the back ... 307" after a card, probe 238)
    # (named by where it is or what it checks: "on the back", "security", "verification")
    r"|[\u0648\u0641]?(?:\u0627\u0644)?(?:\u0631\u0645\u0632|\u0643\u0648\u062f)"
    r"(?:[ \t]+[^\s\d]{1,10}){0,2}?[ \t]+(?:\u0648\u0631\u0627|\u0648\u0631\u0627\u0621"
    r"|\u0627\u0644\u062e\u0644\u0641\u064a|\u062e\u0644\u0641|\u0627\u0644\u0623\u0645\u0627\u0646"
    r"|\u0627\u0644\u0627\u0645\u0627\u0646|\u0627\u0644\u062a\u062d\u0642\u0642|\u0627\u0644\u0633\u0631\u064a))\b"
    r"(?:[ \t]+on[ \t]+the[ \t]+(?:back|front|reverse)"
    r"(?:[ \t]+of[ \t]+(?:the|it|my)[ \t]*(?:card)?)?)?"
    r"[ \t]{0,3}(?::|=|\bis\b|\bare\b|-)?[ \t]{0,3}(?P<s>\d{3,4})(?![\d.,/:-]?\d)"
)
# ... or unnamed, after the number and its expiry, as a card is copied out on one line
# ("amex 378291640532106 04/29 1187", held-out probe 43): three or four digits that end it,
# set off by spaces or by a comma right after ("4916 ..., 11/27, 093": probe 150's partial)
_DUMP_GAP = r"(?:[ \t]{0,3}[,;|][ \t]{0,3}|[ \t]{1,3})"
_DUMPED_CODE = re.compile(
    rf"{_DUMP_GAP}(?:0?[1-9]|1[0-2])/(?:\d{{2}}|20\d{{2}}){_DUMP_GAP}"
    r"(?P<s>\d{3,4})(?![\d.,/:-]?\d)(?![ \t]*(?:[A-Za-z\u20ac$\u00a3%]|[.,]\d))"
)


# A card's code by where it is printed, with no number before it: "cvv on the back is 7 4 1",
# "she texted the three digits from the back: 742", "back says 318" (privacy probes 126 and
# 132), in a text that names a card
_BACK_CODE = re.compile(
    r"(?i)\b(?:cvv2?|cvc2?|cv2|csc"
    r"|(?:three|3|four|4)[ -]digits?[ \t]+(?:from|on)[ \t]+the[ \t]+back"
    r"|(?:the[ \t]+)?back[ \t]+(?:says|reads|shows)"
    # ("cvv on the back of my debit card is almost rubbed off, it's 607", "CVC on my card -
    # 527", "the 4-digit code printed on the front above the number is 7731": probes 146-154)
    r"|(?:cvv2?|cvc2?|csc)(?:-ul)?\b[^\n\d]{0,60}?(?:\bit['\u2019]?s|[\u2014\u2013:][ \t]*(?=\d)"
    # ("CVC hinten 551", "cvv-ul de pe spatele cardului e 941", "the little number on the back
    # 417": probes 168-170)
    r"|\b(?:is|e|este|es|est|ist|hinten)[ \t]+(?=\d))"
    r"|(?:little[ \t]+)?number[ \t]+on[ \t]+the[ \t]+back"
    r"|(?:3|4|three|four)[ -]digit[ \t]+code[ \t]+(?:printed[ \t]+)?on[ \t]+the[ \t]+(?:front|back)"
    r"[^\n\d]{0,30}?\bis"
    # ("the three on the back is 381", privacy probe 148)
    r"|(?:the[ \t]+)?(?:three|3|four|4)(?:[ \t]+digits?)?[ \t]+on[ \t]+the[ \t]+back"
    r"(?:[ \t]+of[ \t]+(?:the|my|your)[ \t]+\w+)?(?:[ \t]+are|[ \t]*\()?"
    r"|back[ \t]+of[ \t]+(?:the[ \t]+)?card(?:[ \t]+(?:says|reads|shows))?)\b"
    r"(?:[ \t]+on[ \t]+the[ \t]+back)?"
    r"[ \t]{0,3}(?::|=|\bis\b|-)?[ \t]{0,3}(?!(?:19|20)\d\d\b)"
    r"(?P<s>\d{3,4}|\d[ \t]\d[ \t]\d(?:[ \t]\d)?)(?![\d.,/:-]?\d)"
)


def back_codes(text: str, carded: bool = False) -> Iterator[tuple[str, int, int]]:
    if carded or CARD_WORD.search(text):
        for m in _BACK_CODE.finditer(text):
            yield "card_cvv", m.start("s"), m.end("s")


def card_secrets(text: str) -> Iterator[tuple[str, int, int]]:
    """Card numbers whole or in parts, and their codes."""
    found = [*card_numbers(text), *split_card_numbers(text)]
    yield from found
    yield from back_codes(text, carded=bool(found))
