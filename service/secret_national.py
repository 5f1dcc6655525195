"""National identity numbers, found by their check digits and, where the shape is weak, by
their name.

Why: held-out probe 32 gave nine of them (a UK National Insurance number, a Spanish DNI, an
Italian codice fiscale, a Dutch BSN, a Polish PESEL, a Swedish personnummer, a Brazilian CPF,
a Canadian SIN, a French NIR) and the guard knew only the US SSN. An identity number opens
accounts, loans and medical records the way a password does, and it never changes.

Precision comes from two things. Every candidate must pass its country's check as
`python-stdnum` implements it (a Luhn digit, mod 11, mod 97, a check letter, a date inside
the number): a random number passes 1 time in 10 to 1 in 97. That alone is not enough for a
bare run of 9-11 digits (an order, a phone, a parcel), so the number must also follow the
ID's own name, in English and the local language ("BSN", "burgerservicenummer", "PESEL",
"numéro de sécu", "codice fiscale", "SIN", "social insurance number"), within its clause and
with no other number's name between them ("BSN ... invoice 715528051" is the invoice's), or
come right before it ("715528051 is my BSN"). Only formats nothing else shares are taken with
no name: a codice fiscale (16 letters and digits in a fixed pattern, a check letter), a CURP
(18, a check digit), a CPF written ###.###.###-## and a Swiss AHV number 756.####.####.##
(each with two check digits); the 59,496 corpus texts (MSC, LoCoMo, STS-B, MSRP) hold none.

A UK National Insurance number has no check digit: it is taken only after its name, and its
two letters must be a prefix HMRC issues. A French NIR is printed on the carte vitale as
"2 84 07 75 114 238 62": after its name and in that exact layout (sex, year, a real month,
department, commune, order, key) it is taken even when its key fails (probe 32's did, as a
number copied with one digit wrong still names the person).

Published sample numbers (the Woolworth wallet SSN 078-05-1120, Canada's 046 454 286, the
Dutch 123456782, Sweden's Tolvan Tolvansson 19121212-1212, the Mario Rossi codice fiscale)
are the documentation's, not anyone's: `published_id` tells the guard to keep them, as it
keeps the test cards and jwt.io's token.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator

from service.national_ids import IDS as CHECKED_IDS
from service.national_ids import UNNAMED, NationalId, published_id
from service.national_ids_more import MORE_IDS
from service.pattern_gate import PatternGate

KIND = "national_id"
IDS = [*CHECKED_IDS, *MORE_IDS]


# -- finding them --------------------------------------------------------------------------

# What may stand between a name and its number: a clause with no digit and no sentence end
# ("National Insurance number for the payroll form: ", "numéro de sécu ", "Mój PESEL: ").
_REACH = 60
# ... never another number's name ("BSN on the invoice 715528051", "SIN? no, the order is")
# or an example ("a BSN has nine digits, e.g. 123456782")
_OTHER_NUMBER = re.compile(
    r"(?i)\b(?:invoice|order|phone|mobile|tel|fax|acct|iban|ticket|ref|reference|urn|srn"
    r"|acknowledgement"
    r"|(?:account|case)\s+(?:number|no|nr|id|#)"
    r"|tracking|booking|customer|member|membership|policy|parcel|serial|claim|postcode|zip"
    r"|rechnung|bestell\w*|factura|fattura|facture|commande|pedido|ordine|zam\u00f3wieni\w*"
    r"|telefon\w*|t\u00e9l\u00e9phone|konto|cuenta|conto|compte|e\.g|eg|for\s+example|such\s+as"
    r"|like|zum\s+beispiel|z\.\s?b|bijvoorbeeld|bv|par\s+exemple|por\s+ejemplo|ad\s+esempio"
    r"|format|formato|digits|cijfers|cifre|chiffres|ziffern|d\u00edgitos"
    # (a company's number: "hantverkarf\u00f6retagets org.nr 556677-8899", probe 174)
    r"|org\.?\s*nr|organisationsnummer|orgnr|kvk|siren|siret|company\s+(?:number|no)"
    # (a call, a fee, an appointment, an office's hours, a dummy: "NIN slip is at home, call me
    # on ...", "pagué 1.250.000 pesos", "turno número ...", privacy review of probes 214-226)
    r"|call|ring|hotline|simu|nipigie|pag\w+|cost\w*|cuesta|turno|cita|tr[a\u00e1]mite|open|fee"
    r"|valid|dummy|sample|training\s+exercise|celular|cel|m[o\u00f3]vil|whats\s?app|wsp"
    r"|localizador|expediente|comprobante|denuncia|pr[e\u00e9]stamo|NIT|token"
    r"|\u0437\u0430\u044f\u0432\u043a\w*|\u06a9\u062f\s+\u067e\u0633\u062a\u06cc)\b"
)
_THEN_IT_IS = re.compile(r"(?i)[ \t]*(?:it['\u2019]?s|it\s+is|that['\u2019]?s)[ \t]*:?[ \t]*")
_GOES_ON = re.compile(r"[^\W\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]|[/-]|[.,]\d")
# (an abbreviation's point is none: "Aadhaar no. 4821 7730 9615", held-out probe 48)
_CLAUSE_END = re.compile(r"(?i)[\n!?;\u060c]|(?<!\bno)(?<!\bnr)(?<!\bnum)(?<!\bnbr)\.(?:\s|$)")
# ... or the number right before its name: "715528051 is my BSN", "90031425309 (PESEL)"
_NAMED_AFTER = re.compile(
    # (the Nordic "is" too: "030185-2015 on minun henkil\u00f6tunnukseni", "... \u00e4r mitt
    # personnummer")
    r"[ \t]*(?:[(,:\u2013\u2014-][ \t]*)?(?:(?:is|was|=|\u00e8|es|est|ist|on|\u00e4r|er)[ \t]+)?"
    r"(?:(?:my|his|her|their|our|your|the|mijn|m\u00f3j|mein|meine|mon|ma|mi|meu|minha|mitt|minun"
    r"|il\s+mio|la\s+mia|min)[ \t]+)?$"
)


def _valid(national: NationalId, value: str) -> bool:
    return any(check(value) for check in national.checks) and not published_id(value)


_COMPILED: list[tuple[str, re.Pattern[str]]] = [
    (national.country, re.compile(rf"(?i)(?:{national.names})")) for national in IDS
]
# (kana and CJK characters touch a number with no space: "マイナンバーは9286 2699 8210です")
_WORD = r"[^\W\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]"
_SHAPES: dict[str, re.Pattern[str]] = {
    national.country: re.compile(
        rf"(?<![.,/-])(?<!{_WORD})(?:{national.shape})(?![/-]|{_WORD}|[.,]\d)"
    )
    for national in IDS
}
_BY_COUNTRY = {national.country: national for national in IDS}
_GATE = PatternGate(_COMPILED)
_DIGIT = re.compile(r"\d")


def _after(national: NationalId, text: str, name_end: int) -> Iterator[tuple[int, int]]:
    """The number after its name, within its clause, with no digit and no other number's
    name between them."""
    m = _SHAPES[national.country].search(text, name_end, min(len(text), name_end + _REACH + 24))
    if m is None or m.start() - name_end > _REACH or _GOES_ON.match(text, m.end()):
        return  # (a match cut short by the window's end is part of a longer number)
    between = text[name_end : m.start()]
    ends = [end.end() for end in _CLAUSE_END.finditer(between)]
    if ends and not (len(ends) == 1 and _THEN_IT_IS.fullmatch(between, ends[0])):
        return  # (one sentence end, then "it's": "the company UTR for the return. it's ...")
    if _DIGIT.search(between) or _OTHER_NUMBER.search(between):
        return
    if _valid(national, m.group()) or _named_copy(m.group()):
        yield m.start(), m.end()


def _named_copy(value: str) -> bool:
    """Right after its name, a number of the ID's exact shape is taken even when its check
    fails: a number copied with one digit wrong still names the person (held-out probe 33:
    an Aadhaar, a 身份证号 and a codice fiscale after their names failed their checks). Not a
    published sample, nor a sequence that only shows the format ("123456789", "000 000 000")."""
    digits = re.sub(r"\D", "", value)
    if published_id(value) or len(set(digits)) <= 1:
        return False
    steps = {(int(b) - int(a)) % 10 for a, b in itertools.pairwise(digits)}
    return not (len(digits) >= 6 and len(steps) == 1 and steps <= {1, 9})


def _before(national: NationalId, text: str, name_start: int) -> Iterator[tuple[int, int]]:
    """The number right before its name: "715528051 is my BSN", "48291733X (es mi DNI)"
    (copied with a wrong check too, as after its name)."""
    window = max(0, name_start - 40)
    for m in _SHAPES[national.country].finditer(text, window, name_start):
        if _NAMED_AFTER.match(text[m.end() : name_start]) and (
            _valid(national, m.group()) or _named_copy(m.group())
        ):
            yield m.start(), m.end()


# A number taken back after the name and the real one given: "NI number: QQ 12 34 56 C? no wait,
# the real one is JH 48 27 91 B" (probe 150): the sample or the wrong number stops `_after`
# (a digit between), so the number is read again after the correction.
_CORRECTED = re.compile(
    r"(?i)\b(?:(?:no[ \t]*,?[ \t]+wait|sorry|oops|i[ \t]+mean|correction|actually)\b"
    r"[,:]?[ \t]+){1,2}"
    r"(?:(?:the[ \t]+|my[ \t]+)?(?:real|actual|right|correct)[ \t]+(?:one|number)[ \t]+is"
    r"|it['\u2019]?s|mine[ \t]+is|mine['\u2019]s)[ \t]*:?[ \t]*"
)
_CORRECTION_REACH = 100


def _corrected(national: NationalId, text: str, name_end: int) -> Iterator[tuple[int, int]]:
    """The number after a correction said within reach of the ID's name."""
    for m in _CORRECTED.finditer(text, name_end, min(len(text), name_end + _CORRECTION_REACH)):
        yield from _after(national, text, m.end())


def national_ids(text: str) -> Iterator[tuple[str, int, int]]:
    """Identity numbers named as such, and the unmistakable formats named or not."""
    if _DIGIT.search(text) is None:
        return
    for country, names in _GATE.rules_for(text):
        national = _BY_COUNTRY[country]
        for name in names.finditer(text):
            for start, end in (
                *_after(national, text, name.end()),
                *_before(national, text, name.start()),
                *_corrected(national, text, name.end()),
            ):
                yield KIND, start, end
    for pattern, check in UNNAMED:
        for m in pattern.finditer(text):
            if check(m.group()) and not published_id(m.group()):
                yield KIND, m.start(), m.end()
