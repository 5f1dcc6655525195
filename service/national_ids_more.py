"""More identity numbers named as such (`service.national_ids` holds the checked ones and is
full): schemes met in later blind privacy probes, taken only right after or before their name
(`service.secret_national`), since none of them but the Polish NIP has a check digit a library
verifies."""

from __future__ import annotations

from stdnum.pl import nip

from service.national_ids import NationalId

MORE_IDS: list[NationalId] = [
    # Named in the languages of privacy probes 126-172: German pension, Hungarian, Ukrainian,
    # Slovenian and French tax numbers, Polish residence and ID cards, Spanish social security,
    # Brazilian RG, Czech, Slovak, Vietnamese and Moroccan identity cards
    NationalId(
        "DE RV",
        r"rentenversicherungsnummer|sozialversicherungsnummer|\b(?-i:RVNR|SVNR)\b",
        r"\d{2} ?\d{6} ?[A-Z] ?\d{3}",
        (),
    ),
    # The Polish tax number (NIP) a person files with: ten digits, a mod-11 check digit, in
    # groups or not, said as someone's ("m\u00f3j NIP to 526-104-18-74"); a NIP alone is a
    # seller's, printed on every invoice and receipt ("Numer zam\u00f3wienia: ..., NIP
    # 525-000-12-34", privacy probe 84). Capitals only: the Mexican NIP is a card's PIN.
    NationalId(
        "PL NIP",
        r"\b(?:m[\u00f3o]j|mojego|moim|tw[\u00f3o]j|twojego|jego|jej|my|his|her)[ \t]+"
        r"(?:numer[ \t]+)?(?-i:NIP)\b",
        r"\d{3}-?\d{3}-?\d{2}-?\d{2}|\d{3}-\d{2}-\d{2}-\d{3}",
        (nip.is_valid,),
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
        # (Turkish, Romanian, Italian and Dutch too: "pasaport numaram U27384915")
        r"|\b(?:passport|paszport|pasaporte|passaporte|passeport|reisepass|pasaport\w*"
        r"|pa[\u0219\u015f]aport\w*|passaporto|paspoort)\b"
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
        # (a letter, then dashed or spaced digit groups: Illinois' "D610-1407-0660", Florida's
        # "S530-460-56-800-0", probe 150)
        r"[A-Z]\d{2,5}(?:[ -]\d{1,5}){2,4}"
        r"|(?=[A-Z0-9]{0,15}\d)[A-Z]{1,3}[0-9]{4,14}|[A-Z0-9]{2,5}[0-9]{3,10}[A-Z0-9]{0,5}|\d{7,12}"
        r"|(?=(?:[A-Z]*\d){3})(?=[0-9]*[A-Z])[A-Z0-9]{8,14}",
        (),
    ),
    # ... and by its US abbreviation with a number's mark ("DL# for Texas: 41827735", probe 170),
    # in a US licence's shapes only: letters then digits, or seven digits or more ("DL number
    # 88213 on the shipping label" is a download's or a delivery's: review s170)
    NationalId(
        "US driver's licence (DL)",
        r"\b(?-i:DL)\s*(?:#|(?:number|no\.?|nr\.?)(?=\s|:))",
        r"[A-Z]\d{2,5}(?:[ -]\d{1,5}){2,4}|(?=[A-Z0-9]{0,15}\d)[A-Z]{1,3}[0-9]{4,14}|\d{7,12}",
        (),
    ),
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
    # the US Medicare Beneficiary Identifier: eleven characters, a digit, letters (never S, L,
    # O, I, B, Z) and digits in fixed places ("Medicare number 1EG4-TE5-MK73", probe 150)
    NationalId(
        "US MBI",
        r"medicare(?:\s+(?:card|beneficiary))?(?:\s+(?:number|no\.?|#|id|identifier))?"
        r"|\b(?-i:MBI)\b",
        r"\d[AC-HJKMNP-RT-Y][AC-HJKMNP-RT-Y\d]\d-?[AC-HJKMNP-RT-Y][AC-HJKMNP-RT-Y\d]\d-?"
        r"[AC-HJKMNP-RT-Y]{2}\d{2}",
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
