"""A date or time moved, told in another language: "Die Besprechung wurde auf 15 Uhr verschoben"
after "Die Besprechung ist um 14 Uhr", "La riunione è stata spostata al martedì", "La reunión se
cambió a las 5", "A consulta foi remarcada para 19 de maio", "Le médecin a déplacé mon
rendez-vous à mercredi 9h", "La réunion d'équipe passe au mardi", "De afspraak is verplaatst
naar vrijdag".

Why: the English readings (`service.dedup.updates`) parse "moved / pushed / rescheduled to";
in the other languages the alignment read the new time as another identifier or an added word
and kept both (the dedup probes: 9 such updates; the s190 probe: the Italian one).

Read only where the thing moved is the older text's: every word the newer text names it with
(before the verb and between the verb and the new time; articles, auxiliaries and possessives
aside) is in the older text ("Die Besprechung mit Tom" does not move "Die Besprechung mit
Ana"), the older text has a time (a number, a weekday or a month) and the new time is another.
"""

from __future__ import annotations

import re

# ("before" and "between" are bounded: a thing moved is named in a few words, and "wurde " x 2700
# took 0.4 s in this reading unbounded)
_MOVED = re.compile(
    r"(?i)^(?P<before>.{0,120}?)\b(?:verschoben|verlegt|vorverlegt|spostat[oaie]|rinviat[oaie]"
    r"|posticipat[oaie]|anticipat[oaie]|d\u00e9plac\u00e9e?s?|report\u00e9e?s?|d\u00e9cal\u00e9e?s?"
    r"|avanc\u00e9e?s?|passe|cambi\u00f3|cambiaron|cambiad[oa]|movi\u00f3|movieron|pospuso"
    r"|pospusieron|pospuest[oa]|aplazad[oa]|adelantad[oa]|remarcad[oa]|adiad[oa]|antecipad[oa]"
    r"|verplaatst|verzet|uitgesteld)\b(?P<between>.{0,80}?)\s+(?:auf|an|zu|al|alla|alle|allo|a|\u00e0"
    r"|au|para|pra|naar|op|tot)\s+(?P<time>[^;]+?)(?:\s+(?:verschoben|verlegt|vorverlegt))?"
    r"\s*[.!]?\s*$"
)
# German puts the participle last: "Die Besprechung wurde auf 15 Uhr verschoben"
_MOVED_LAST = re.compile(
    r"(?i)^(?P<before>.{0,120}?)\b(?:wurde|wird|ist|hat|haben|wurden|werden)\b(?P<between>.{0,80}?)\s+"
    r"(?:auf|an)\s+(?P<time>[^;]+?)\s+(?:verschoben|verlegt|vorverlegt)\s*[.!]?\s*$"
)
_TIME_WORDS = (
    r"montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lundi|mardi|mercredi|jeudi"
    r"|vendredi|samedi|dimanche|lunes|martes|mi\u00e9rcoles|jueves|viernes|s\u00e1bado|domingo"
    r"|segunda|ter\u00e7a|quarta|quinta|sexta|luned\u00ec|marted\u00ec|mercoled\u00ec|gioved\u00ec"
    r"|venerd\u00ec|sabato|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag"
    r"|januar|februar|m\u00e4rz|mai|juni|juli|august|september|oktober|november|dezember|janvier"
    r"|f\u00e9vrier|mars|avril|juin|juillet|ao\u00fbt|septembre|octobre|novembre|d\u00e9cembre"
    r"|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre"
    r"|janeiro|fevereiro|mar\u00e7o|maio|junho|julho|setembro|outubro|novembro|dezembro|gennaio"
    r"|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre|januari|februari|maart"
    r"|mei|augustus"
)
_TIME = re.compile(rf"(?i)\d+|\b(?:{_TIME_WORDS})")
_NOT_NAMING = frozenset(
    ["der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "wurde", "wird", "ist",
     "sind", "hat", "haben", "le", "la", "les", "l", "d", "un", "une", "a", "est", "\u00e9t\u00e9",
     "ont", "mon", "ma", "mes", "son", "sa", "notre", "el", "los", "las", "lo", "una", "se", "ha",
     "han", "fue", "es", "mi", "su", "o", "os", "as", "um", "uma", "foi", "\u00e9", "meu",
     "minha", "seu", "sua", "il", "i", "gli", "\u00e8", "stata", "stato", "stati", "state",
     "hanno", "mio", "mia", "suo", "de", "het", "een", "is", "zijn", "werd", "wordt", "mijn",
     "haar", "nous", "vous", "on", "m", "me", "mir", "mich", "uns", "nos", "ci", "ons"]
)  # fmt: skip
_ALSO = re.compile(
    r"(?i)\b(?:auch|aussi|tambi\u00e9n|tamb\u00e9m|anche|ook|noch|encore"
    # (a maybe or a one-off is no new time: "reporté à 15h, peut-être", "cette semaine seulement")
    r"|vielleicht|wohl|peut-\u00eatre|seulement|exceptionnellement|quiz\u00e1s?|tal\s+vez|talvez"
    r"|forse|solo|misschien|alleen|nur|eventuell)\b"
)
# "passe à 8h" is also when someone comes by ("Le bus passe à 7h", "Je passe à la boulangerie
# à 8h"): read as a move only when the older text has no "passe" and no one says "je"
_COMES_BY = re.compile(r"(?i)\bpasse\b")
_FIRST_PERSON = re.compile(r"(?i)^\s*(?:je|j['\u2019])")
# An older text of two times joined ("Das Meeting ist am Montag und das Training am Mittwoch"):
# one moved leaves the other
_AND = re.compile(r"(?i)\b(?:und|et|y|e|en|and)\b")
_WORD = re.compile(r"[^\W\d_]+")


def _words(text: str) -> list[str]:
    return [w.casefold() for w in _WORD.findall(text)]


def _two_times(text: str) -> bool:
    """Whether a "and" joins two times (checked in one pass: a regex ".*and.*" took seconds on
    a long text of numbers)."""
    times = [m.end() for m in _TIME.finditer(text)]
    return len(times) > 1 and _AND.search(text, times[0], times[-1]) is not None


def _times(text: str) -> set[str]:
    return {t.casefold() for t in _TIME.findall(text)}


def rescheduled(new: str, old: str) -> str:
    """How `new` moves the date or time `old` states, in another language ("" when not)."""
    m = _MOVED_LAST.match(new.strip()) or _MOVED.match(new.strip())
    if m is None or ";" in old or _ALSO.search(new) or "?" in new or _two_times(old):
        return ""
    if m.re is _MOVED_LAST and not m.group("before").strip():
        return ""  # (the auxiliary first asks: "Wurde das Meeting auf Freitag verschoben")
    if _COMES_BY.search(new[: m.start("time")]) and (
        _COMES_BY.search(old) or _FIRST_PERSON.match(new)
    ):
        return ""
    was, now = _times(old), _times(m.group("time"))
    if not was or not now or now <= was:
        return ""
    said = set(_words(old))
    naming = [
        w
        for w in _words(f"{m.group('before')} {m.group('between')}")
        if w not in _NOT_NAMING and not _TIME.fullmatch(w)
    ]
    if not naming or any(w not in said for w in naming):
        return ""
    return f"moved to {m.group('time').strip()}"
