"""More identity numbers named as such (`service.national_ids` holds the checked ones and is
full): schemes met in later blind privacy probes, taken only right after or before their name
(`service.secret_national`), since none of them has a check digit a library verifies."""

from __future__ import annotations

from service.national_ids import NationalId

MORE_IDS: list[NationalId] = [
    # the Philippines' Social Security System and PhilHealth numbers, and Ethiopia's Fayda
    # (national ID) number: "SSS number ko: 34-5678912-3", "የፋይዳ መታወቂያ ቁጥሬ 4829 1037 5562"
    # (privacy probe 176)
    NationalId("PH SSS", r"\b(?-i:SSS)\b(?:\s+(?:number|no\.?|#))?", r"\d{2}-?\d{7}-?\d", ()),
    NationalId(
        "PH PhilHealth",
        r"\bphil\s?health\b(?:\s+(?:number|no\.?|id|#))?|\b(?-i:PIN)\s+(?=\d{2}-\d{9}-\d)",
        r"\d{2}-?\d{9}-?\d",
        (),
    ),
    NationalId(
        "ET Fayda",
        r"\u134b\u12ed\u12f3|\bfayda\b|\b(?-i:FAN|FIN)\b",
        r"\d{4} ?\d{4} ?\d{4}|\d{4} ?\d{4} ?\d{4} ?\d{4}",
        (),
    ),
    # -- the rest of the world's identity and tax numbers, each named in its own language
    # (blind privacy probes 214-220 named an ИНН, a CUIT, a Thai ID card and a Malaysian IC,
    # and missed all four). None needs its check to pass: people's copies and made-up
    # examples fail it, and the number right after its name is taken either way.
    NationalId(
        "AR",
        r"\b(?-i:CUIT|CUIL|CDI)\b|clave\s+[u\u00fa]nica\s+de\s+identificaci[o\u00f3]n",
        r"2[0-7][ -]?\d{8}[ -]?\d",
        (),
    ),
    # (a DNI without its Spanish letter: Argentina's "30.123.456", Peru's eight digits)
    NationalId("AR PE DNI", r"\b(?-i:DNI)\b", r"\d{2}\.\d{3}\.\d{3}|\d{7,8}(?![A-Za-z])", ()),
    NationalId("RU INN", r"\b(?-i:\u0418\u041d\u041d|INN)\b", r"\d{12}", ()),
    NationalId("KZ IIN", r"\b(?-i:\u0418\u0418\u041d|IIN|\u0416\u0421\u041d)\b", r"\d{12}", ()),
    NationalId(
        "RU passport",
        r"(?:\u0441\u0435\u0440\u0438\u044f\s+\u0438\s+)?\u043d\u043e\u043c\u0435\u0440\s+\u043f\u0430\u0441\u043f\u043e\u0440\u0442\u0430|\u043f\u0430\u0441\u043f\u043e\u0440\u0442(?:\u0430|\u043d\u044b\u0435\s+\u0434\u0430\u043d\u043d\u044b\u0435)?\b",
        r"\d{2}\s?\d{2}\s?\d{6}",
        (),
    ),
    NationalId(
        "TH",
        r"(?:\u0e40\u0e25\u0e02)?(?:\u0e1a\u0e31\u0e15\u0e23\u0e1b\u0e23\u0e30(?:\u0e08\u0e33\u0e15\u0e31\u0e27)?\u0e0a\u0e32\u0e0a\u0e19|\u0e1b\u0e23\u0e30\u0e08\u0e33\u0e15\u0e31\u0e27\u0e1b\u0e23\u0e30\u0e0a\u0e32\u0e0a\u0e19)|thai\s+id(?:\s+card)?",
        r"\d-?\d{4}-?\d{5}-?\d{2}-?\d|\d \d{4} \d{5} \d{2} \d",
        (),
    ),
    NationalId(
        "MY",
        r"\b(?-i:IC|NRIC|MyKad|K/P)\b|kad\s+pengenalan",
        r"\d{6}-?\d{2}-?\d{4}",
        (),
    ),
    NationalId("SG", r"\b(?-i:NRIC|FIN)\b", r"[STFGM]\d{7}[A-Z]", ()),
    NationalId(
        "HK",
        r"\b(?-i:HKID)\b|\u9999\u6e2f\u8eab\u4efd\u8b49|\u8eab\u4efd\u8b49\u865f\u78bc",
        r"[A-Z]{1,2}\d{6}\s?\(?[0-9A]\)?",
        (),
    ),
    NationalId(
        "TW",
        r"\u8eab\u5206\u8b49(?:\u5b57\u865f|\u865f\u78bc)?|\b(?-i:ROC|Taiwan)\s+ID\b",
        r"[A-Z][12]\d{8}",
        (),
    ),
    NationalId(
        "PK LK",
        r"\b(?-i:CNIC|NICOP|NIC)\b|\u0634\u0646\u0627\u062e\u062a\u06cc\s+\u06a9\u0627\u0631\u0688",
        r"\d{5}-?\d{7}-?\d|\d{9}[VvXx]|(?!92)\d{12}",
        (),
    ),
    NationalId("NG", r"\b(?-i:NIN|BVN)\b", r"[1-9]\d{10}", ()),
    NationalId("KE", r"\b(?-i:KRA)\s+(?-i:PIN)\b", r"[AP]\d{9}[A-Z]", ()),
    NationalId("ZA", r"\b(?-i:SA|RSA|South\s+African)\s+ID\b", r"\d{6}\s?\d{4}\s?\d{3}", ()),
    NationalId(
        "AE",
        r"emirates\s+id|\u0627\u0644\u0647\u0648\u064a\u0629\s+\u0627\u0644\u0625\u0645\u0627\u0631\u0627\u062a\u064a\u0629",
        r"784-?\d{4}-?\d{7}-?\d",
        (),
    ),
    NationalId(
        "EG",
        r"\u0627\u0644\u0631\u0642\u0645\s+\u0627\u0644\u0642\u0648\u0645\u064a|\u0627\u0644\u0631\u0642\u0645\s+\u0627\u0644\u0648\u0637\u0646\u064a",
        r"\d{14}",
        (),
    ),
    NationalId(
        "IR",
        r"\u06a9\u062f\s+\u0645\u0644\u06cc|\u06a9\u062f\u0645\u0644\u06cc",
        r"\d{3}-?\d{6}-?\d",
        (),
    ),
    NationalId(
        "CO EC CR UY",
        r"c[e\u00e9]dula(?:\s+de\s+(?:identidad|ciudadan[i\u00ed]a))?|\b(?-i:C\.C\.|C\.I\.)",
        r"\d{1,3}(?:\.\d{3}){2,3}(?:-\d)?|\d{1}-\d{4}-\d{4}|(?!3\d{9}(?!\d))\d{7,10}(?:-\d)?",
        (),
    ),
    NationalId("GB NHS", r"\b(?-i:NHS)\s+(?:number|no\.?|#)", r"\d{3}[ -]?\d{3}[ -]?\d{4}", ()),
    NationalId(
        "AU Medicare",
        r"medicare(?:\s+card)?(?:\s+(?:number|no\.?|#))?",
        r"\d{4}\s?\d{5}\s?\d(?:[ /-]?\d)?",
        (),
    ),
    NationalId("NZ IRD", r"\b(?-i:IRD)\b(?:\s+(?:number|no\.?|#))?", r"\d{2,3}-?\d{3}-?\d{3}", ()),
    NationalId(
        "HU TAJ",
        r"\b(?-i:TAJ)(?:[\s-]*(?:sz[a\u00e1]m\w*))?|szem\u00e9lyi\s+sz\u00e1m",
        r"\d{3}[ -]?\d{3}[ -]?\d{3}",
        (),
    ),
    NationalId("LT LV", r"asmens\s+kod\w*|personas\s+kod\w*", r"\d{11}|\d{6}-\d{5}", ()),
    NationalId(
        "RS BA MK",
        r"\b(?-i:JMBG|\u0408\u041c\u0411\u0413|\u0415\u041c\u0411\u0413|EMBG)\b",
        r"\d{13}",
        (),
    ),
    NationalId("IN EPIC", r"voter\s+id(?:\s+card)?|\b(?-i:EPIC)\b", r"[A-Z]{3}\d{7}", ()),
    NationalId("PH PhilSys", r"\bphilsys\b|\b(?-i:PSN|PCN)\b", r"\d{4}-?\d{4}-?\d{4}-?\d{4}", ()),
    NationalId(
        "TZ KE ID",
        r"(?:namba\s+ya\s+)?kitambulisho(?:\s+cha\s+taifa)?",
        r"\d{8}-?\d{5}-?\d{5}-?\d{2}|\d{8}",
        (),
    ),
    # a national ID named in English with no country: eight to eighteen digits
    NationalId(
        "national id",
        r"national\s+id(?:entity)?\b(?:\s+(?:card|number|no\.?|#))*"
        r"|identity\s+(?:card\s+)?(?:number|no\.?)",
        # (nine digits or more: "1918-1939", "0800-1700" are years and hours)
        r"(?=(?:\d[ -]?){9,18}(?!\d))\d{4,8}(?:[ -]\d{3,8}){1,3}|[A-Z]?\d{9,18}[A-Z]?",
        (),
    ),
]
