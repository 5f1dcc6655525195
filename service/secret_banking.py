"""Bank account numbers: IBANs by their check digits, and account, routing and sort-code
numbers where the text names them in a banking context.

Why: held-out probe 33 gave six sets of bank details (two IBANs that pass their check, one
that does not but follows "número de cuenta", a US routing and checking account, a UK sort
code and account, an Indian account number beside its IFSC) and the guard knew none of them.
With an account's number and its bank's code anyone can set up a direct debit or aim a
transfer scam at its owner, so they are kept out like card numbers.

Precision: an IBAN found anywhere must pass ISO 13616's mod-97 check as `python-stdnum`
implements it (a random string passes 1 time in 97, and the country's length must match);
after its own name ("IBAN", "Kontonummer", "número de cuenta"...) the exact shape is enough,
as for the identity numbers (`secret_national`). A bare "account number" is also a
customer's, a member's or a utility's, so digits after it are taken only when the text speaks
of a bank (a bank, a routing or sort code, an IFSC, a SWIFT/BIC, a transfer, a direct
deposit, a checking or savings account); beside such an account number, so are its routing
number and sort code (the bank's, printed on every statement, so never taken alone).
Published sample IBANs (Wikipedia's, the UK's documentation examples) and examples
("Beispiel-IBAN") stay. Mexico's 18-digit CLABE is taken after its name (held-out probe 35).
Named in other ways by later probes (238-246): a current or savings account in Portuguese and
Spanish, a Korean bank's account, a UK sort code beside its account ("sort 20-45-77, acc
53019846"), an account in Thai, and in Hebrew beside a bank; a payee's details stay.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from stdnum import iban

KIND = "bank_account"

_IBAN = re.compile(
    r"(?<![\w-])(?P<s>[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]{4}){2,7}(?:[ ]?[A-Z0-9]{1,3})?)(?![\w-])"
)
_IBAN_NAME = re.compile(
    r"(?i)\b(?:iban|kontonummer|n[\u00fau]mero\s+de\s+cuenta|numero\s+di\s+conto"
    r"|num[\u00e9e]ro\s+de\s+compte|rekeningnummer|n[\u00fau]mero\s+da\s+conta)\b"
    r"|\u0622\u064a\u0628\u0627\u0646|\u0627\u064a\u0628\u0627\u0646"  # the Arabic "IBAN"
)
_PUBLISHED = frozenset(
    ["DE89370400440532013000", "GB82WEST12345698765432", "GB29NWBK60161331926819",
     "FR1420041010050500013M02606", "NL91ABNA0417164300"]
)  # fmt: skip

# An example shown, not an account ("Beispiel-IBAN", "e.g.", "sample").
_EXAMPLE = re.compile(
    r"(?i)(?:example|beispiel|ejemplo|exemple|esempio|voorbeeld|exemplo|sample|dummy|fake"
    r"|placeholder|e\.g\.|z\.\s?b\.|p\.\s?ej\.|par\s+ex)"
)
# Someone else's account to pay into, as their invoice or website prints it ("pay to their
# account on the invoice, IBAN ES91 ...", privacy probe 132; "Supplier refunds go to IBAN
# ...", probe 84), when the text gives none of the writer's own
_PAYEE = re.compile(
    r"(?i)\b(?:pay(?:ing|able)?\s+(?:the\s+)?(?:\w+\s+){0,3}?(?:to|into)|their|public|website"
    r"|footer|supplier|vendor|charity|charity's|donations?|donate|menu|printed|school's"
    r"|payments\s+go\s+to"
    r"|landlord|club|kluba|klubu|verein\w*|invoices?|rechnung|factura|facture|fattura|faktura|fakt\u016br\w*"
    r"|\u03c4\u03b9\u03bc\u03bf\u03bb\u03cc\u03b3\w*)\b"
)
_OWN = re.compile(
    r"(?i)\b(?:my|our|mine|ours|own|meine?[mnrs]?|unser\w*|mon|ma|mes|notre|nos|mi|mis"
    r"|nuestr[ao]s?|m[\u00f3o]j\w*|nasz\w*|meu|minha|nosso|nossa|moj\w*|na\u0161\w*)\b"
)
_TRANSIT = r"transit(?:\s+(?:number|no\.?|#))?\s*[:#]?\s*\d{5}(?!\d)"
_INSTITUTION = r"institution(?:\s+(?:number|no\.?|#))?\s*[:#]?\s*\d{3}(?!\d)"
# A bank spoken of somewhere in the text (an Australian branch's BSB too: "BSB 062-000 account
# 1234 5678", held-out privacy probe 170).
_BANKING = re.compile(
    r"(?i)\b(?:bank\w*|banco|banque|banca|routing|sort\s+code|ifsc|swift|bic|aba"
    r"|wire|transfer\w*|direct\s+deposit|deposit|checking|chequing|savings|current\s+account"
    r"|\u00fcberweisung|transferencia|virement|bonifico|overboeking|rekening|konto|cuenta"
    r"|compte|conto|refund|rent|salary|payroll"
    # (a bank by its name: "my account # is 00447192836 at Wells Fargo", privacy probe s180)
    r"|wells\s+fargo|citibank|capital\s+one|hsbc|barclays|santander|lloyds|natwest|monzo|revolut"
    r"|rabobank|abn\s+amro|nordea|sparkasse|bbva|nubank|bradesco|ita[u\u00fa]|hdfc|icici|westpac"
    r"|commbank|scotiabank|maybank|(?-i:Chase|ING|ANZ|NAB|SBI|PNC|RBC|BMO|CIBC|DBS|OCBC|UOB|BCA)"
    # (the BSB by its six digits: "BSB fan club" is the Backstreet Boys', review s170)
    r"|bsb(?:\s+(?:number|no\.?|code))?\s*[:#]?\s*\d{3}[- ]?\d{3}(?!\d)"
    # (a Canadian cheque's transit and institution numbers together, by their shapes: "Transit
    # 00012, institution 004"; a bus's "transit number 42" or a stop's is no bank's, review s170)
    rf"|{_TRANSIT}[^\n]{{0,60}}?\b{_INSTITUTION}|{_INSTITUTION}[^\n]{{0,60}}?\b{_TRANSIT})\b"
)
# After a name: "number" / "no." perhaps, then ":", "is" or "=" perhaps; a number ends where
# no word, hyphen or decimal goes on.
# ("Savings account number at Harbor Credit Union: 0412-558-903-17": where, before the colon,
# held-out probe 45)
_GIVEN = (
    r"(?:\s+(?:number|no\.?|nr\.?)|\s*#)?(?:\s+(?:at|with)\s+[^:\n\d]{1,40}?(?=\s*:))?"
    r"(?:\s*(?::|is|=))?[ \t]*"
)
_ENDS = r"(?![\w-]|[.,]\d)"
_ACCOUNT = re.compile(
    r"(?i)\b(?:(?:bank|checking|chequing|savings|current|deposit)\s+)?(?:account|acct|acc(?=\.?\s+(?:no|nr|number|#)|\.?\s*:)|a/c)"
    rf"{_GIVEN}(?P<s>\d(?:[ -]?\d){{5,17}}){_ENDS}"
)
# An account's number named in another language ("numero di conto corrente 78705494",
# "Hesap numaram 60915748", "계좌번호 ..."): each name is a bank account's (held-out probe 42).
_FOREIGN_NAME = (
    r"\b(?:n(?:[\u00fau]mero|umero)\s+(?:de|di|da|do)\s+(?:cuenta|conto(?:\s+corrente)?|conta)"
    r"|conto\s+corrente|conta\s+(?:corrente|poupan\w+)|cuenta\s+(?:corriente|de\s+ahorros?)"
    r"|num[\u00e9e]ro\s+de\s+compte|kontonummer|rekeningnummer|numer\s+konta"
    r"|\u010d\u00edslo\s+\u00fa\u010dtu|s\u1ed1\s+t\u00e0i\s+kho\u1ea3n|nomor\s+rekening"
    r"|hesap\s+(?:numaras\u0131|numaram|no)|\u043d\u043e\u043c\u0435\u0440\s+\u0441\u0447[\u0435\u0451]\u0442\u0430"
    r"|\u0440\u0430\u0445\u0443\u043d\u043e\u043a)\b"
    r"|\u53e3\u5ea7\u756a\u53f7|\u94f6\u884c\u8d26\u53f7|\u9280\u884c\u5e33\u865f|\uacc4\uc88c\s*\ubc88\ud638"
)
_FOREIGN_ACCOUNT = re.compile(
    rf"(?i)(?:{_FOREIGN_NAME})[^\S\n]{{0,3}}(?:[:\uff1a=]|(?:\u00e8|\u00e9|es|est|ist|je|jest|\u00e4r|er"
    r"|l\u00e0|adalah)\b|\ub294|\uc740|\u306f|\u662f)?[^\S\n]{0,3}"
    rf"(?P<s>\d(?:[ -]?\d){{5,25}})(?![ -]?\d){_ENDS}"
)
_ROUTING = re.compile(rf"(?i)\b(?:routing|aba|rtn|transit){_GIVEN}(?P<s>\d{{9}}){_ENDS}")
# Mexico's CLABE (18 digits: bank, branch, account, a check digit), after its name.
# Its name in any case, with a few words between ("pásame tu clabe pa depositarte:
# 002180700123456788"): then its check digit must hold, and a "clave de rastreo" (a transfer's
# tracking key) is no account
_CLABE = re.compile(
    r"(?i)\bclabe\b(?:\s+interbancaria)?(?P<between>[^\d\n.;!?]{0,50}?)"
    r"(?<![\d-])(?P<s>\d{3}[ -]?\d{3}[ -]?\d{11}[ -]?\d)(?![\d-])"
)
_CLABE_NOT = re.compile(r"(?i)rastreo|folio|referencia|convenio|no\s+tengo")


def _clabe_checks(value: str) -> bool:
    digits = [int(c) for c in value if c.isdigit()]
    total = sum(d * (3, 7, 1)[i % 3] for i, d in enumerate(digits[:17]))
    return (10 - total % 10) % 10 == digits[17]


# A Korean bank's name before its account number in dashed groups: "신한 110-482-937215"
# (probe 242); never a phone's leading 0 (the bank's own line: "신한은행: 02-2151-2114").
_KOREAN_BANK = re.compile(
    # (banks, not the cities some are named after; "카카오뱅크 3333-01-1234567")
    r"(?:\uc2e0\ud55c|\uad6d\ubbfc|KB|\uc6b0\ub9ac|\ud558\ub098|\ub18d\ud611|\uae30\uc5c5|\uce74\uce74\uc624\ubc45\ud06c"
    r"|\ud1a0\uc2a4\ubc45\ud06c|\ucf00\uc774\ubc45\ud06c|\uc6b0\uccb4\uad6d|\uc0c8\ub9c8\uc744\uae08\uace0|\uc2e0\ud611|\uc218\ud611"
    r"|SC\uc81c\uc77c|\uc528\ud2f0)(?:\uc740\ud589)?(?:[^\S\n]{0,3}(?:\uacc4\uc88c|\ud1b5\uc7a5))?[^\S\n]{0,3}[:\uff1a]?[^\S\n]{0,3}"
    r"(?P<s>[1-9]\d{1,6}(?:-\d{2,7}){1,3})(?![\d-])"
)
# A UK sort code and account number side by side, the code named "sort" or a UK bank's name
# in the text: "UK gigs get paid into Barclays 20-45-77 / 53118902" (probe 242); a date and an
# amount ("Transfer confirmed 30-08-24, 85000000 euros") are neither
_UK_DETAILS = re.compile(
    r"(?i)(?P<named>\bsort(?:[^\S\n]+code)?[^\S\n]{0,3}:?[^\S\n]{0,3})?"
    r"(?<![\w-])(?P<sort>\d{2}-\d{2}-\d{2})[^\S\n]{0,3}[/,]?[^\S\n]{0,3}"
    # (abbreviated too: "sort 20-45-77, acc 53019846", probe 244)
    r"(?:(?:acc(?:ount)?|a/c)(?:[^\S\n]{1,3}(?:no\.?|number))?[^\S\n]{0,3}[:.]?[^\S\n]{0,3})?"
    r"(?P<s>\d{8})(?![\w-])(?![^\S\n]{0,3}(?:[^\W\d_]|[$\u20ac\u00a3]))"
)
_UK_BANKS = re.compile(
    r"(?i)\b(?:barclays|lloyds|hsbc|natwest|santander|monzo|starling|halifax|revolut"
    r"|metro\s+bank|tsb|co-op\s+bank)\b"
)
# An account's number named in Thai ("เลขบัญชี", words may come between) or, where a bank is
# named, in Hebrew ("בנק הפועלים, סניף 612, חשבון 48302719"): probe 244, 246
_THAI_ACCOUNT = re.compile(
    r"\u0e40\u0e25\u0e02(?:\u0e17\u0e35\u0e48)?\u0e1a\u0e31\u0e0d\u0e0a\u0e35[^\d\n]{0,40}?"
    r"(?<![\d-])(?P<s>\d[\d-]{8,16}\d)(?![\d-])"
)
_HEBREW_ACCOUNT = re.compile(
    r"(?:\u05de\u05e1\u05e4\u05e8\s+)?\u05d7\u05e9\u05d1\u05d5\u05df[^\S\n]{0,3}:?[^\S\n]{0,3}"
    r"(?<![\d-])(?P<s>\d[\d-]{4,14}\d)(?![\d-])"
)
_HEBREW_BANK = re.compile(r"\u05d1\u05e0\u05e7")
_SORT_CODE = re.compile(rf"(?i)\bsort\s+code{_GIVEN}(?P<s>\d{{2}}[- ]?\d{{2}}[- ]?\d{{2}}){_ENDS}")


_YEARS = re.compile(r"(?:19|20)\d\d[ -]+(?:19|20)\d\d")
# what the number after an account's name is said to be instead (an order's, a phone's)
_NOT_THE_ACCOUNT = re.compile(
    r"(?i)[^\n.;]{0,25}?\b(?:pedido|telefone|tel[e\u00e9]fono|sac|protocolo|order|phone|n[u\u00fa]mero\s+do)\b"
)
# a current or savings account's number: digits and a check digit, no groups of a phone
_CURRENT = re.compile(r"(?i)conta|cuenta")
_CURRENT_SHAPE = re.compile(r"\d{4,12}(?:-\d{1,2})?")


def _compact(value: str) -> str:
    return re.sub(r"[\s-]", "", value).upper()


def bank_accounts(text: str) -> Iterator[tuple[str, int, int]]:
    if not any(c.isdigit() for c in text):
        return
    for m in _IBAN.finditer(text):
        value = _compact(m.group("s"))
        if value in _PUBLISHED:
            continue
        if _EXAMPLE.search(text, max(0, m.start() - 40), m.start()):
            continue  # "Die Doku nennt als Beispiel-IBAN DE02 ..."
        if _PAYEE.search(text) and not _OWN.search(text):
            continue
        named = _IBAN_NAME.search(text, max(0, m.start() - 40), m.start()) is not None
        if iban.is_valid(value) or (named and 15 <= len(value) <= 34):
            yield KIND, m.start("s"), m.end("s")
    for m in _CLABE.finditer(text):
        loose = m.group("between").strip(" \t:")
        if not _CLABE_NOT.search(m.group("between")) and (not loose or _clabe_checks(m.group("s"))):
            yield KIND, m.start("s"), m.end("s")
    for m in _KOREAN_BANK.finditer(text):
        if 11 <= sum(c.isdigit() for c in m.group("s")) <= 16:
            yield KIND, m.start("s"), m.end("s")
    for m in _THAI_ACCOUNT.finditer(text):
        yield KIND, m.start("s"), m.end("s")
    if _HEBREW_BANK.search(text):
        for m in _HEBREW_ACCOUNT.finditer(text):
            yield KIND, m.start("s"), m.end("s")
    uk_bank = _UK_BANKS.search(text)
    if not (_PAYEE.search(text) and not _OWN.search(text)):
        # (not a shop's or a club's, printed for its customers to pay into)
        for m in _UK_DETAILS.finditer(text):
            if uk_bank or m.group("named"):
                yield KIND, m.start("sort"), m.end("sort")
                yield KIND, m.start("s"), m.end("s")
    for m in _FOREIGN_ACCOUNT.finditer(text):
        if _YEARS.fullmatch(m.group("s")) or _NOT_THE_ACCOUNT.match(text, m.end("s")):
            continue  # "extrato da conta corrente 2019-2023", "... 123456 é o número do pedido"
        if _CURRENT.match(m.group()) and not _CURRENT_SHAPE.fullmatch(m.group("s")):
            continue  # "Conta corrente: 0800 727 0101 é o SAC": a phone in groups
        if len(set(_compact(m.group("s")))) > 1 and not _EXAMPLE.search(
            text, max(0, m.start() - 40), m.start("s")
        ):
            yield KIND, m.start("s"), m.end("s")
    if _BANKING.search(text) is None:
        return
    accounts = [
        (m.start("s"), m.end("s"))
        for m in _ACCOUNT.finditer(text)
        if len(set(_compact(m.group("s")))) > 1
    ]
    if not accounts:
        return  # a sort code or a routing number alone is the bank's, printed on statements
    for start, end in accounts:
        yield KIND, start, end
    for pattern in (_ROUTING, _SORT_CODE):
        for m in pattern.finditer(text):
            yield KIND, m.start("s"), m.end("s")
