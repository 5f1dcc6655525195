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
]
