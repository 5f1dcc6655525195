"""Another employer, told in Dutch, German, French, Spanish, Portuguese or Italian.

Why: "Ik werk sinds kort bij ASML" after "Ik werk bij Philips", "Trabajo en BBVA desde
marzo" after "Trabajo en Telefónica" were kept as two memories (helper probe s190 upd2):
the English readings of a new job (`retold.new_job`, `updates.update_of`'s "now") do not
see these languages' "since" and "now". Both texts must state, in the present, that the
same person (the speaker, or the very same words: "Mijn man", "Sophie") works at a named
place, with no word of the places shared, and the newer one must carry a marker of a change
("sinds kort", "seit Januar", "maintenant", "desde marzo", "agora"): two employers with no
marker may both hold ("Trabajo en X" / "Trabajo en Y", a second job), another person is
another fact ("Mijn broer werkt sinds kort bij ASML"), and a wish or a past ("Me gustaría
trabajar en...", "Ich habe 2005 bei Audi gearbeitet") has no present verb here.
"""

from __future__ import annotations

import re

# Per language: the present "work" verb (first and third person), the preposition before
# the employer, and the markers of a change since the older text.
_LANGS: dict[str, tuple[str, str, str]] = {
    "nl": (
        r"werk|werkt",
        r"bij|voor",
        r"sinds\s+kort|sinds\s+\w+(?:\s+\d{4})?|nu|tegenwoordig|inmiddels|intussen",
    ),
    "de": (
        r"arbeite|arbeitet",
        r"bei|für",
        r"jetzt|nun|seit\s+kurzem|seit\s+\w+(?:\s+\d{4})?|mittlerweile|inzwischen|neuerdings",
    ),
    "fr": (
        r"travaille|bosse",
        r"chez|pour",
        r"maintenant|désormais|dorénavant|à\s+présent|depuis\s+peu|depuis\s+\w+(?:\s+\d{4})?",
    ),
    "es": (r"trabajo|trabaja", r"en|para", r"ahora|desde\s+hace\s+poco|desde\s+\w+(?:\s+\d{4})?"),
    "pt": (
        r"trabalho|trabalha",
        r"na|no|em|para",
        r"agora|atualmente|desde\s+\w+(?:\s+\d{4})?",
    ),
    "it": (r"lavoro|lavora", r"in|per|presso|alla|al", r"adesso|ora|ormai|da\s+poco"),
}
_SPEAKER = frozenset(["ik", "ich", "je", "j'", "yo", "eu", "io", ""])
# Working from home is no other employer ("Je travaille maintenant chez moi")
_HOME = frozenset(["moi", "nous", "casa", "thuis", "huis", "hause", "zuhause", "home", "mim",
                   "remoto", "remote", "homeoffice"])  # fmt: skip
_QUESTION = re.compile(r"[?¿]")
_ARTICLES = frozenset(["de", "het", "der", "die", "das", "le", "la", "les", "l'", "el", "los",
                       "las", "o", "a", "os", "as", "il", "lo", "gli"])  # fmt: skip


def _employment(text: str, lang: str) -> tuple[str, frozenset[str], bool] | None:
    """(who, the employer's words, whether a change is marked) of "<who> works at <X>" in
    `lang`, or None: the whole text must be that statement (nothing wished or past)."""
    verb, prep, marker = _LANGS[lang]
    text = text.strip().rstrip(".!。 ")
    marked = re.compile(rf"(?i)(?:^|\s|,)(?:{marker})(?=\s|,|$)")
    bare, found = marked.subn(" ", text)
    bare = re.sub(r"\s*,\s*", " ", bare).strip()
    m = re.fullmatch(
        rf"(?i)(?:(?P<who>[^\s].{{0,30}}?)\s+)?(?:{verb})(?:\s+(?P<inv>ik|ich))?"
        rf"\s+(?:{prep})\s+(?P<at>[^,;]{{1,40}})",
        bare,
    )
    if m is None:
        return None
    who = (m.group("who") or m.group("inv") or "").lower()
    who = "" if who in _SPEAKER else who
    at = frozenset(w for w in re.findall(r"\w+", m.group("at").lower()) if w not in _ARTICLES)
    if not at or re.search(r"\d{4}", m.group("at")) or at & _HOME:
        return None
    named = [w for w in m.group("at").split() if w.lower() not in _ARTICLES]
    if not named or not named[0][:1].isupper():
        return None  # (a place of work, not an employer: "en remoto", "im Homeoffice")
    return who, at, bool(found)


def works_elsewhere(new: str, old: str) -> str:
    """The same person's employer changed, told with a marker in one of `_LANGS`' languages
    ("Ik werk sinds kort bij ASML" after "Ik werk bij Philips"); "" if not."""
    if _QUESTION.search(new) or _QUESTION.search(old):
        return ""
    for lang in _LANGS:
        now, was = _employment(new, lang), _employment(old, lang)
        if now is None or was is None:
            continue
        if now[0] != was[0] or not now[2] or now[1] & was[1]:
            return ""
        return f"works at {' '.join(sorted(now[1]))} now"
    return ""
