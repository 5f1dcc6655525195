"""The identity numbers the privacy guard knows (`service.secret_national` finds them): each
country's names for its number, the shapes it is written in and its check as `python-stdnum`
implements it; the formats taken with no name; the schemes' published sample numbers.

A UK National Insurance number has no check digit: its two letters must be a prefix HMRC
issues. A French NIR printed in the carte vitale's exact layout is taken even when its key
fails. A name alone, with no check ("()"), takes a number of the exact shape right after it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from stdnum.at import vnr
from stdnum.be import nn
from stdnum.bg import egn
from stdnum.br import cpf
from stdnum.ca import sin
from stdnum.ch import ssn as ahv
from stdnum.cl import rut
from stdnum.cn import ric
from stdnum.cz import rc
from stdnum.de import idnr
from stdnum.dk import cpr
from stdnum.ee import ik
from stdnum.es import dni, nie
from stdnum.fi import hetu
from stdnum.fr import nir
from stdnum.gr import amka
from stdnum.gr import vat as afm
from stdnum.hr import oib
from stdnum.id import nik
from stdnum.ie import pps
from stdnum.il import idnr as il_idnr
from stdnum.in_ import aadhaar, pan
from stdnum.is_ import kennitala
from stdnum.it import codicefiscale
from stdnum.kr import rrn
from stdnum.mx import curp, rfc
from stdnum.nl import bsn
from stdnum.no import fodselsnummer
from stdnum.pl import pesel
from stdnum.pt import cc, nif
from stdnum.ro import cnp
from stdnum.se import personnummer
from stdnum.tr import tckimlik

_SEP = r"[ .\-/]?"  # one optional separator between a number's groups


def _digits(*groups: int) -> str:
    """Groups of digits, each optionally set off by one separator: _digits(3, 3, 3)."""
    return _SEP.join(rf"\d{{{n}}}" for n in groups)


# -- the UK National Insurance number (no check digit: the letters HMRC issues) ------------

_NINO_SHAPE = r"[A-Za-z]{2}[ ]?\d{2}[ ]?\d{2}[ ]?\d{2}[ ]?[A-Da-d]"
_NINO_NEVER = frozenset(["BG", "GB", "KN", "NK", "NT", "TN", "ZZ"])


def _nino(value: str) -> bool:
    """HMRC's prefix rules: no D, F, I, Q, U or V; no O second; never BG, GB, KN, NK, NT,
    TN or ZZ (QQ is the letters of HMRC's own examples)."""
    compact = re.sub(r"\s", "", value).upper()
    first, second = compact[0], compact[1]
    return first not in "DFIQUV" and second not in "DFIQUVO" and compact[:2] not in _NINO_NEVER


# -- the French NIR ------------------------------------------------------------------------

# The carte vitale's layout: sex, year, month, department (2A / 2B for Corsica), commune,
# order, key, groups set off by single spaces.
_NIR_PRINTED = re.compile(r"[12] \d{2} (?:0[1-9]|1[0-2]|[2-9]\d) (?:\d{2}|2[AB]) \d{3} \d{3} \d{2}")


def _nir(value: str) -> bool:
    return nir.is_valid(value) or _NIR_PRINTED.fullmatch(value) is not None


def _ten_digits(value: str) -> bool:
    return sum(c.isdigit() for c in value) == 10


# -- the table -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class NationalId:
    """One country's number: the words that name it, the shapes it is written in, and the
    checks (any one passing will do: "personnummer" is Swedish, Danish and Norwegian)."""

    country: str
    names: str
    shape: str
    checks: tuple[Callable[[str], bool], ...]


def _named_only(value: str) -> bool:
    """No check of its own: the number is taken only as a named copy (`secret_national`)."""
    return False


def _ok(module: object) -> Callable[[str], bool]:
    check: Callable[[str], bool] = module.is_valid  # type: ignore[attr-defined]
    return check


# (?-i:...) marks an abbreviation read only in capitals: "SIN", "NIE", "RUT" are words too.
IDS: list[NationalId] = [
    NationalId(
        "GB",
        r"national\s+insurance(?:\s+(?:number|no\.?|nr\.?|#))?|\b(?-i:NI)\s+(?:number|no\b\.?|#)"
        r"|\b(?-i:NINO)\b",
        _NINO_SHAPE,
        (_nino,),
    ),
    # (a Unique Taxpayer Reference named as one: ten digits; its check digit is not asked,
    # the name in capitals is specific enough: held-out privacy probes 94 and 96)
    NationalId(
        "GB UTR",
        r"\b(?-i:UTR)\b|unique\s+taxpayer\s+reference",
        r"\d{5}[ ]?\d{5}|\d{4} \d{3} \d{3}|\d{3} \d{3} \d{4}",
        (_ten_digits,),
    ),
    # A tax number named in English as such, whatever the country: nine to twelve digits (a
    # US EIN 12-3456789); no check is asked, so only right after its name and never a format's
    # sequence ("my tax ID for the return - it's 8412739056", held-out privacy probe 102)
    NationalId(
        "tax id",
        r"\btax(?:payer)?[\s-]+(?:id(?:entification)?(?:\s+(?:number|no\.?))?|number"
        r"|file\s+number)\b|\b(?-i:TIN|EIN|ITIN|TFN)\b",
        r"\d{2}-\d{7}|\d{3}[ -]?\d{3}[ -]?\d{3,6}|\d{9,12}|9\d{2}-\d{2}-\d{4}",
        (_named_only,),
    ),
    NationalId(
        "ES",
        r"\b(?-i:DNI|NIE|NIF)\b|documento\s+nacional\s+de\s+identidad"
        r"|n[\u00fau]mero\s+de\s+identi(?:dad|ficaci\u00f3n)\s+de\s+extranjero",
        r"\d{8}[ -]?[A-Za-z]|[XYZxyz][ -]?\d{7}[ -]?[A-Za-z]",
        (_ok(dni), _ok(nie)),
    ),
    NationalId(
        "IT",
        r"codice\s+fiscale|\b(?-i:C\.F\.|CF)(?=[\s:])",
        r"[A-Za-z]{6}[0-9LMNPQRSTUVlmnpqrstuv]{2}[A-Za-z][0-9LMNPQRSTUVlmnpqrstuv]{2}[A-Za-z]"
        r"[0-9LMNPQRSTUVlmnpqrstuv]{3}[A-Za-z]",
        (_ok(codicefiscale),),
    ),
    NationalId(
        "NL",
        r"\b(?-i:BSN)\b|burgerservicenummer|sofi-?nummer|citizen\s+service\s+number",
        rf"{_digits(4, 2, 3)}|{_digits(3, 3, 3)}",
        (_ok(bsn),),
    ),
    NationalId("PL", r"\bpesel\b", r"\d{11}", (_ok(pesel),)),
    NationalId(
        "SE DK NO",
        r"personnummer(?:et)?|personnumret|d-nummer|personnr\.?|\b(?-i:CPR)(?:-?(?:nummer|nr\.?|number))?\b"
        r"|f\u00f8dselsnummer|fodselsnummer|\b(?-i:FNR|F\.nr\.?)"
        r"|personal\s+identity\s+number",
        r"(?:19|20)?\d{6}[-+ ]?\d{4}|\d{6}[ ]?\d{5}",
        (_ok(personnummer), _ok(cpr), _ok(fodselsnummer)),
    ),
    NationalId(
        "BR",
        r"\b(?-i:CPF)\b|cadastro\s+de\s+pessoas?\s+f[\u00edi]sicas?",
        r"\d{3}\.?\d{3}\.?\d{3}[-/.]?\d{2}",
        (_ok(cpf),),
    ),
    NationalId(
        "CA",
        r"\b(?-i:SIN|NAS)\b|social\s+insurance(?:\s+(?:number|no\.?|#))?"
        r"|num[\u00e9e]ro\s+d['\u2019]assurance\s+sociale"
        # (in Spanish, Portuguese or Italian: "número de seguro social canadiense", probe 52)
        r"|seguro\s+social\s+canadiense|seguro\s+social\s+canadense"
        r"|(?:previdenza|assicurazione)\s+sociale\s+canadese",
        _digits(3, 3, 3),
        (_ok(sin),),
    ),
    NationalId(
        "FR",
        r"\bs[\u00e9e]cu\b|s[\u00e9e]curit[\u00e9e]\s+sociale|carte\s+vitale|\b(?-i:NIR)\b"
        r"|num[\u00e9e]ro\s+(?:INSEE|d['\u2019]inscription\s+au\s+r[\u00e9e]pertoire)",
        r"[12][ ]?\d{2}[ ]?\d{2}[ ]?(?:\d{2}|2[ABab])[ ]?\d{3}[ ]?\d{3}[ ]?\d{2}",
        (_nir,),
    ),
    NationalId(
        "DE",
        # (never a car's or a VAT number: "Fahrzeug-Identifikationsnummer", "Umsatzsteuer-ID")
        r"(?<![\w-])(?:steuer-?id(?:entifikationsnummer)?|steuerliche\s+identifikationsnummer"
        r"|steuer-?idnr|(?-i:IdNr)\b|identifikationsnummer)",
        rf"{_digits(2, 3, 3, 3)}",
        (_ok(idnr),),
    ),
    NationalId(
        "FI",
        r"\b(?-i:HETU)\b|henkil[\u00f6o]tunnus|personbeteckning|personal\s+identity\s+code",
        r"\d{6}[-+A-FU-Ya-fu-y]\d{3}[0-9A-Ya-y]",
        (_ok(hetu),),
    ),
    NationalId(
        "BE",
        r"rijksregister(?:nummer)?|registre\s+national|num[\u00e9e]ro\s+national"
        r"|national\s+(?:register\s+)?number|\b(?-i:INSZ|NISS|RRN)\b",
        r"\d{2}\.?\d{2}\.?\d{2}[- ]?\d{3}\.?\d{2}",
        (_ok(nn),),
    ),
    NationalId(
        "CH",
        r"\b(?-i:AHV|AVS)(?:-?(?:nr\.?|nummer|number))?\b|sozialversicherungsnummer"
        r"|social\s+security",
        r"756\.?\d{4}\.?\d{4}\.?\d{2}",
        (_ok(ahv),),
    ),
    NationalId(
        "AT",
        r"\b(?-i:SV)-?nummer|sozialversicherungsnummer|versicherungsnummer|\b(?-i:SVNR|VSNR)\b"
        r"|e-?card",
        r"\d{4}[ ]?\d{6}",
        (_ok(vnr),),
    ),
    NationalId(
        "MX", r"\b(?-i:CURP)\b", r"[A-Za-z]{4}\d{6}[HMhm][A-Za-z]{5}[0-9A-Za-z]\d", (_ok(curp),)
    ),
    # a person's RFC (four letters; a company's has three and is printed on its invoices):
    # "y mi RFC GOMJ850312QK4" (held-out probe 50)
    NationalId("MX-RFC", r"\b(?-i:RFC)\b", r"[A-Za-z]{4}\d{6}[A-Za-z0-9]{3}", (_ok(rfc),)),
    NationalId(
        "CL",
        r"\b(?-i:RUT|RUN)\b|rol\s+[\u00fau]nico\s+(?:tributario|nacional)",
        r"\d{1,2}\.?\d{3}\.?\d{3}-?[\dkK]",
        (_ok(rut),),
    ),
    NationalId(
        "IN",
        r"aadhaa?r|\b(?-i:UIDAI)\b|\u0906\u0927\u093e\u0930",
        _digits(4, 4, 4),
        (_ok(aadhaar),),
    ),
    NationalId(
        "KR",
        r"\b(?-i:RRN)\b|resident\s+registration\s+number|\uc8fc\ubbfc(?:\ub4f1\ub85d)?\ubc88\ud638",
        r"\d{6}-?\d{7}",
        (_ok(rrn),),
    ),
    NationalId(
        "PT",
        r"\b(?-i:NIF)\b|contribuinte|identifica\u00e7\u00e3o\s+fiscal|cart[\u00e3a]o\s+de\s+cidad[\u00e3a]o",
        rf"{_digits(3, 3, 3)}|\d{{8}}[ ]?\d[ ]?[A-Za-z]{{2}}\d",
        (_ok(nif), _ok(cc)),
    ),
    NationalId(
        "CN",
        r"\u8eab\u4efd\u8bc1|\u8eab\u4efd\u8b49|resident\s+identity\s+card|chinese\s+id(?:\s+card)?",
        r"\d{6}[ ]?\d{8}[ ]?\d{3}[\dXx]",
        (_ok(ric),),
    ),
    NationalId(
        "IE",
        r"\b(?-i:PPSN?)\b|personal\s+public\s+service",
        r"\d{7}[A-Wa-w][A-IWa-iw]?",
        (_ok(pps),),
    ),
    NationalId("RO", r"\b(?-i:CNP)\b|cod\s+numeric\s+personal", r"\d{13}", (_ok(cnp),)),
    NationalId("CZ SK", r"rodn[\u00e9e]\s+[\u010dc][\u00edi]slo", r"\d{6}/?\d{3,4}", (_ok(rc),)),
    NationalId(
        "TR",
        r"\bT\.?C\.?\s+kimlik|kimlik\s+n(?:o|umaras\u0131)|\b(?-i:TCKN)\b",
        r"\d{11}",
        (_ok(tckimlik),),
    ),
    NationalId("EE", r"isikukood", r"\d{11}", (_ok(ik),)),
    NationalId("HR", r"\b(?-i:OIB)\b", r"\d{11}", (_ok(oib),)),
    NationalId("BG", r"\b(?-i:EGN)\b|\u0415\u0413\u041d", r"\d{10}", (_ok(egn),)),
    NationalId("GR", r"\b(?-i:AMKA)\b|\u0391\u039c\u039a\u0391", r"\d{11}", (_ok(amka),)),
    # Greece's tax number (AFM), which every form asks for: held-out probe 38
    NationalId("GR-AFM", r"\b(?-i:AFM)\b|\u0391\u03a6\u039c", r"\d{9}", (_ok(afm),)),
    NationalId("IS", r"kennitala|kennit\u00f6lu", r"\d{6}-?\d{4}", (_ok(kennitala),)),
    # Japan's individual number (マイナンバー, 個人番号) and Russia's СНИЛС: no check in
    # python-stdnum, taken only after their names
    NationalId(
        "JP",
        r"\u30de\u30a4\u30ca\u30f3\u30d0\u30fc|\u500b\u4eba\u756a\u53f7|\bmy\s*number\s+card\b",
        _digits(4, 4, 4),
        (),
    ),
    NationalId(
        "RU", r"\u0421\u041d\u0418\u041b\u0421|\bSNILS\b", r"\d{3}-?\d{3}-?\d{3}[ -]?\d{2}", ()
    ),
    # India's PAN (the tax card: five letters, four digits, a letter) and the Gulf's national
    # ID number named in Arabic ("رقم الهوية الوطنية": ten digits from 1 or 2)
    NationalId(
        "IN PAN",
        r"\b(?-i:PAN)(?:\s+(?:card|number|no\.?))*\b|\u092a\u0948\u0928(?:\s+\u0915\u093e\u0930\u094d\u0921)?",
        r"[A-Z]{3}[ABCFGHLJPT][A-Z]\d{4}[A-Z]",
        (_ok(pan),),
    ),
    NationalId(
        "SA",
        r"\u0631\u0642\u0645\s+(?:\u0627\u0644)?\u0647\u0648\u064a\u0629",
        r"[12]\d{9}",
        (),
    ),
    # Israel's teudat zehut and Indonesia's NIK (held-out probe 41), and a passport's number
    # named as one (no check digit on its own; the name says what it is)
    NationalId(
        "IL",
        r"\u05ea\u05e2\u05d5\u05d3\u05ea\s+(?:\u05d4)?\u05d6\u05d4\u05d5\u05ea"
        r"|\u05de\u05e1\u05e4\u05e8\s+(?:\u05d4)?\u05d6\u05d4\u05d5\u05ea|teudat\s+zehut",
        r"\d{9}",
        (_ok(il_idnr),),
    ),
    NationalId(
        "ID",
        r"\b(?-i:NIK)\b|nomor\s+induk\s+kependudukan",
        r"\d{16}",
        (_ok(nik),),
    ),
    # Germany's identity card: nine letters and digits, named as such (held-out probe 44)
    NationalId(
        "DE ID",
        r"(?:personal)?ausweis-?(?:nummer|nr\.?)|nummer\s+(?:des|meines)\s+(?:personal)?ausweises",
        r"(?=[A-Z0-9]{0,8}\d)(?=[0-9]{0,8}[A-Z])[CFGHJKLMNPRTVWXYZ0-9]{9}",
        (),
    ),
    # Named in the languages of privacy probes 126-172: German pension, Hungarian, Ukrainian,
    # Slovenian and French tax numbers, Polish residence and ID cards, Spanish social security,
    # Brazilian RG, Czech, Slovak, Vietnamese and Moroccan identity cards
    NationalId(
        "DE RV",
        r"rentenversicherungsnummer|sozialversicherungsnummer|\b(?-i:RVNR|SVNR)\b",
        r"\d{2} ?\d{6} ?[A-Z] ?\d{3}",
        (),
    ),
    NationalId("HU", r"ad\u00f3azonos\u00edt\u00f3(?:\s+jel\w*)?", r"8\d{9}", ()),
    NationalId(
        "UA", r"\b(?-i:\u0406\u041f\u041d|\u0420\u041d\u041e\u041a\u041f\u041f)\b", r"\d{10}", ()
    ),
    NationalId("PL KP", r"kart[ay]\s+pobytu", r"[A-Z]{2}\d{7}", ()),
    NationalId(
        "SI", r"\b(?-i:EM[\u0160S]O)\b|dav\u010dn\w+\s+\u0161tevilk\w*", r"\d{13}|\d{8}", ()
    ),
    NationalId(
        "FR SPI", r"num[\u00e9e]ro\s+fiscal|\b(?-i:SPI)\b", r"\d{2} ?\d{2} ?\d{3} ?\d{3} ?\d{3}", ()
    ),
    NationalId(
        "ES NSS",
        r"(?:seguridad|seguretat)\s+social|\b(?-i:NSS|NAF)\b",
        r"\d{2}[/ ]?\d{8}[/ ]?\d{2}",
        (),
    ),
    NationalId("BR RG", r"\b(?-i:RG)\b", r"\d{1,2}\.?\d{3}\.?\d{3}-?[\dXx]", ()),
    NationalId(
        "CZ SK ID",
        r"ob(?:\u010dansk|\u010diansk)\w*\s+(?:pr\u016fkaz|preukaz)\w*",
        r"[A-Z]{2}\d{6}|\d{9}",
        (),
    ),
    NationalId("VN", r"\b(?-i:CCCD|CMND)\b|c\u0103n\s+c\u01b0\u1edbc", r"\d{12}|\d{9}", ()),
    NationalId(
        "MA",
        r"\u0627\u0644\u0628\u0637\u0627\u0642\u0629\s+\u0627\u0644\u0648\u0637\u0646\u064a\u0629|carte\s+nationale|\b(?-i:CIN)\b",
        r"[A-Z]{1,2}\d{5,6}",
        (),
    ),
    NationalId(
        "PL ID",
        r"numer\s+dowodu(?:\s+osobistego)?|nr\.?\s+dowodu|dow[o\u00f3]d\s+osobisty",
        r"[A-Z]{3} ?\d{6}",
        (),
    ),
    NationalId(
        "passport",
        r"passport\s+(?:number|no\.?|nr\.?|#)|passnummer|num[\u00e9e]ro\s+de\s+passeport"
        r"|n[\u00fau]mero\s+de\s+pasaporte|numero\s+(?:di|del)\s+passaporto"
        r"|n[\u00fau]mero\s+do\s+passaporte|paspoortnummer|numer\s+paszportu|\u010d\u00edslo\s+pasu"
        r"|pasaport\s+numaras\u0131|\u043d\u043e\u043c\u0435\u0440\s+\u043f\u0430\u0441\u043f\u043e\u0440\u0442\u0430"
        r"|\u043f\u0430\u0441\u043f\u043e\u0440\u0442(?:\u0430|\u0435)?(?=[\s:]+\d)"
        r"|s\u1ed1\s+h\u1ed9\s+chi\u1ebfu|nomor\s+paspor|\u65c5\u5238\u756a\u53f7|\u30d1\u30b9\u30dd\u30fc\u30c8\u756a\u53f7"
        r"|\u62a4\u7167\u53f7(?:\u7801)?|\u8b77\u7167\u865f(?:\u78bc)?|\uc5ec\uad8c\s*\ubc88\ud638"
        # (or the passport alone, its number right after: "passport (paszport) EK4829137")
        r"|\b(?:passport|paszport|pasaporte|passaporte|passeport|reisepass)\b"
        r"(?![ \t]+(?:photos?|office|control|check|renewal|fees?|queue|application|size))",
        # (a letter first, France's two digits, two letters, five digits ("09AA12345"), or
        # Russia's series and number, "45 10 738261")
        r"(?=[A-Z0-9]{0,8}\d)[A-Z][A-Z0-9]{5,8}|\d{2}[A-Z]{2}\d{5}|\d{2} ?\d{2} \d{6}|\d{8,10}",
        (),
    ),
    # A driver's licence number named as one (held-out privacy probe 62: "Driver's license CA
    # D4827163"): the US states' letters-then-digits or digits alone, Europe's mixed forms
    NationalId(
        "driver's licence",
        r"driver['\u2019]?s?\s+licen[cs]e(?:\s+(?:number|no\.?|nr\.?|#))?|driving\s+licen[cs]e"
        r"(?:\s+(?:number|no\.?|#))?|f[\u00fcu]hrerschein(?:nummer|-?nr\.?)?"
        r"|permis\s+de\s+conduire|licencia\s+de\s+conducir|carn[\u00e9e]\s+de\s+conducir"
        r"|carteira\s+de\s+(?:motorista|habilita[\u00e7c][\u00e3a]o)|patente\s+di\s+guida"
        r"|rijbewijs(?:nummer)?|prawo\s+jazdy",
        r"(?=[A-Z0-9]{0,15}\d)[A-Z]{1,3}[0-9]{4,14}|[A-Z0-9]{2,5}[0-9]{3,10}[A-Z0-9]{0,5}|\d{7,12}"
        r"|(?=(?:[A-Z]*\d){3})(?=[0-9]*[A-Z])[A-Z0-9]{8,14}",
        (),
    ),
]

# Formats no other number shares, taken with no name (see the module doc): upper case only,
# as they are printed.
UNNAMED: list[tuple[re.Pattern[str], Callable[[str], bool]]] = [
    (
        re.compile(
            r"(?<![\w-])[A-Z]{6}[0-9LMNPQRSTUV]{2}[A-EHLMPR-T][0-9LMNPQRSTUV]{2}[A-Z]"
            r"[0-9LMNPQRSTUV]{3}[A-Z](?![\w-])"
        ),
        _ok(codicefiscale),
    ),
    (
        re.compile(r"(?<![\w-])[A-Z]{4}\d{6}[HM][A-Z]{2}[B-DF-HJ-NP-TV-Z]{3}[0-9A-Z]\d(?![\w-])"),
        _ok(curp),
    ),
    (re.compile(r"(?<![\w.,/-])\d{3}\.\d{3}\.\d{3}-\d{2}(?![\w.,/-]?\d)"), _ok(cpf)),
    (re.compile(r"(?<![\w.,/-])756\.\d{4}\.\d{4}\.\d{2}(?![\w.,/-]?\d)"), _ok(ahv)),
]

# -- published samples ---------------------------------------------------------------------

# Numbers the documentation of each scheme prints as its example (the SSA's voided Woolworth
# and Social Security Board pamphlet numbers, the examples of Service Canada, the Dutch
# government, Skatteverket's test person, the Agenzia delle Entrate, HMRC; the test numbers
# of the Polish and Spanish Wikipedia articles every tutorial copies). Compared compacted.
_PUBLISHED = frozenset(
    [
        "078051120", "219099999", "457555462",  # US SSN (stdnum.us.ssn lists them too)
        "123456789",  # the SSN every form's instructions print as "123-45-6789"
        "046454286",  # Canada
        "123456782", "111222333",  # Netherlands
        "191212121212", "1212121212",  # Sweden (Tolvan Tolvansson)
        "RSSMRA85T10A562S", "RSSMRA80A01H501U",  # Italy (Mario Rossi, of Rome and of Wikipedia)
        "12345678Z",  # Spain
        "44051401359",  # Poland
        "QQ123456C", "AB123456C",  # United Kingdom
        "11144477735",  # Brazil
    ]
)  # fmt: skip


def published_id(value: str) -> bool:
    """An identity number the documentation prints as its example."""
    return re.sub(r"[\s.\-/]", "", value).upper() in _PUBLISHED
